import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationCode as m } from '../../../shared/validation';
import { createApp } from '../../app';
import { createTestApp, setupApiSuite, signIn } from '../../test/test-app';
import { activeColleague, enrolTwoFactor, totpAt } from './staff.fixtures';

const api = setupApiSuite();
afterEach(() => vi.restoreAllMocks());

const login = (username: string, password: string) => {
  const agent = request.agent(api.t.app);
  return { agent, res: agent.post('/api/login').send({ username, password }) };
};

describe('enrolment', () => {
  it('when a user sets up two-factor, then a server-rendered QR code and the secret come back, and a first code turns it on with 10 recovery codes', async () => {
    const { agent } = await activeColleague(api.t, api.admin);

    const setup = await agent.post('/api/account/two-factor/setup');
    const wrong = await agent.post('/api/account/two-factor/enable').send({ code: '000000' });
    const right = await agent.post('/api/account/two-factor/enable').send({ code: await totpAt(setup.body.secret) });
    const status = await agent.get('/api/account/two-factor');
    const again = await agent.post('/api/account/two-factor/setup');

    expect(setup.body.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [m.twoFactorCodeWrong] });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    for (const code of right.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(again.status).toBe(409);
    expect((await agent.get('/api/user')).body.twoFactorEnabled).toBe(true);
  });

  it('when enabling without a setup, then 409', async () => {
    const { agent } = await activeColleague(api.t, api.admin);

    const res = await agent.post('/api/account/two-factor/enable').send({ code: '123456' });

    expect(res.status).toBe(409);
  });

  it('when the database is read directly, then the TOTP secret and the recovery codes are not there in plain text', async () => {
    const { agent, id } = await activeColleague(api.t, api.admin);
    const { secret, recoveryCodes } = await enrolTwoFactor(agent);

    const { rows } = (await api.t.database.db.execute(
      sql`SELECT row_to_json(u)::text AS u, (SELECT row_to_json(f)::text FROM user_two_factor f WHERE f.user_id = u.id) AS f,
                 (SELECT json_agg(c)::text FROM recovery_codes c WHERE c.user_id = u.id) AS c
          FROM users u WHERE u.id = ${id}`,
    )) as unknown as { rows: unknown[] };
    const stored = JSON.stringify(rows);

    expect(stored).toContain('v1.'); // the encrypted form
    expect(stored.toUpperCase()).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });
});

