import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/error-codes';
import { validationCode } from '@shared/validation';
import { agentAs, createTestApp, TEST_ADMIN, type TestApp } from './test/test-app';

/** What every request meets first: the allowed hosts and the session cookie's Secure flag. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t?.close());

const login = (headers: Record<string, string> = {}) => request(t.app).post('/api/login').set(headers).send(TEST_ADMIN);

describe('hosts', () => {
  it('when PUBLIC_URL is unset and the Host is not allowed, then 400 and the host never reaches a link', async () => {
    const res = await request(t.app).get('/robots.txt').set('Host', 'evil.example');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('ALLOWED_HOSTS') });
    expect(res.text).not.toContain('Sitemap: http://evil.example');
  });

  it('when the Host is allowed, then robots.txt points at it; the health check answers any host', async () => {
    const robots = await request(t.app).get('/robots.txt').set('Host', 'localhost:5000');
    const health = await request(t.app).get('/api/health').set('Host', '10.0.0.7:5000');

    expect(robots.status).toBe(200);
    expect(robots.text).toContain('http://localhost:5000/sitemap.xml');
    expect(health.status).toBe(200);
  });

  it('when PUBLIC_URL is set, then links use it whatever the Host says', async () => {
    const withUrl = await t.restart({ publicUrl: 'https://www.example.sg' });

    const robots = await request(withUrl.app).get('/robots.txt').set('Host', 'evil.example');

    expect(robots.status).toBe(200);
    expect(robots.text).toContain('https://www.example.sg/sitemap.xml');
    expect(robots.text).not.toContain('evil.example');
    t = await withUrl.restart({ publicUrl: undefined });
  });
});

describe('session cookie', () => {
  it('when an admin signs in over plain http, then the cookie works there (not Secure)', async () => {
    const res = await login();

    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });

  it('when the sign-in came over HTTPS through the trusted proxy, then the cookie is Secure', async () => {
    const res = await login({ 'X-Forwarded-Proto': 'https' });

    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });

  it('when COOKIE_SECURE=true forces it, then no session cookie is issued over plain http, a Secure one over HTTPS', async () => {
    t = await t.restart({ cookieSecure: true });

    const plain = await login();
    const secure = await login({ 'X-Forwarded-Proto': 'https' });

    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(String(secure.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    t = await t.restart({ cookieSecure: 'auto' });
  });
});

const enquiry = { name: '陈先生', email: 'chen@example.com', message: '想了解 EP', consent: true };

describe('phone numbers of enquiries', () => {
  it('when the phone does not look like one, then 400 VALIDATION with a message on the phone field', async () => {
    for (const phone of ['call me', '12345', '+65 8123 4567 ext. 9', '1'.repeat(21)]) {
      const res = await request(t.app).post('/api/public/consultations').send({ ...enquiry, phone });

      expect(res.status, phone).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fieldErrors.phone).toEqual([validationCode.phoneInvalid]);
    }
  });

  it('when the phone is written with spaces, +, - and brackets, then the enquiry is taken', async () => {
    const res = await request(t.app).post('/api/public/consultations').send({ ...enquiry, phone: '+65 (6) 123-4567' });

    expect(res.status).toBe(201);
  });
});

describe('error answers', () => {
  it('when requests fail for any reason a person can meet, then every answer carries a known code beside its message', async () => {
    const user = await agentAs(t, 'user');
    const answers = await Promise.all(
      Object.entries({
        'unknown endpoint': request(t.app).get('/api/no-such-endpoint'),
        'wrong password': request(t.app).post('/api/login').send({ username: 'admin', password: 'wrong-password' }),
        'empty sign-in': request(t.app).post('/api/login').send({}),
        'signed out': request(t.app).get('/api/consultations'),
        'role-user': user.get('/api/consultations'),
        'invalid enquiry': request(t.app).post('/api/public/consultations').send({ ...enquiry, phone: 'x' }),
        'malformed JSON': request(t.app).post('/api/public/consultations').set('Content-Type', 'application/json').send('{"name":'),
        'missing article': request(t.app).get('/api/public/articles/999999999'),
        'bad id': request(t.app).get('/api/public/articles/not-a-number'),
      }).map(async ([name, call]) => [name, await call] as const),
    );

    for (const [name, res] of answers) {
      const what = `${name} -> ${res.status}`;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(errorCodes, what).toContain(res.body.code);
      expect(typeof res.body.message, what).toBe('string');
    }
  });

  it('when the enquiry rate limit refuses a post, then 429 RATE_LIMITED, which the form translates', async () => {
    const limited = await t.restart({ consultationRateLimit: 1 });
    t = limited;
    await request(limited.app).post('/api/public/consultations').send({ ...enquiry, phone: '+65 8123 4567' });

    const res = await request(limited.app).post('/api/public/consultations').send({ ...enquiry, phone: '+65 8123 4567' });

    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    t = await limited.restart({ consultationRateLimit: 1000 });
  });
});
