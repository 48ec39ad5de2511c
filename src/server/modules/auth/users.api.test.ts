import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validationCode as m } from '../../../shared/validation';
import { sessions, users } from '../../db/schema/index';
import { createTestApp, setupApiSuite, signIn, TEST_ADMIN } from '../../test/test-app';
import { activeColleague, createColleague, enrolTwoFactor, signInAs, STRONG_PASSWORD } from './staff.fixtures';

const api = setupApiSuite();
const sessionRows = async (userId: number) => api.t.database.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId));
const adminId = async () => (await api.admin.get('/api/user')).body.id as number;

describe('GET and POST /api/users', () => {
  it('when an admin creates a staff account, then 201 with a 16-character one-time password to be changed, listed by username', async () => {
    const res = await api.admin.post('/api/users').send({ username: 'Zed.Colleague', email: 'zed@example.com', role: 'admin' });
    const list = await api.admin.get('/api/users');

    expect(res.status).toBe(201);
    expect(res.body.oneTimePassword).toMatch(/^\S{16}$/);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: 'zed.colleague',
      email: 'zed@example.com',
      role: 'admin',
      twoFactorEnabled: false,
      lastSignInAt: null,
      state: 'active',
      mustChangePassword: true,
      createdAt: expect.any(String),
      byline: { bylineName: null, bylineNameEn: null, bylineTitle: null, bylineTitleEn: null },
    });
    const names = (list.body as { username: string }[]).map((u) => u.username);
    expect(names).toContain('zed.colleague');
    expect(names).toEqual([...names].sort());
    expect(JSON.stringify(list.body)).not.toMatch(/"password"/);
  });

  it('when the normalised name exists (ADMIN beside admin), then 409 with usernameTaken', async () => {
    const res = await api.admin.post('/api/users').send({ username: 'ADMIN', role: 'user' });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', fieldErrors: { username: [m.usernameTaken] } });
  });

  it('when a role-user or a visitor asks, then 403 and 401', async () => {
    const asUser = await api.user.get('/api/users');
    const asVisitor = await api.anon().post('/api/users').send({ username: 'sneaky', role: 'admin' });

    expect(asUser.status).toBe(403);
    expect(asVisitor.status).toBe(401);
  });

  it('when the colleague signs in with the one-time password, then only the password change is open until it is done', async () => {
    const { user, oneTimePassword } = await createColleague(api.admin, 'admin');
    const agent = await signInAs(api.t, user.username, oneTimePassword);

    const me = await agent.get('/api/user');
    const blocked = await agent.get('/api/users');
    const sessionsBlocked = await agent.get('/api/account/sessions');
    const tooCommon = await agent.post('/api/account/password').send({ currentPassword: oneTimePassword, newPassword: 'QwertyUiop' });
    const changed = await agent.post('/api/account/password').send({ currentPassword: oneTimePassword, newPassword: STRONG_PASSWORD });
    const after = await agent.get('/api/users');

    expect(me.body).toMatchObject({ username: user.username, mustChangePassword: true });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(sessionsBlocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(tooCommon.body.fieldErrors).toEqual({ newPassword: [m.passwordTooCommon] });
    expect(changed.status).toBe(200);
    expect(after.status).toBe(200);
    expect((await agent.get('/api/user')).body.mustChangePassword).toBe(false);
  });
});

describe('PATCH /api/users/:id', () => {
  it('when an admin promotes and demotes a colleague, then the role follows', async () => {
    const { user } = await createColleague(api.admin);

    const promoted = await api.admin.patch(`/api/users/${user.id}`).send({ role: 'admin' });
    const demoted = await api.admin.patch(`/api/users/${user.id}`).send({ role: 'user' });

    expect(promoted.body).toMatchObject({ id: user.id, role: 'admin' });
    expect(demoted.body).toMatchObject({ id: user.id, role: 'user' });
  });

  it('when an admin demotes, disables or deletes themselves, then 409 SELF_LOCKOUT and nothing changes', async () => {
    const id = await adminId();

    const answers = [
      await api.admin.patch(`/api/users/${id}`).send({ role: 'user' }),
      await api.admin.post(`/api/users/${id}/disable`),
      await api.admin.delete(`/api/users/${id}`),
    ];

    expect(answers.map((r) => [r.status, r.body.code])).toEqual(Array(3).fill([409, 'SELF_LOCKOUT']));
    expect((await api.admin.get('/api/user')).body.role).toBe('admin');
  });

});

