import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsRepository } from './accounts.repository';
import { agentAs, createTestApp, signIn, TEST_ADMIN, uniqueName, type TestApp } from '../../test/test-app';

let t: TestApp;
const anon = () => request(t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const sidCookie = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
const cookiePair = (cookie: string) => cookie.split(';')[0]!;
const admins = async (app: TestApp) => (await accountsRepository(app.database.db).listAll()).filter((u) => u.role === 'admin');

describe('POST /api/login', () => {
  it('when the credentials are right, then the user comes back without a password and a session cookie is set', async () => {
    const res = await anon().post('/api/login').send(TEST_ADMIN);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'admin', email: null, role: 'admin', createdAt: expect.any(String), twoFactorEnabled: false, mustChangePassword: false, mustEnrollTwoFactor: false });
    const cookie = sidCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('when rememberMe is not set, then the cookie lasts for the browser session', async () => {
    const res = await anon().post('/api/login').send(TEST_ADMIN);

    expect(sidCookie(res)).not.toMatch(/Max-Age|Expires/i);
  });

  it('when rememberMe is true, then the cookie lasts 30 days', async () => {
    const res = await anon().post('/api/login').send({ ...TEST_ADMIN, rememberMe: true });

    const cookie = sidCookie(res)!;
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'wrong-password' }],
    ['an unknown user', { username: 'nobody-here', password: 'whatever-it-is' }],
  ])('when the login has %s, then 401 with a message and no cookie', async (_name, body) => {
    const res = await anon().post('/api/login').send(body);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'invalid username or password', error: 'invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(sidCookie(res)).toBeUndefined();
  });

  it('when username or password is empty, then 400 with the field messages', async () => {
    const res = await anon().post('/api/login').send({ username: '', password: '' });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ username: ['usernameRequired'], password: ['passwordRequired'] });
  });

  it('when a signed-in agent signs in again, then the session id changes and the old one is dead', async () => {
    const agent = request.agent(t.app);
    const first = cookiePair(sidCookie(await agent.post('/api/login').send(TEST_ADMIN))!);

    const second = cookiePair(sidCookie(await agent.post('/api/login').send(TEST_ADMIN))!);
    const withOld = await anon().get('/api/user').set('Cookie', first);
    const withNew = await anon().get('/api/user').set('Cookie', second);

    expect(second).not.toBe(first);
    expect(withOld.status).toBe(401);
    expect(withNew.status).toBe(200);
  });

  it('when failures from one address reach LOGIN_RATE_LIMIT, then 429 for any name from it', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const attempt = (username: string, password = 'wrong-password') => request(limited.app).post('/api/login').send({ username, password });
      const failures = [(await attempt('admin')).status, (await attempt('admin')).status, (await attempt('admin')).status];

      const blocked = await attempt('admin', TEST_ADMIN.password);
      const otherName = await attempt('someone-else');

      expect(failures).toEqual([401, 401, 401]);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/too many failed sign-in attempts/);
      expect(otherName.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('when sign-ins succeed, then they do not count towards the limit', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(limited.app).post('/api/login').send(TEST_ADMIN)).status);

      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('when signed out, then /api/user is 401', async () => {
    const res = await anon().get('/api/user');

    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('when signed in, then /api/user answers the user, uncached and without a password', async () => {
    const agent = await agentAs(t, 'admin');

    const res = await agent.get('/api/user');

    expect(res.status).toBe(200);
    expect(res.body.username).toBe('admin');
    expect(Object.keys(res.body).filter((k) => /^password|hash/i.test(k))).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the user signs out, then the session ends and the cookie is cleared', async () => {
    const agent = await agentAs(t, 'admin');

    const res = await agent.post('/api/logout');
    const after = await agent.get('/api/user');

    expect(res.status).toBe(200);
    expect(sidCookie(res)).toMatch(/sid=;/);
    expect(after.status).toBe(401);
  });
});

