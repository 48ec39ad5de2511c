import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Consultation, ConsultationList } from '../../../shared/schemas/consultations';
import { createTestApp, setupApiSuite } from '../../test/test-app';
import { capture } from './consultations.fixtures';
import { SEARCH_COUNT_AHEAD } from './consultations.service';

const api = setupApiSuite();

const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: '陈小姐',
  email: 'chen@example.com',
  phone: '+65 8123 4567',
  type: 'immigration',
  message: '想了解自雇移民的办理周期。',
  ...fields,
});

async function submit(fields: Record<string, unknown> = {}): Promise<Consultation> {
  const res = await api.anon().post('/api/public/consultations').send({ ...enquiry(fields), ...capture(api.t) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Consultation;
}

describe('POST /api/public/consultations', () => {
  it('when a visitor sends a complete enquiry, then 201 with the id and status Pending', async () => {
    const res = await api.anon().post('/api/public/consultations').send({ ...enquiry({ status: 'Completed', note: 'sneaky', id: 5 }), ...capture(api.t) });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), ...enquiry(), status: 'Completed', note: null });
    expect(res.body.id).not.toBe(5);
  });

  it.each([['Archived'], [42], [undefined]])('when the status is %s, then it becomes Pending', async (status) => {
    const created = await submit({ status });

    expect(created.status).toBe('Pending');
  });

  it('when the type is blank, then it is general', async () => {
    expect((await submit({ type: '' })).type).toBe('general');
  });

  it('when required fields are missing or the email is invalid, then 400 with field errors', async () => {
    const res = await api.anon().post('/api/public/consultations').send({ name: '', email: 'nope', phone: '', message: '' });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'message']));
  });

  it('when the rate limit is reached, then 429 with a message', async () => {
    const limited = await createTestApp({ consultationRateLimit: 2 });
    try {
      const post = () => request(limited.app).post('/api/public/consultations').send({ ...enquiry(), ...capture(limited) });

      const statuses = [(await post()).status, (await post()).status];
      const blocked = await post();

      expect(statuses).toEqual([201, 201]);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/too many/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/consultations', () => {
  it('when an admin lists, then the newest come first with the total', async () => {
    const older = await submit({ name: 'older' });
    const newer = await submit({ name: 'newer' });

    const res = await api.admin.get('/api/consultations');

    const body = res.body as ConsultationList;
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.consultations[0]!.id).toBe(newer.id);
    expect(body.consultations.findIndex((c) => c.id === older.id)).toBeGreaterThan(0);
  });

  it('when a page is asked for, then page and pageSize slice the list', async () => {
    for (let i = 0; i < 3; i++) await submit({ name: `paged ${i}` });
    const all = (await api.admin.get('/api/consultations?pageSize=100')).body as ConsultationList;

    const page2 = (await api.admin.get('/api/consultations?page=2&pageSize=2')).body as ConsultationList;

    expect(page2.total).toBe(all.total);
    expect(page2.consultations.map((c) => c.id)).toEqual(all.consultations.slice(2, 4).map((c) => c.id));
  });

  it.each(['page=0', 'page=x', 'pageSize=101', 'pageSize=-1'])('when the query is %s, then 400', async (query) => {
    expect((await api.admin.get(`/api/consultations?${query}`)).status).toBe(400);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    expect((await api.anon().get('/api/consultations')).status).toBe(401);
    expect((await api.user.get('/api/consultations')).status).toBe(403);
  });
});

/** A word no other test's enquiry contains, so that a search for it finds only this test's rows. */
const token = () => `t${crypto.randomBytes(5).toString('hex')}`;
/** Eight random digits: a phone number no other test uses. */
const digits8 = () => String(crypto.randomInt(10_000_000, 100_000_000));

