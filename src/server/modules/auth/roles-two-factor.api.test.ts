import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type Agent, type TestApp } from '../../test/test-app';
import { activeColleague, enrolTwoFactor } from './staff.fixtures';

describe('REQUIRE_2FA_FOR_ADMINS for the roles that read personal data', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp({ requireTwoFactorForAdmins: true });
    admin = await signIn(request.agent(t.app), 'admin');
    await enrolTwoFactor(admin);
  });
  afterAll(() => t.close());

  it('when set, then a sales consultant without two-factor must enrol before reading enquiries', async () => {
    const sales = await activeColleague(t, admin, 'sales');

    const me = await sales.agent.get('/api/user');
    const enquiries = await sales.agent.get('/api/consultations');
    const dashboard = await sales.agent.get('/api/dashboard');
    await enrolTwoFactor(sales.agent);
    const afterEnrolling = await sales.agent.get('/api/consultations');

    expect(me.body.mustEnrollTwoFactor).toBe(true);
    for (const res of [enquiries, dashboard]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('TWO_FACTOR_ENROLLMENT_REQUIRED');
    }
    expect(afterEnrolling.status).toBe(200);
  });

  it('when set, then an editor without two-factor works unhindered', async () => {
    const editor = await activeColleague(t, admin, 'editor');

    const me = await editor.agent.get('/api/user');
    const created = await editor.agent.post('/api/articles').send({ title: '编辑的草稿', content: '<p>正文</p>', category: 'news', status: 'Draft' });

    expect(me.body.mustEnrollTwoFactor).toBe(false);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