describe('POST /api/register', () => {
  it('when the fields are valid, then 201, a role-user signed in, never a password field', async () => {
    const agent = request.agent(t.app);
    const username = uniqueName('reg');

    const res = await agent.post('/api/register').send({ username, password: 'long-enough-1', email: 'a@example.com' });
    const me = await agent.get('/api/user');

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username, email: 'a@example.com', role: 'user', createdAt: expect.any(String), twoFactorEnabled: false, mustChangePassword: false, mustEnrollTwoFactor: false });
    expect(me.body.username).toBe(username);
  });

  it('when the name is taken, then 409', async () => {
    const res = await anon().post('/api/register').send({ username: 'admin', password: 'long-enough-1' });

    expect(res.status).toBe(409);
  });

  it('when a role field is sent, then it is ignored', async () => {
    const res = await anon().post('/api/register').send({ username: uniqueName('sneaky'), password: 'long-enough-1', role: 'admin' });

    expect(res.body.role).toBe('user');
  });

  it.each([
    ['a short name', { username: 'ab', password: 'long-enough-1' }, 'username'],
    ['a name with spaces', { username: 'a b c', password: 'long-enough-1' }, 'username'],
    ['a short password', { username: 'valid_name', password: 'short' }, 'password'],
    ['an invalid email', { username: 'valid_name', password: 'long-enough-1', email: 'nope' }, 'email'],
  ])('when the body has %s, then 400', async (_name, body, field) => {
    const res = await anon().post('/api/register').send(body);

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(field);
  });

  it('when ALLOW_REGISTRATION is false, then 403', async () => {
    const closed = await createTestApp({ allowRegistration: false });
    try {
      const res = await request(closed.app).post('/api/register').send({ username: uniqueName(), password: 'long-enough-1' });

      expect(res.status).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('when a role-user calls a back-office endpoint, then 403', async () => {
    const agent = await agentAs(t, 'user');

    const res = await agent.get('/api/consultations');

    expect(res.status).toBe(403);
  });
});

describe('sessions across a restart', () => {
  it('when the app restarts on the same database and secret, then the session cookie still works', async () => {
    const first = await createTestApp();
    let current = first;
    try {
      const login = await request(first.app).post('/api/login').send({ ...TEST_ADMIN, rememberMe: true });
      const cookie = cookiePair(sidCookie(login)!);

      current = await first.restart();
      const res = await request(current.app).get('/api/user').set('Cookie', cookie);

      expect(res.status).toBe(200);
      expect(res.body.username).toBe('admin');
    } finally {
      await current.close();
    }
  });
});

describe('first admin', () => {
  it('when ADMIN_PASSWORD is unset, then a random password is printed once and no second admin is made later', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = await createTestApp({ adminPassword: undefined });
    let current = first;
    try {
      const printed = log.mock.calls.map((c) => String(c[0])).filter((line) => /first admin/i.test(line));
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)/.exec(printed[0]!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(password).not.toBe(TEST_ADMIN.password);
      expect((await request(first.app).post('/api/login').send({ username: 'admin', password })).status).toBe(200);

      log.mockClear();
      current = await first.restart({ adminUsername: 'second-admin', adminPassword: undefined });

      expect(log.mock.calls.filter((c) => /first admin/i.test(String(c[0])))).toHaveLength(0);
      expect((await admins(current)).map((u) => u.username)).toEqual(['admin']);
      expect((await request(current.app).post('/api/login').send({ username: 'admin', password })).status).toBe(200);
    } finally {
      await current.close();
    }
  });

  it('when ADMIN_PASSWORD is set, then the first admin uses it and nothing is printed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = await createTestApp({ adminUsername: 'boss', adminPassword: 'chosen-password-1' });
    try {
      const res = await request(app.app).post('/api/login').send({ username: 'boss', password: 'chosen-password-1' });

      expect(res.status).toBe(200);
      expect(res.body.role).toBe('admin');
      expect(log.mock.calls.some((c) => String(c[0]).includes('chosen-password-1'))).toBe(false);
      expect((await admins(app)).map((u) => u.username)).toEqual(['boss']);
    } finally {
      await app.close();
    }
  });
});

describe('bad requests never answer 500', () => {
  it('when the JSON is malformed, then 400 with a JSON message and no stack', async () => {
    const res = await anon().post('/api/login').set('Content-Type', 'application/json').send('{"username": "admin",');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'malformed JSON body', error: 'malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('when the content type is not JSON, then 400', async () => {
    const res = await anon().post('/api/login').set('Content-Type', 'text/plain').send('username=admin&password=x');

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('when a form-encoded body comes to an admin endpoint, then 400', async () => {
    const agent = await agentAs(t, 'admin');

    const res = await agent.post('/api/articles').type('form').send({ title: 'x', content: 'y', category: 'news' });

    expect(res.status).toBe(400);
  });

  it('when the body is over 2 MB, then 413', async () => {
    const agent = await agentAs(t, 'admin');

    const res = await agent.post('/api/articles').send({ title: 'big', category: 'news', content: 'x'.repeat(2.2 * 1024 * 1024) });

    expect(res.status).toBe(413);
    expect(res.body.message).toBe('request body too large');
  });

  it('when an unknown API path is asked for, then 404 JSON', async () => {
    const res = await anon().get('/api/nothing-here');

    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('cross-site requests', () => {
  it('when a state-changing request comes from another origin, then 403', async () => {
    const byOrigin = await anon().post('/api/login').set('Origin', 'https://evil.example').send(TEST_ADMIN);
    const byFetchSite = await anon().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send(TEST_ADMIN);

    expect(byOrigin.status).toBe(403);
    expect(byFetchSite.status).toBe(403);
  });

  it('when a same-origin request carries its Origin, then it passes', async () => {
    const agent = request.agent(t.app);
    const probe = await signIn(agent, 'admin');

    const res = await probe.post('/api/logout').set('Sec-Fetch-Site', 'same-origin');

    expect(res.status).toBe(200);
  });
});
