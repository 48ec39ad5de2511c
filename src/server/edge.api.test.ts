import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './test/test-app';

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
