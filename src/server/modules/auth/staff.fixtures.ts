import type { Role } from '../../../shared/permissions';
import { generate } from 'otplib';
import request from 'supertest';
import { expect } from 'vitest';
import type { StaffUserWithPassword } from '../../../shared/schemas/staff';
import { uniqueName, type Agent, type TestApp } from '../../test/test-app';

/** A password that passes the staff rules (10+ characters, not a common one). */
export const STRONG_PASSWORD = 'Staff-pass-4-tests!';

/** An admin makes a staff account; the answer holds its one-time password. */
export async function createColleague(admin: Agent, role: Role = 'user'): Promise<StaffUserWithPassword> {
  const res = await admin.post('/api/users').send({ username: uniqueName('staff'), email: null, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as StaffUserWithPassword;
}

/** A fresh agent signed in with this password (expects 200). */
export async function signInAs(t: TestApp, username: string, password: string): Promise<Agent> {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/login').send({ username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
}

/** A colleague who signed in and replaced the one-time password with STRONG_PASSWORD. */
export async function activeColleague(t: TestApp, admin: Agent, role: Role = 'user') {
  const { user, oneTimePassword } = await createColleague(admin, role);
  const agent = await signInAs(t, user.username, oneTimePassword);
  const changed = await agent.post('/api/account/password').send({ currentPassword: oneTimePassword, newPassword: STRONG_PASSWORD });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { agent, id: user.id, username: user.username, password: STRONG_PASSWORD };
}

/** The TOTP code of the step `steps` away from now. */
export const totpAt = (secret: string, steps = 0): Promise<string> => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns two-factor on for the signed-in agent; returns the secret and the recovery codes. */
export async function enrolTwoFactor(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/account/two-factor/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const enabled = await agent.post('/api/account/two-factor/enable').send({ code: await totpAt(setup.body.secret) });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
