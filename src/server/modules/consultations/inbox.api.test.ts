import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNASSIGNED_PENDING_MAX, type Consultation, type ConsultationList } from '../../../shared/schemas/consultations';
import type { Dashboard, TimelineEntry } from '../../../shared/schemas/inbox';
import type { Actor } from '../../lib/transaction';
import { agentAs, createTestApp, setupApiSuite, uniqueName } from '../../test/test-app';
import { capture } from './consultations.fixtures';

const api = setupApiSuite();

async function submit(fields: Record<string, unknown> = {}): Promise<Consultation> {
  const res = await api
    .anon()
    .post('/api/public/consultations')
    .send({ name: '周女士', email: 'zhou@example.com', phone: '+65 8111 2222', type: 'business', message: '公司注册咨询', ...capture(api.t), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Consultation;
}

const adminId = async () => ((await api.admin.get('/api/user')).body as { id: number }).id;

/** A second administrator (registered, then promoted), acting through the service as the signed-in user would. */
async function otherAdmin(): Promise<Actor & { userId: number; username: string }> {
  const username = uniqueName('staff');
  const res = await api.anon().post('/api/register').send({ username, password: 'other-admin-password' });
  expect(res.status).toBe(201);
  await api.t.database.db.execute(sql`UPDATE users SET role = 'admin' WHERE username = ${username}`);
  return { userId: res.body.id ?? res.body.user?.id, username, ip: null };
}

const list = async (query: string) => {
  const res = await api.admin.get(`/api/consultations?pageSize=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ConsultationList;
};

describe('assignment', () => {
  it('when an enquiry is assigned, then the mine, user and unassigned filters and the bell follow', async () => {
    const me = await adminId();
    const mine = await submit({ name: '分配给我' });
    const open = await submit({ name: '无人负责' });
    const bellBefore = (await list('')).counts.unassignedPending;

    const res = await api.admin.patch(`/api/consultations/${mine.id}`).send({ assigneeId: me });

    expect(res.status).toBe(200);
    expect(res.body.assignee).toEqual({ id: me, username: 'admin' });
    const ids = async (q: string) => (await list(q)).consultations.map((c) => c.id);
    expect(await ids('assignee=me')).toContain(mine.id);
    expect(await ids('assignee=me')).not.toContain(open.id);
    expect(await ids(`assignee=${me}`)).toContain(mine.id);
    expect(await ids('assignee=unassigned')).toContain(open.id);
    expect(await ids('assignee=unassigned')).not.toContain(mine.id);
    expect((await list('')).counts.unassignedPending).toBe(bellBefore - 1);
  });

  it('when the assignee is not an administrator or not a number, then 400', async () => {
    const created = await submit();
    const roleUser = ((await api.user.get('/api/user')).body as { id: number }).id;

    expect((await api.admin.patch(`/api/consultations/${created.id}`).send({ assigneeId: roleUser })).body).toMatchObject({ code: 'VALIDATION', fieldErrors: { assigneeId: expect.any(Array) } });
    expect((await api.admin.patch(`/api/consultations/${created.id}`).send({ assigneeId: 'me' })).status).toBe(400);
    expect((await api.admin.get('/api/consultations?assignee=nobody')).status).toBe(400);
  });

  it('when the assignees are asked for, then the administrators are listed, not role-users', async () => {
    const res = await api.admin.get('/api/consultations/assignees');

    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: await adminId(), username: 'admin' });
    expect((res.body as { id: number }[]).map((a) => a.id)).not.toContain(((await api.user.get('/api/user')).body as { id: number }).id);
    expect((await api.user.get('/api/consultations/assignees')).status).toBe(403);
  });
});

describe('the timeline', () => {
  it('when two staff work an enquiry, then its history is oldest first with who did what', async () => {
    const me = await adminId();
    const other = await otherAdmin();
    const created = await submit();

    await api.admin.patch(`/api/consultations/${created.id}`).send({ assigneeId: other.userId });
    await api.t.built.services.consultations.update(other, created.id, { status: 'Processing', note: '已电话联系' });
    const noted = await api.admin.post(`/api/consultations/${created.id}/notes`).send({ note: '客户下周来访' });
    await api.admin.put(`/api/consultations/${created.id}`).send({ status: 'Completed' });

    const res = await api.admin.get(`/api/consultations/${created.id}/timeline`);
    const timeline = res.body as TimelineEntry[];
    expect(noted.status).toBe(201);
    expect(noted.body).toMatchObject({ kind: 'note', note: '客户下周来访', actor: { id: me, username: 'admin' } });
    expect(timeline.map((e) => [e.kind, e.actor?.username ?? null])).toEqual([
      ['received', null],
      ['assigned', 'admin'],
      ['status', other.username],
      ['note', other.username],
      ['note', 'admin'],
      ['status', 'admin'],
    ]);
    expect(timeline[1]!.assignee).toEqual({ id: other.userId, username: other.username });
    expect(timeline[2]).toMatchObject({ fromStatus: 'Pending', toStatus: 'Processing' });
    expect(timeline[5]).toMatchObject({ fromStatus: 'Processing', toStatus: 'Completed' });
    const after = (await api.admin.get(`/api/consultations/${created.id}`)).body as Consultation;
    expect(after.note).toBe('客户下周来访');
    expect(after.firstRespondedAt).toBe(timeline[2]!.at);
  });

  it('when a note is empty or the enquiry unknown, then 400 or 404', async () => {
    const created = await submit();

    expect((await api.admin.post(`/api/consultations/${created.id}/notes`).send({ note: '  ' })).status).toBe(400);
    expect((await api.admin.get('/api/consultations/2147483647/timeline')).status).toBe(404);
    expect((await api.user.get(`/api/consultations/${created.id}/timeline`)).status).toBe(403);
  });
});

describe('GET /api/consultations/export.csv', () => {
  it('when exported, then every row the filters show is in UTF-8 CSV with a BOM, quoted, formulas neutralised', async () => {
    const tag = uniqueName('csv');
    const tricky = await submit({ name: `${tag} 陈, "大文"`, message: '=HYPERLINK("http://evil")\n第二行', phone: '+65 9999 0000' });
    await submit({ name: `${tag} 另一位`, type: 'education' });
    await api.admin.patch(`/api/consultations/${tricky.id}`).send({ note: '@SUM(A1)' });

    const res = await api.admin.get(`/api/consultations/export.csv?q=${tag}&type=business`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

    const bytes = res.body as Buffer;
    const text = bytes.toString('utf8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')[0]).toBe('id,createdAt,name,email,phone,type,status,assignee,note,message,sourcePage,lang,utm_source,utm_medium,utm_campaign,appointmentTime,appointmentKind,appointmentConsultant');
    expect(text).toContain(`${tricky.id},${tricky.createdAt},"${tag} 陈, ""大文""",zhou@example.com,'+65 9999 0000,business,Pending,,'@SUM(A1),"'=HYPERLINK(""http://evil"")\n第二行"`);
    expect(text).not.toContain('另一位');
    expect(text.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('POST /api/consultations/:id/anonymize', () => {
  it('when staff erase one person, then the personal fields and notes are blank, the source stays, and the timeline says so', async () => {
    const created = await submit({ sourcePage: '/immigration', utm: { source: 'wechat' } });
    await api.admin.patch(`/api/consultations/${created.id}`).send({ note: '客户电话 8111 2222' });

    const res = await api.admin.post(`/api/consultations/${created.id}/anonymize`);
    const again = await api.admin.post(`/api/consultations/${created.id}/anonymize`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '', email: '', phone: '', message: '', note: null, type: 'business', sourcePage: '/immigration', utm: { source: 'wechat' }, anonymizedAt: expect.any(String) });
    expect(again.body.anonymizedAt).toBe(res.body.anonymizedAt);
    const timeline = (await api.admin.get(`/api/consultations/${created.id}/timeline`)).body as TimelineEntry[];
    expect(timeline.map((e) => e.kind)).toEqual(['received', 'note', 'anonymized']);
    expect(timeline[1]!.note).toBe('');
    expect(timeline[2]!.actor?.username).toBe('admin');
    const exported = (await api.admin.get('/api/export/download/site-data-2026-01-01T00-00-00-000Z.json')).text;
    expect(exported).not.toContain('客户电话 8111 2222');
  });
});

describe('GET /api/dashboard', () => {
  it('when enquiries arrive and are answered, then the weeks, statuses, median and newest unassigned show it', async () => {
    const before = (await api.admin.get('/api/dashboard')).body as Dashboard;
    const answered = await submit({ type: 'overseas' });
    const waiting = await submit({ type: 'overseas', name: '最新未分配' });
    await submit({ type: 'overseas', website: 'bot' }); // spam counts nowhere
    await api.t.database.db.execute(sql`UPDATE consultations SET created_at = now() - interval '30 minutes' WHERE id = ${answered.id}`);
    await api.admin.patch(`/api/consultations/${answered.id}`).send({ status: 'Processing' });

    const res = await api.admin.get('/api/dashboard');

    const body = res.body as Dashboard;
    expect(res.status).toBe(200);
    expect(body.weeks).toHaveLength(12);
    expect(new Date(`${body.weeks[11]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.weeks[11]!.counts.overseas - before.weeks[11]!.counts.overseas).toBe(2);
    expect(body.byStatus.Processing - before.byStatus.Processing).toBe(1);
    expect(body.byStatus.Pending - before.byStatus.Pending).toBe(1);
    expect(body.medianFirstResponseMinutes).toEqual(expect.any(Number));
    expect(body.newestUnassigned[0]!.id).toBe(waiting.id);
    expect(body.newestUnassigned.length).toBeLessThanOrEqual(5);
    expect((await api.user.get('/api/dashboard')).status).toBe(403);
  });

  it('when enquiries arrive, turn spam and back, move week, change type and are deleted, then the kept week counts stay those of the rows', async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await api.t.database.db.execute(query)) as unknown as { rows: { week: string; type: string; n: string }[] }).rows.map((r) => `${r.week} ${r.type} ${Number(r.n)}`).sort();
    const counted = () => rowsOf(sql`SELECT week::text AS week, type, n FROM consultation_week_counts WHERE n <> 0`);
    const fromRows = () =>
      rowsOf(sql`SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date::text AS week, list_type AS type, count(*) AS n FROM consultations WHERE NOT spam GROUP BY 1, 2`);
    const a = await submit({ type: 'education' });
    const b = await submit({ type: 'education' });
    const c = await submit({ type: 'business' });
    await submit({ type: 'business', website: 'bot' });
    expect(await counted()).toEqual(await fromRows());

    const before = (await api.admin.get('/api/dashboard')).body as Dashboard;
    const update = (change: ReturnType<typeof sql>, id: number) => api.t.database.db.execute(sql`UPDATE consultations SET ${change} WHERE id = ${id}`);
    await update(sql`spam = true`, a.id);
    expect(await counted()).toEqual(await fromRows());
    await update(sql`spam = false`, a.id);
    await update(sql`created_at = created_at - interval '14 days'`, b.id);
    await update(sql`type = 'immigration'`, c.id);
    expect(await counted()).toEqual(await fromRows());
    const after = (await api.admin.get('/api/dashboard')).body as Dashboard;
    expect(after.weeks[11]!.counts.education - before.weeks[11]!.counts.education).toBe(-1);
    expect(after.weeks[9]!.counts.education - before.weeks[9]!.counts.education).toBe(1);
    expect(after.weeks[11]!.counts.immigration - before.weeks[11]!.counts.immigration).toBe(1);

    expect((await api.admin.delete(`/api/consultations/${a.id}`)).status).toBe(200);
    expect(await counted()).toEqual(await fromRows());
  });

  it('when the only first response of the 12 weeks took 30 minutes, then the median is 30, whatever older enquiries took', async () => {
    const only = await createTestApp({}, { seed: false });
    try {
      const agent = await agentAs(only, 'admin');
      const send = () => agent.post('/api/public/consultations').send({ name: 'm', email: 'm@example.com', phone: '+65 6123 4567', message: 'm', ...capture(only) });
      const res = await send();
      const old = await send();
      await only.database.db.execute(sql`UPDATE consultations SET created_at = now() - interval '30 minutes' WHERE id = ${res.body.id}`);
      await agent.patch(`/api/consultations/${res.body.id}`).send({ status: 'Cancelled' });
      // 100 days ago, answered after 10 hours: before the dashboard's weeks
      await only.database.db.execute(
        sql`UPDATE consultations SET created_at = now() - interval '100 days', first_responded_at = now() - interval '100 days' + interval '10 hours', status = 'Completed' WHERE id = ${old.body.id}`,
      );

      const body = (await agent.get('/api/dashboard')).body as Dashboard;

      expect(body.medianFirstResponseMinutes).toBeCloseTo(30, 0);
      expect(body.byStatus).toEqual({ Pending: 0, Processing: 0, Completed: 1, Cancelled: 1 });
    } finally {
      await only.close();
    }
  });
});

