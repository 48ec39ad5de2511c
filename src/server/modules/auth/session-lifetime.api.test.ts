import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { setupApiSuite, TEST_ADMIN, type Agent } from '../../test/test-app';

const api = setupApiSuite();
const HOUR = 60 * 60 * 1000;

/** The session id inside the signed cookie (sid=s%3A<id>.<signature>). */
const sidOf = (res: request.Response): string => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
  return decodeURIComponent(cookie.split(';')[0]!.slice('sid='.length)).slice(2).split('.')[0]!;
};

/** A fresh admin session, and a way to move its sign-in time back (as if it had been open that long). */
async function session(rememberMe: boolean) {
  const agent: Agent = request.agent(api.t.app);
  const res = await agent.post('/api/login').send({ ...TEST_ADMIN, rememberMe });
  expect(res.status).toBe(200);
  const sid = sidOf(res);
  const signedInAgo = (ms: number) => api.t.database.db.update(sessions).set({ signedInAt: new Date(Date.now() - ms) }).where(eq(sessions.sid, sid));
  return { agent, signedInAgo };
}

describe('absolute session lifetime (SESSION_MAX_HOURS, SESSION_REMEMBER_DAYS)', () => {
  it('when a session without "remember me" was signed in 13 hours ago, then it is signed out, however recently it was used', async () => {
    const { agent, signedInAgo } = await session(false);
    await signedInAgo(13 * HOUR);

    const res = await agent.get('/api/user');

    expect(res.status).toBe(401);
  });

  it('when a session without "remember me" was signed in 11 hours ago, then it still works', async () => {
    const { agent, signedInAgo } = await session(false);
    await signedInAgo(11 * HOUR);

    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('when a "remember me" session was signed in 13 hours ago, then it still works; at 31 days it is signed out', async () => {
    const { agent, signedInAgo } = await session(true);
    await signedInAgo(13 * HOUR);
    const afterHalfADay = await agent.get('/api/user');
    await signedInAgo(31 * 24 * HOUR);

    const afterAMonth = await agent.get('/api/user');

    expect(afterHalfADay.status).toBe(200);
    expect(afterAMonth.status).toBe(401);
  });
});