const list = async (query: string): Promise<ConsultationList> => {
  const res = await api.admin.get(`/api/consultations?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ConsultationList;
};
const names = (body: ConsultationList) => body.consultations.map((c) => c.name);

/** Rows written straight to the table, as an import or an older release could have left them. */
const insertRaw = (values: { name: string; status: string; type: string }) =>
  api.t.database.db.execute(sql`INSERT INTO consultations (name, email, phone, type, message, status)
    VALUES (${values.name}, 'raw@example.com', '+65 6000 0000', ${values.type}, 'imported', ${values.status})`);

/** The ids of a page as plain SQL orders the whole table (the oracle for the list's own paging). */
async function idsInOrder(where: string, offset: number, limit: number): Promise<number[]> {
  const result = await api.t.database.db.execute(
    sql.raw(`SELECT id FROM consultations ${where} ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT ${limit}`),
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

describe('GET /api/consultations: search, filters and counts', () => {
  it('when nothing is asked for, then the answer also says the total is exact and counts every status', async () => {
    await submit();

    const body = await list('');

    expect(body.totalIsEstimate).toBe(false);
    expect(Object.keys(body.counts.byStatus).sort()).toEqual(['Cancelled', 'Completed', 'Pending', 'Processing']);
    expect(Object.values(body.counts.byStatus).reduce((a, b) => a + b, 0)).toBe(body.total);
  });

  it('when searching part of a name, an email or a phone, then those enquiries are found, newest first, whatever the case', async () => {
    const word = token();
    const phone = digits8();
    await submit({ name: `陈 ${word} 小姐` });
    await submit({ email: `${word}@Example.com` });
    await submit({ name: 'by phone', phone: `+65 ${phone.slice(0, 4)} ${phone.slice(4)}` });

    const byWord = await list(`q=${word.toUpperCase()}`);
    const byPhone = await list(`q=${encodeURIComponent(`${phone.slice(0, 4)} ${phone.slice(4)}`)}`);

    expect(byWord.total).toBe(2);
    expect(byWord.consultations.map((c) => c.email)).toEqual([`${word}@Example.com`, 'chen@example.com']);
    expect(names(byPhone)).toEqual(['by phone']);
  });

  it('when the search is the phone digits only or written otherwise, then "+65 9123 4567" is found; under 3 digits only as typed', async () => {
    const phone = digits8();
    await submit({ name: 'digits', phone: `+65 ${phone.slice(0, 4)} ${phone.slice(4)}` });

    const found = await Promise.all([phone, `65${phone}`, `${phone.slice(0, 4)}-${phone.slice(4)}`, `(${phone.slice(0, 4)}) ${phone.slice(4)}`].map((q) => list(`q=${encodeURIComponent(q)}`)));
    const twoDigits = await list(`q=${encodeURIComponent(`+${phone.slice(0, 1)}-${phone.slice(1, 2)}`)}`);

    expect(found.map((body) => names(body))).toEqual([['digits'], ['digits'], ['digits'], ['digits']]);
    expect(twoDigits.total).toBe(0);
  });

  it('when the search has letters too (a name or an email), then its digits are not looked for in phone numbers', async () => {
    const phone = digits8();
    await submit({ name: 'digits in phone', phone: `+65 ${phone}` });

    const mixed = await list(`q=${encodeURIComponent(`x${phone}`)}`);

    expect(mixed.total).toBe(0);
  });

  it('when the search holds % or _, then they are matched as typed, not as wildcards', async () => {
    const word = token();
    await submit({ name: `${word} 100%` });

    expect((await list(`q=${encodeURIComponent('%')}`)).consultations.every((c) => c.name.includes('%'))).toBe(true);
    expect(names(await list(`q=${encodeURIComponent(`${word} 100%`)}`))).toEqual([`${word} 100%`]);
    expect((await list(`q=${encodeURIComponent(`${word}_100`)}`)).total).toBe(0);
  });

  it('when filtering by status and type, then only those match, with exact totals', async () => {
    const word = token();
    const completed = await submit({ name: `${word} a`, type: 'business' });
    await submit({ name: `${word} b`, type: 'business' });
    await submit({ name: `${word} c`, type: 'education' });
    await api.admin.patch(`/api/consultations/${completed.id}`).send({ status: 'Completed' });

    const pendingBusiness = await list(`q=${word}&status=Pending&type=business`);
    const completedAny = await list(`q=${word}&status=Completed`);
    const education = await list(`q=${word}&type=education`);

    expect(names(pendingBusiness)).toEqual([`${word} b`]);
    expect(names(completedAny)).toEqual([`${word} a`]);
    expect(names(education)).toEqual([`${word} c`]);
  });

  it('when a stored status is unknown and a stored type empty, then they count as Pending and general', async () => {
    const before = await list('status=Pending&pageSize=1');
    const generalBefore = await list('type=general&pageSize=1');
    const word = token();

    await insertRaw({ name: `${word} archived`, status: 'Archived', type: '' });

    const pending = await list(`q=${word}&status=Pending`);
    const general = await list(`q=${word}&type=general`);
    const after = await list('status=Pending&pageSize=1');
    expect(names(pending)).toEqual([`${word} archived`]);
    expect(pending.consultations[0]!.status).toBe('Archived');
    expect(names(general)).toEqual([`${word} archived`]);
    expect(after.total).toBe(before.total + 1);
    expect(after.counts.byStatus.Pending).toBe(before.counts.byStatus.Pending + 1);
    expect((await list('type=general&pageSize=1')).total).toBe(generalBefore.total + 1);
  });

  it('when enquiries arrive, change status or are deleted, then the totals and counts follow at once', async () => {
    const before = await list('pageSize=1');
    const created = await submit();

    const afterCreate = await list('pageSize=1');
    await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Cancelled', note: 'duplicate' });
    const afterUpdate = await list('pageSize=1');
    await api.admin.delete(`/api/consultations/${created.id}`);
    const afterDelete = await list('pageSize=1');

    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.counts.byStatus.Pending).toBe(before.counts.byStatus.Pending + 1);
    expect(afterUpdate.counts.byStatus).toEqual({ ...afterCreate.counts.byStatus, Pending: before.counts.byStatus.Pending, Cancelled: before.counts.byStatus.Cancelled + 1 });
    expect(afterDelete.total).toBe(before.total);
    expect(afterDelete.counts.byStatus).toEqual(before.counts.byStatus);
  });

  it('when the last page is asked for, then it holds the rest; past it, no rows and the same total', async () => {
    const word = token();
    for (let i = 0; i < 5; i++) await submit({ name: `${word} ${i}` });

    const last = await list(`q=${word}&page=3&pageSize=2`);
    const past = await list(`q=${word}&page=4&pageSize=2`);

    expect(names(last)).toEqual([`${word} 0`]);
    expect(last.total).toBe(5);
    expect(past).toMatchObject({ consultations: [], total: 5, totalIsEstimate: false });
  });

  it('when pages deep in a long list are asked for, then they are the rows plain ordering gives, across months and ties', async () => {
    // 1,300 older enquiries over 26 months, two of them at the same instant on a month boundary
    await api.t.database.db.execute(sql`INSERT INTO consultations (name, email, phone, type, message, status, created_at)
      SELECT 'old ' || i, 'old' || i || '@example.com', '+65 6100 ' || lpad(i::text, 4, '0'), (ARRAY['immigration', 'education', 'general'])[1 + i % 3], 'old',
        (ARRAY['Pending', 'Completed', 'Cancelled'])[1 + i % 3],
        CASE WHEN i IN (600, 601) THEN timestamptz '2024-03-01 00:00:00+00' ELSE timestamptz '2024-01-01 00:00:00+00' + i * interval '14 hours 23 minutes' END
      FROM generate_series(1, 1300) AS i`);
    const { total } = await list('pageSize=1');

    for (const page of [51, 60, 66, Math.ceil(total / 20)]) {
      expect((await list(`page=${page}`)).consultations.map((c) => c.id), `page ${page}`).toEqual(await idsInOrder('', (page - 1) * 20, 20));
    }
    const pending = await list('status=Pending&pageSize=1');
    for (const page of [12, Math.ceil(pending.total / 100)]) {
      const ids = (await list(`status=Pending&page=${page}&pageSize=100`)).consultations.map((c) => c.id);
      expect(ids, `pending page ${page}`).toEqual(await idsInOrder(`WHERE list_status = 'Pending'`, (page - 1) * 100, 100));
    }
  });

  it(`when a search matches more than ${SEARCH_COUNT_AHEAD}, then the total stops there as an estimate, and moves on with the page`, async () => {
    const word = token();
    await api.t.database.db.execute(sql`INSERT INTO consultations (name, email, phone, type, message, created_at)
      SELECT ${word} || ' ' || i, 'many@example.com', '+65 6200 0000', 'general', 'many', now() - i * interval '1 minute'
      FROM generate_series(1, ${SEARCH_COUNT_AHEAD + 5}) AS i`);

    const first = await list(`q=${word}`);
    const second = await list(`q=${word}&page=2`);

    expect(first).toMatchObject({ total: SEARCH_COUNT_AHEAD, totalIsEstimate: true });
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, i) => `${word} ${i + 1}`));
    expect(second).toMatchObject({ total: SEARCH_COUNT_AHEAD + 5, totalIsEstimate: false });
    expect(names(second)[0]).toBe(`${word} 21`);
  });

  it.each([
    ['status=Lost', 'status'],
    ['status=', 'status'],
    ['type=visa', 'type'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&q=b', 'q'],
  ])('when the query is %s, then 400 VALIDATION naming the field', async (query, field) => {
    const res = await api.admin.get(`/api/consultations?${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect(res.body.fieldErrors).toHaveProperty(field);
  });
});