describe('/api/settings/notifications', () => {
  it('when staff save the addresses and the acknowledgement, then they are answered back and used', async () => {
    const res = await api.admin.put('/api/settings/notifications').send({ notifyEmails: ['a@example.com', 'b@example.com'], acknowledgeVisitor: true });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notifyEmails: ['a@example.com', 'b@example.com'], acknowledgeVisitor: true, smtpConfigured: false, mailFrom: null, retentionMonths: 24 });
    expect((await api.admin.get('/api/settings/notifications')).body).toEqual(res.body);
    const created = await submit();
    const kinds = (await api.t.database.db.execute(sql`SELECT kind, recipients FROM mail_outbox WHERE consultation_id = ${created.id} ORDER BY id`)) as unknown as {
      rows: { kind: string; recipients: string[] }[];
    };
    expect(kinds.rows).toEqual([
      { kind: 'staff-notification', recipients: ['a@example.com', 'b@example.com'] },
      { kind: 'visitor-ack', recipients: [] },
    ]);
    await api.admin.put('/api/settings/notifications').send({ notifyEmails: [], acknowledgeVisitor: false });
  });

  it('when an address is invalid or the caller no admin, then 400 or 403', async () => {
    expect((await api.admin.put('/api/settings/notifications').send({ notifyEmails: ['nope'], acknowledgeVisitor: false })).body).toMatchObject({ code: 'VALIDATION', fieldErrors: { 'notifyEmails.0': ['emailInvalid'] } });
    expect((await api.user.get('/api/settings/notifications')).status).toBe(403);
  });
});

describe('the bell at a large backlog', () => {
  it(`when more than ${UNASSIGNED_PENDING_MAX} pending enquiries are unassigned, then the bell counts ${UNASSIGNED_PENDING_MAX} ("at least") while the Pending tab counts them all`, async () => {
    const name = uniqueName('积压');
    const before = (await list('status=Pending&assignee=unassigned')).counts.byStatus.Pending;
    await api.t.database.db.execute(sql`INSERT INTO consultations (name, email, phone, type, message, created_at)
      SELECT ${name}, 'backlog@example.com', '+65 6300 0000', 'general', 'backlog', now() - i * interval '1 minute'
      FROM generate_series(1, ${UNASSIGNED_PENDING_MAX + 5}) AS i`);
    try {
      const after = await list('status=Pending&assignee=unassigned');

      expect(after.counts.unassignedPending).toBe(UNASSIGNED_PENDING_MAX);
      expect(after.counts.byStatus.Pending).toBe(before + UNASSIGNED_PENDING_MAX + 5);
    } finally {
      await api.t.database.db.execute(sql`DELETE FROM consultations WHERE name = ${name}`);
    }
  });
});