describe('sign-in with two-factor', () => {
  it('when the password is right, then 202 and the pending session has no rights until the code', async () => {
    const colleague = await activeColleague(api.t, api.admin, 'admin');
    const { secret } = await enrolTwoFactor(colleague.agent);
    const { agent, res } = login(colleague.username, colleague.password);

    const first = await res;
    const me = await agent.get('/api/user');
    const adminApi = await agent.get('/api/users');
    const code = await agent.post('/api/login/2fa').send({ code: await totpAt(secret, 1) });
    const meAfter = await agent.get('/api/user');

    expect(first.status).toBe(202);
    expect(first.body).toEqual({ twoFactorRequired: true, code: 'TWO_FACTOR_REQUIRED', message: 'two-factor code required' });
    expect(me.status).toBe(401);
    expect(adminApi.status).toBe(401);
    expect(code.status).toBe(200);
    expect(code.body).toMatchObject({ username: colleague.username, twoFactorEnabled: true });
    expect(meAfter.status).toBe(200);
  });

  it('when a code is used a second time, then it is refused (replay)', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const { secret } = await enrolTwoFactor(colleague.agent);
    const code = await totpAt(secret, 1);
    const one = login(colleague.username, colleague.password);
    await one.res;
    const used = await one.agent.post('/api/login/2fa').send({ code });

    const two = login(colleague.username, colleague.password);
    await two.res;
    const replayed = await two.agent.post('/api/login/2fa').send({ code: code.replace(/(\d{3})/, '$1 ') });
    const enrolmentCode = await two.agent.post('/api/login/2fa').send({ code: await totpAt(secret, 0) });

    expect(used.status).toBe(200);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(enrolmentCode.status).toBe(401);
    expect((await two.agent.get('/api/user')).status).toBe(401);
  });

  it('when a recovery code signs in, then it works once and one fewer is left', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const { recoveryCodes } = await enrolTwoFactor(colleague.agent);
    const one = login(colleague.username, colleague.password);
    await one.res;

    const first = await one.agent.post('/api/login/2fa').send({ code: recoveryCodes[0]!.toUpperCase() });
    const two = login(colleague.username, colleague.password);
    await two.res;
    const second = await two.agent.post('/api/login/2fa').send({ code: recoveryCodes[0] });
    const status = await one.agent.get('/api/account/two-factor');

    expect(first.status).toBe(200);
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('when there is no pending sign-in, or it is older than 5 minutes, then 400 NO_PENDING_SIGN_IN', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const { recoveryCodes } = await enrolTwoFactor(colleague.agent);
    const never = await api.anon().post('/api/login/2fa').send({ code: '123456' });
    const { agent, res } = login(colleague.username, colleague.password);
    await res;

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60 * 1000 + 1000);
    const expired = await agent.post('/api/login/2fa').send({ code: recoveryCodes[1] });

    expect(never.status).toBe(400);
    expect(never.body.code).toBe('NO_PENDING_SIGN_IN');
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('NO_PENDING_SIGN_IN');
  });

  it('when the password is wrong for an account with two-factor, then the same 401 as for an unknown user', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    await enrolTwoFactor(colleague.agent);

    const wrong = await login(colleague.username, 'wrong-password-here').res;
    const unknown = await login('nobody-at-all', 'wrong-password-here').res;

    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe('turning off and new recovery codes', () => {
  it('when the password confirms, then two-factor turns off; a wrong password is a field error', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    await enrolTwoFactor(colleague.agent);

    const wrong = await colleague.agent.post('/api/account/two-factor/disable').send({ password: 'not-my-password' });
    const right = await colleague.agent.post('/api/account/two-factor/disable').send({ password: colleague.password });
    const signIn = await login(colleague.username, colleague.password).res;

    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ password: [m.passwordWrong] });
    expect(right.status).toBe(200);
    expect(signIn.status).toBe(200);
  });

  it('when new recovery codes are made, then the old ones stop working', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const { recoveryCodes: old } = await enrolTwoFactor(colleague.agent);

    const renewed = await colleague.agent.post('/api/account/two-factor/recovery-codes').send({ password: colleague.password });
    const pending = login(colleague.username, colleague.password);
    await pending.res;
    const withOld = await pending.agent.post('/api/login/2fa').send({ code: old[0] });
    const withNew = await pending.agent.post('/api/login/2fa').send({ code: renewed.body.recoveryCodes[0] });

    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(withOld.status).toBe(401);
    expect(withNew.status).toBe(200);
  });
});

describe('REQUIRE_2FA_FOR_ADMINS', () => {
  it('when set, then an admin without two-factor can only enrol, and cannot turn it off afterwards', async () => {
    const t = await createTestApp({ requireTwoFactorForAdmins: true });
    try {
      const admin = await signIn(request.agent(t.app), 'admin');

      const me = await admin.get('/api/user');
      const blocked = await admin.get('/api/users');
      await enrolTwoFactor(admin);
      const allowed = await admin.get('/api/users');
      const disable = await admin.post('/api/account/two-factor/disable').send({ password: 'admin-test-password' });

      expect(me.body.mustEnrollTwoFactor).toBe(true);
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe('TWO_FACTOR_ENROLLMENT_REQUIRED');
      expect(allowed.status).toBe(200);
      expect(disable.status).toBe(403);
      expect((await admin.get('/api/user')).body.mustEnrollTwoFactor).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('keys', () => {
  it('when TWO_FACTOR_KEY differs, then a stored secret cannot be read (sign-in codes fail)', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const { secret } = await enrolTwoFactor(colleague.agent);
    const other = await createApp({ config: { ...api.t.config, twoFactorKey: 'another-two-factor-key-0123456789' }, database: api.t.database });
    try {
      const agent = request.agent(other.app);
      await agent.post('/api/login').send({ username: colleague.username, password: colleague.password });

      const res = await agent.post('/api/login/2fa').send({ code: await totpAt(secret, 1) });

      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