describe('GET, PATCH and DELETE /api/consultations/:id', () => {
  it('when an admin reads one, then it is answered; unknown 404, bad id 400', async () => {
    const created = await submit();

    expect((await api.admin.get(`/api/consultations/${created.id}`)).body).toMatchObject(created);
    expect((await api.admin.get('/api/consultations/2147483647')).status).toBe(404);
    expect((await api.admin.get('/api/consultations/zero')).status).toBe(400);
  });

  it('when an admin sets status and note, then they are saved and updatedAt moves', async () => {
    const created = await submit();

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Processing', note: '已电话联系' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'Processing', note: '已电话联系', name: created.name });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
  });

  it('when only the note changes, then the status stays', async () => {
    const created = await submit();
    await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Completed' });

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ note: 'done' });

    expect(res.body).toMatchObject({ status: 'Completed', note: 'done' });
  });

  it('when the status is not one of the four, then 400', async () => {
    const created = await submit();

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Lost' });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('status');
  });

  it('when an admin deletes one, then it is gone', async () => {
    const created = await submit();

    expect((await api.admin.delete(`/api/consultations/${created.id}`)).status).toBe(200);
    expect((await api.admin.get(`/api/consultations/${created.id}`)).status).toBe(404);
    expect((await api.admin.delete(`/api/consultations/${created.id}`)).status).toBe(404);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const { id } = await submit();

    expect((await api.anon().get(`/api/consultations/${id}`)).status).toBe(401);
    expect((await api.user.get(`/api/consultations/${id}`)).status).toBe(403);
    expect((await api.anon().patch(`/api/consultations/${id}`).send({ status: 'Completed' })).status).toBe(401);
    expect((await api.user.patch(`/api/consultations/${id}`).send({ status: 'Completed' })).status).toBe(403);
    expect((await api.anon().delete(`/api/consultations/${id}`)).status).toBe(401);
    expect((await api.user.delete(`/api/consultations/${id}`)).status).toBe(403);
  });
});
