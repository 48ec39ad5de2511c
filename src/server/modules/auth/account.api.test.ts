import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validationCode as m } from '../../../shared/validation';
import { sessions } from '../../db/schema/index';
import { setupApiSuite, uniqueName, type Agent } from '../../test/test-app';
import { STRONG_PASSWORD } from './staff.fixtures';

const api = setupApiSuite();
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A registered role-user and a way to open more sessions of it. */
async function registered(userAgent = CHROME_ON_WINDOWS) {
  const username = uniqueName('acct');
  const password = 'register-pass-1';
  const first = request.agent(api.t.app);
  const res = await first.post('/api/register').set('User-Agent', userAgent).send({ username, password });
  expect(res.status).toBe(201);
  const another = async (ua = FIREFOX_ON_LINUX): Promise<Agent> => {
    const agent = request.agent(api.t.app);
    expect((await agent.post('/api/login').set('User-Agent', ua).send({ username, password })).status).toBe(200);
    return agent;
  };
  return { username, password, id: res.body.id as number, first, another };
}

describe('POST /api/account/password', () => {
  it('when the current password is wrong, or the new one short or common, then 400 with the field codes', async () => {
    const { first, password } = await registered();

    const wrongCurrent = await first.post('/api/account/password').send({ currentPassword: 'not-it-at-all', newPassword: STRONG_PASSWORD });
    const short = await first.post('/api/account/password').send({ currentPassword: password, newPassword: 'short-pw' });
    const common = await first.post('/api/account/password').send({ currentPassword: password, newPassword: '1234567890' });
    const commonOtherCase = await first.post('/api/account/password').send({ currentPassword: password, newPassword: 'PASSWORD123' });

    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.fieldErrors).toEqual({ currentPassword: [m.passwordWrong] });
    expect(short.body.fieldErrors).toEqual({ newPassword: [m.passwordTooShort] });
    expect(common.body.fieldErrors).toEqual({ newPassword: [m.passwordTooCommon] });
    expect(commonOtherCase.body.fieldErrors).toEqual({ newPassword: [m.passwordTooCommon] });
  });

  it('when the password changes, then every other session ends and this one stays', async () => {
    const account = await registered();
    const other = await account.another();

    const changed = await account.first.post('/api/account/password').send({ currentPassword: account.password, newPassword: STRONG_PASSWORD });
    const here = await account.first.get('/api/user');
    const there = await other.get('/api/user');
    const oldPassword = await api.anon().post('/api/login').send({ username: account.username, password: account.password });
    const newPassword = await api.anon().post('/api/login').send({ username: account.username, password: STRONG_PASSWORD });

    expect(changed.status).toBe(200);
    expect(here.status).toBe(200);
    expect(there.status).toBe(401);
    expect(oldPassword.status).toBe(401);
    expect(newPassword.status).toBe(200);
  });

  it('when the current password is wrong 10 times across the password routes, then the 11th check is 429, for this account only', async () => {
    const account = await registered();
    const colleague = await registered();
    const wrongChecks = [
      ...Array.from({ length: 4 }, () => ['/api/account/password', { currentPassword: 'not-it-at-all', newPassword: STRONG_PASSWORD }] as const),
      ...Array.from({ length: 3 }, () => ['/api/account/two-factor/disable', { password: 'not-it-at-all' }] as const),
      ...Array.from({ length: 3 }, () => ['/api/account/two-factor/recovery-codes', { password: 'not-it-at-all' }] as const),
    ];
    const statuses: number[] = [];
    for (const [path, body] of wrongChecks) statuses.push((await account.first.post(path).send(body)).status);

    const eleventh = await account.first.post('/api/account/password').send({ currentPassword: account.password, newPassword: STRONG_PASSWORD });
    const signIn = await api.anon().post('/api/login').send({ username: account.username, password: account.password });
    const other = await colleague.first.post('/api/account/password').send({ currentPassword: colleague.password, newPassword: STRONG_PASSWORD });

    expect(statuses).toEqual(Array(10).fill(400));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('RATE_LIMITED');
    expect(signIn.status).toBe(429);
    expect(other.status).toBe(200);
  });

  it('when signed out, then 401', async () => {
    const res = await api.anon().post('/api/account/password').send({ currentPassword: 'x', newPassword: STRONG_PASSWORD });

    expect(res.status).toBe(401);
  });
});

describe('/api/account/sessions', () => {
  it('when a user has two sessions, then both are listed, newest first, with device, IP and times, never the session id', async () => {
    const account = await registered(CHROME_ON_WINDOWS);
    await new Promise((r) => setTimeout(r, 20));
    await account.another(FIREFOX_ON_LINUX);

    const res = await account.first.get('/api/account/sessions');
    const sids = (await api.t.database.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, account.id))).map((r) => r.sid);

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.map((s: { device: string }) => s.device)).toEqual(['Firefox 133 on Linux', 'Chrome 131 on Windows']);
    expect(res.body.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
    for (const s of res.body) {
      expect(s).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), current: expect.any(Boolean), device: expect.any(String), ip: expect.any(String), lastSeenAt: expect.any(String), signedInAt: expect.any(String) });
      expect(sids).not.toContain(s.id);
    }
  });

  it('when a user signs out another session, then that one ends; an unknown id is 404', async () => {
    const account = await registered();
    const other = await account.another();
    const list = await account.first.get('/api/account/sessions');
    const otherId = list.body.find((s: { current: boolean }) => !s.current).id;

    const res = await account.first.delete(`/api/account/sessions/${otherId}`);
    const unknown = await account.first.delete(`/api/account/sessions/${otherId}`);

    expect(res.status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await account.first.get('/api/user')).status).toBe(200);
    expect(unknown.status).toBe(404);
  });

  it("when a user tries another account's session id, then 404 and it stays", async () => {
    const mine = await registered();
    const theirs = await registered();
    const theirId = (await theirs.first.get('/api/account/sessions')).body[0].id;

    const res = await mine.first.delete(`/api/account/sessions/${theirId}`);

    expect(res.status).toBe(404);
    expect((await theirs.first.get('/api/user')).status).toBe(200);
  });

  it('when a user signs out everywhere else, then the others end and the count says how many', async () => {
    const account = await registered();
    const others = [await account.another(), await account.another()];

    const res = await account.first.post('/api/account/sessions/sign-out-others');

    expect(res.body).toEqual({ message: expect.any(String), count: 2 });
    for (const other of others) expect((await other.get('/api/user')).status).toBe(401);
    expect((await account.first.get('/api/user')).status).toBe(200);
  });
});
