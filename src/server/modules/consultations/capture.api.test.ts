import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/privacy';
import type { Consultation, ConsultationList } from '../../../shared/schemas/consultations';
import { setupApiSuite, TEST_SESSION_SECRET } from '../../test/test-app';
import { capture } from './consultations.fixtures';
import { formTokenKey, MIN_FILL_MS, signFormToken } from './form-token';

const api = setupApiSuite({ notifyEmails: ['staff@example.com'], smtpUrl: 'smtp://127.0.0.1:9', mailPollMs: 3_600_000 });

const person = (name: string) => ({ name, email: 'li@example.com', phone: '+65 8000 2222', type: 'education', message: '孩子想读国际学校。' });

async function post(body: Record<string, unknown>) {
  const res = await api.anon().post('/api/public/consultations').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Consultation;
}

const stored = async (id: number) => (await api.admin.get(`/api/consultations/${id}`)).body as Consultation;
const mailCount = async (id: number) =>
  ((await api.t.database.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE consultation_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const mailKinds = async (id: number) =>
  ((await api.t.database.db.execute(sql`SELECT kind FROM mail_outbox WHERE consultation_id = ${id} ORDER BY id`)) as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind);
const listIds = async (query: string) => ((await api.admin.get(`/api/consultations?pageSize=100&${query}`)).body as ConsultationList).consultations.map((c) => c.id);

describe('POST /api/public/consultations: consent and spam', () => {
  it('when consent is missing or false, then 400 with fieldErrors.consent', async () => {
    for (const consent of [undefined, false]) {
      const res = await api.anon().post('/api/public/consultations').send({ ...person('无同意'), ...capture(api.t), consent });

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fieldErrors: { consent: ['consentRequired'] } });
    }
  });

  it('when a person posts with a good token, then it is Pending in the inbox, with its source, and queues one mail', async () => {
    const created = await post({ ...person('真实客户'), ...capture(api.t), sourcePage: '/en/contact?utm_source=google', lang: 'en', utm: { source: 'google', campaign: 'spring', medium: '' } });

    const full = await stored(created.id);
    expect(Object.keys(created)).not.toContain('spam'); // the public answer says nothing of spam
    expect(full).toMatchObject({ status: 'Pending', spam: false, spamReason: null, consentVersion: CONSENT_VERSION, sourcePage: '/en/contact?utm_source=google', lang: 'en', utm: { source: 'google', campaign: 'spring' } });
    expect(await mailCount(created.id)).toBe(1);
    expect(await listIds('')).toContain(created.id);
  });

  // one signal marks a post suspect, a second (or a conclusive one) files it as spam (docs/decisions/0012-enquiry-inbox.md, addendum)
  it.each([
    ['honeypot', ['honeypot'], () => ({ ...capture(api.t), website: 'http://spam.example' })],
    ['token-invalid', ['token-invalid'], () => ({ ...capture(api.t), formToken: signFormToken(formTokenKey('another secret entirely'), Date.now() - MIN_FILL_MS - 5_000) })],
    ['honeypot', ['honeypot', 'too-fast'], () => ({ ...capture(api.t), website: 'x', formToken: api.t.built.services.consultations.enquiryToken(Date.now() - 1_000).token })],
    ['honeypot', ['honeypot', 'token-missing'], () => ({ consent: true, website: 'x' })],
  ])('when the post is spam (%s, signals %j), then 201 all the same, into Spam, with no mail', async (reason, signals, extra) => {
    const created = await post({ ...person(`bot ${reason}`), ...extra() });

    expect(created).toMatchObject({ id: expect.any(Number), status: 'Pending' });
    expect(await stored(created.id)).toMatchObject({ spam: true, spamReason: reason, suspect: false, spamSignals: signals });
    expect(await mailCount(created.id)).toBe(0);
    expect(await listIds('')).not.toContain(created.id);
    expect(await listIds('status=Pending')).not.toContain(created.id);
    expect(await listIds('folder=spam')).toContain(created.id);
  });

  it.each([
    ['too-fast', () => ({ ...capture(api.t), formToken: api.t.built.services.consultations.enquiryToken(Date.now() - 1_000).token })],
    ['token-expired', () => ({ ...capture(api.t), formToken: api.t.built.services.consultations.enquiryToken(Date.now() - 25 * 3600_000).token })],
    ['token-missing', () => ({ consent: true })],
  ])('when the post shows one signal (%s), then 201, in the inbox marked suspect with the reason, and the staff mail is queued', async (reason, extra) => {
    const created = await post({ ...person(`quick ${reason}`), ...extra() });

    expect(await stored(created.id)).toMatchObject({ spam: false, spamReason: null, suspect: true, spamSignals: [reason] });
    expect(await mailKinds(created.id)).toEqual(['staff-notification']);
    expect(await listIds('')).toContain(created.id);
    expect(await listIds('status=Pending')).toContain(created.id);
    expect(await listIds('folder=spam')).not.toContain(created.id);
  });

  it('when staff move a suspect enquiry to Spam and back, then it is no longer suspect and gets no second mail', async () => {
    const created = await post({ ...person('疑似客户'), consent: true });

    await api.admin.post(`/api/consultations/${created.id}/spam`).send({ spam: true });
    const restored = await api.admin.post(`/api/consultations/${created.id}/spam`).send({ spam: false });

    expect(restored.body).toMatchObject({ spam: false, suspect: false, spamSignals: ['token-missing'] });
    expect(await mailKinds(created.id)).toEqual(['staff-notification']);
  });

  it('when spam arrives, then the inbox counts stay and the spam count grows', async () => {
    const before = ((await api.admin.get('/api/consultations')).body as ConsultationList).counts;

    await post({ ...person('bot count'), consent: true, website: 'x' });

    const after = ((await api.admin.get('/api/consultations')).body as ConsultationList).counts;
    expect(after.byStatus).toEqual(before.byStatus);
    expect(after.spam).toBe(before.spam + 1);
    expect(after.unassignedPending).toBe(before.unassignedPending);
  });

  it('when staff restore a spam post, then it is back in the inbox with a timeline entry and its staff mail queued once', async () => {
    const created = await post({ ...person('误判客户'), consent: true, website: 'filled by autofill' });

    const restored = await api.admin.post(`/api/consultations/${created.id}/spam`).send({ spam: false });
    await api.admin.post(`/api/consultations/${created.id}/spam`).send({ spam: true });
    await api.admin.post(`/api/consultations/${created.id}/spam`).send({ spam: false });

    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ spam: false, spamReason: null });
    expect(await listIds('')).toContain(created.id);
    expect(await mailCount(created.id)).toBe(1);
    const kinds = ((await api.admin.get(`/api/consultations/${created.id}/timeline`)).body as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toEqual(['received', 'restored', 'spam', 'restored']);
  });
});

describe('GET /api/public/enquiry-token', () => {
  it('when the form asks, then a fresh token is answered, never stored by a cache', async () => {
    const first = await api.anon().get('/api/public/enquiry-token');
    await new Promise((r) => setTimeout(r, 5));
    const second = await api.anon().get('/api/public/enquiry-token');

    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.token).toMatch(/^\d+\.[\w-]{43}$/);
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('when the form gets a token, then it is signed with the key derived from the session secret', async () => {
    const { token } = (await api.anon().get('/api/public/enquiry-token')).body as { token: string };
    const key = formTokenKey(TEST_SESSION_SECRET);
    const issuedAt = Number(token.split('.')[0]);

    expect(token).toBe(signFormToken(key, issuedAt));
  });
});