describe('the last active admin', () => {
  it('when a change would leave no active admin, then 409 LAST_ADMIN', async () => {
    const t = await createTestApp();
    try {
      const [sole] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      const nobody = { userId: null, username: null, ip: null }; // as a script would act: not a self-lockout

      const demote = await t.built.services.users.setRole(nobody, sole!.id, 'user').catch((e: unknown) => e);
      const disable = await t.built.services.users.disable(nobody, sole!.id).catch((e: unknown) => e);

      expect(demote).toMatchObject({ status: 409, code: 'LAST_ADMIN' });
      expect(disable).toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    } finally {
      await t.close();
    }
  });

  it('when the only two admins demote each other at the same moment, then exactly one admin remains', async () => {
    const t = await createTestApp();
    try {
      const first = await signIn(request.agent(t.app), 'admin');
      const firstId = (await first.get('/api/user')).body.id as number;
      const second = await activeColleague(t, first, 'admin');

      const answers = await Promise.all([first.patch(`/api/users/${second.id}`).send({ role: 'user' }), second.agent.patch(`/api/users/${firstId}`).send({ role: 'user' })]);

      const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      // the loser saw the last admin (409), or was already demoted when its request arrived (403)
      expect(answers.map((r) => r.body.code).filter((c) => c !== undefined && c !== 'LAST_ADMIN' && c !== 'FORBIDDEN')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('disable, enable, reset, delete', () => {
  it('when an admin disables a colleague, then its open session is ended at once and it cannot sign in until enabled', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const before = await colleague.agent.get('/api/user');

    const disabled = await api.admin.post(`/api/users/${colleague.id}/disable`);
    const after = await colleague.agent.get('/api/user');
    const signInRefused = await api.anon().post('/api/login').send({ username: colleague.username, password: colleague.password });
    const enabled = await api.admin.post(`/api/users/${colleague.id}/enable`);
    const signInAgain = await api.anon().post('/api/login').send({ username: colleague.username, password: colleague.password });

    expect(before.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: colleague.id, state: 'disabled' });
    expect(after.status).toBe(401);
    expect(await sessionRows(colleague.id)).toHaveLength(1); // only the sign-in made after enabling
    expect(signInRefused.status).toBe(401);
    expect(signInRefused.body).toEqual({ message: 'invalid username or password', error: 'invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(enabled.body.state).toBe('active');
    expect(signInAgain.status).toBe(200);
  });

  it('when an admin resets a password, then the sessions end, the old password fails and the new one must be changed', async () => {
    const colleague = await activeColleague(api.t, api.admin);

    const reset = await api.admin.post(`/api/users/${colleague.id}/reset-password`);
    const session = await colleague.agent.get('/api/user');
    const oldPassword = await api.anon().post('/api/login').send({ username: colleague.username, password: colleague.password });
    const newPassword = await api.anon().post('/api/login').send({ username: colleague.username, password: reset.body.oneTimePassword });

    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ id: colleague.id, mustChangePassword: true });
    expect(reset.body.oneTimePassword).toMatch(/^\S{16}$/);
    expect(session.status).toBe(401);
    expect(oldPassword.status).toBe(401);
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.mustChangePassword).toBe(true);
  });

  it("when an admin resets a colleague's two-factor, then it is off and the password alone signs in", async () => {
    const colleague = await activeColleague(api.t, api.admin);
    await enrolTwoFactor(colleague.agent);
    const withCode = await api.anon().post('/api/login').send({ username: colleague.username, password: colleague.password });

    const reset = await api.admin.post(`/api/users/${colleague.id}/reset-two-factor`);
    const withoutCode = await api.anon().post('/api/login').send({ username: colleague.username, password: colleague.password });

    expect(withCode.status).toBe(202);
    expect(reset.body).toMatchObject({ id: colleague.id, twoFactorEnabled: false });
    expect(withoutCode.status).toBe(200);
  });

  it('when an admin deletes a colleague, then it is gone with its sessions, and unknown ids are 404', async () => {
    const colleague = await activeColleague(api.t, api.admin);

    const deleted = await api.admin.delete(`/api/users/${colleague.id}`);
    const session = await colleague.agent.get('/api/user');
    const list = await api.admin.get('/api/users');
    const unknown = [
      await api.admin.patch(`/api/users/${colleague.id}`).send({ role: 'admin' }),
      await api.admin.post(`/api/users/${colleague.id}/disable`),
      await api.admin.post(`/api/users/${colleague.id}/enable`),
      await api.admin.post(`/api/users/${colleague.id}/reset-password`),
      await api.admin.post(`/api/users/${colleague.id}/reset-two-factor`),
      await api.admin.delete(`/api/users/${colleague.id}`),
    ];

    expect(deleted.body).toEqual({ message: 'user deleted', id: colleague.id });
    expect(session.status).toBe(401);
    expect(await sessionRows(colleague.id)).toEqual([]);
    expect(list.body.map((u: { id: number }) => u.id)).not.toContain(colleague.id);
    expect(unknown.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('when the bootstrap admin signs in, then the list shows its last sign-in', async () => {
    await api.anon().post('/api/login').send(TEST_ADMIN);

    const list = await api.admin.get('/api/users');

    expect(list.body.find((u: { username: string }) => u.username === 'admin').lastSignInAt).toEqual(expect.any(String));
  });
});

describe('bylines (docs/decisions/0021-bylines.md)', () => {
  const byline = { bylineName: '陈伟玲', bylineTitle: '高级移民顾问', bylineNameEn: 'Tan Wei Ling', bylineTitleEn: 'Senior Immigration Consultant' };

  it('when a colleague sets their own byline, then it is saved trimmed, blanks are none, and the users screen shows it', async () => {
    const colleague = await activeColleague(api.t, api.admin);

    const saved = await colleague.agent.put('/api/account/byline').send({ ...byline, bylineName: '  陈伟玲 ', bylineTitleEn: '' });
    const read = await colleague.agent.get('/api/account/byline');
    const listed = (await api.admin.get('/api/users')).body.find((u: { id: number }) => u.id === colleague.id);

    expect(saved.status).toBe(200);
    expect(read.body).toEqual({ ...byline, bylineTitleEn: null });
    expect(listed.byline).toEqual({ ...byline, bylineTitleEn: null });
  });

  it('when an admin sets a colleague\'s byline, then it is saved and the change is in the audit log', async () => {
    const { user } = await createColleague(api.admin);

    const res = await api.admin.put(`/api/users/${user.id}/byline`).send(byline);
    const audit = await api.admin.get('/api/audit?entityType=user');

    expect(res.status).toBe(200);
    expect(res.body.byline).toEqual(byline);
    expect(JSON.stringify(audit.body)).toContain('Senior Immigration Consultant');
  });

  it('when a byline is longer than 80 characters, then 400 names the field and nothing changes', async () => {
    const { user } = await createColleague(api.admin);

    const res = await api.admin.put(`/api/users/${user.id}/byline`).send({ bylineTitleEn: 'x'.repeat(81) });
    const listed = (await api.admin.get('/api/users')).body.find((u: { id: number }) => u.id === user.id);

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.bylineTitleEn).toEqual([m.bylineTooLong]);
    expect(listed.byline.bylineTitleEn).toBeNull();
  });

  it('when a role-user sets another account\'s byline, or a visitor their own, then 403 and 401', async () => {
    const { user } = await createColleague(api.admin);

    const [other, anonymous] = await Promise.all([api.user.put(`/api/users/${user.id}/byline`).send(byline), api.anon().put('/api/account/byline').send(byline)]);

    expect([other.status, anonymous.status]).toEqual([403, 401]);
  });

  it('when the account is unknown, then 404', async () => {
    expect((await api.admin.put('/api/users/2147483647/byline').send(byline)).status).toBe(404);
  });
});
