import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Consultation } from '../../../shared/schemas/consultations';
import type { TimelineEntry } from '../../../shared/schemas/inbox';
import { openDatabase } from '../../db/client';
import { createScheduler } from '../../lib/jobs';
import { setupApiSuite } from '../../test/test-app';
import { capture } from '../consultations/consultations.fixtures';
import { monthsBefore } from './retention.service';

const api = setupApiSuite();

const DAY = 24 * 3600_000;
const monthsLater = (months: number) => monthsBefore(new Date(), -months);

async function enquiry(status: string | null, name: string): Promise<Consultation> {
  const res = await api
    .anon()
    .post('/api/public/consultations')
    .send({ name, email: `${name}@example.com`, phone: '+65 8222 3333', type: 'immigration', message: `${name} 的留言`, sourcePage: '/immigration', ...capture(api.t) });
  expect(res.status).toBe(201);
  if (status) await api.admin.patch(`/api/consultations/${res.body.id}`).send({ status, note: `${name} 的备注` });
  return (await api.admin.get(`/api/consultations/${res.body.id}`)).body as Consultation;
}

const read = async (id: number) => (await api.admin.get(`/api/consultations/${id}`)).body as Consultation;

describe('retention (RETENTION_MONTHS, default 24)', () => {
  it('when the clock moves past the period, then closed enquiries are anonymised and open ones never', async () => {
    const completed = await enquiry('Completed', 'keepstats');
    const cancelled = await enquiry('Cancelled', 'cancelled');
    const pending = await enquiry(null, 'pending');
    const processing = await enquiry('Processing', 'processing');

    const early = await api.t.built.services.retention.runRetention(monthsLater(23));
    const afterEarly = await read(completed.id);
    const movedClock = monthsLater(25);
    const late = await api.t.built.services.retention.runRetention(movedClock);

    expect(early.anonymized).toBe(0);
    expect(afterEarly.name).toBe('keepstats');
    expect(late.anonymized).toBeGreaterThanOrEqual(2);
    for (const c of [completed, cancelled]) {
      const after = await read(c.id);
      expect(after).toMatchObject({ name: '', email: '', phone: '', message: '', note: null, type: 'immigration', status: c.status, sourcePage: '/immigration', createdAt: c.createdAt });
      expect(after.anonymizedAt).toBe(movedClock.toISOString());
      const timeline = (await api.admin.get(`/api/consultations/${c.id}/timeline`)).body as TimelineEntry[];
      expect(timeline.at(-1)).toMatchObject({ kind: 'anonymized', actor: null });
      expect(timeline.filter((e) => e.kind === 'note').map((e) => e.note)).toEqual(['']);
    }
    expect(await read(pending.id)).toMatchObject({ name: 'pending', anonymizedAt: null });
    expect(await read(processing.id)).toMatchObject({ name: 'processing', anonymizedAt: null });
  });

  it('when anonymised enquiries are exported, then the export holds what remains and none of what was erased', async () => {
    const gone = await enquiry('Completed', 'forgetme');
    await api.admin.post(`/api/consultations/${gone.id}/anonymize`);

    const exported = await api.admin.get('/api/export/download/site-data-2026-01-01T00-00-00-000Z.json');

    const data = JSON.parse(exported.text) as { consultations: Consultation[]; consultationTimeline: { consultationId: number; kind: string }[] };
    expect(exported.status).toBe(200);
    expect(data.consultations.find((c) => c.id === gone.id)).toMatchObject({ name: '', email: '', phone: '', message: '', note: null, status: 'Completed' });
    expect(data.consultationTimeline.filter((e) => e.consultationId === gone.id).map((e) => e.kind)).toContain('anonymized');
    expect(exported.text).not.toContain('forgetme');
  });
});

describe('the job scheduler', () => {
  it('when two servers tick at once, then a due job runs once, and again only when next due', async () => {
    const other = api.t.testDatabase.url ? await openDatabase({ databaseUrl: api.t.testDatabase.url }) : api.t.database;
    try {
      let runs = 0;
      const job = { name: `count-${Date.now()}`, everyMs: DAY, run: async () => void runs++ };
      const a = createScheduler(api.t.database.db, [job], pino({ level: 'silent' }));
      const b = createScheduler(other.db, [job], pino({ level: 'silent' }));
      const now = new Date();

      await Promise.all([a.tick(now), b.tick(now)]);
      await Promise.all([a.tick(new Date(now.getTime() + DAY / 2)), b.tick(new Date(now.getTime() + DAY / 2))]);
      const beforeNextDay = runs;
      await b.tick(new Date(now.getTime() + DAY + 1));

      expect(beforeNextDay).toBe(1);
      expect(runs).toBe(2);
    } finally {
      if (other !== api.t.database) await other.close();
    }
  });

  it('when a job fails, then the failure is recorded and it is not retried before its next run', async () => {
    const job = { name: `fail-${Date.now()}`, everyMs: DAY, run: () => Promise.reject(new Error('boom')) };
    const scheduler = createScheduler(api.t.database.db, [job], pino({ level: 'silent' }));

    const ran = await scheduler.tick();
    const again = await scheduler.tick();

    const { rows } = (await api.t.database.db.execute(sql`SELECT last_error FROM scheduled_jobs WHERE name = ${job.name}`)) as unknown as { rows: { last_error: string }[] };
    expect(ran).toEqual([job.name]);
    expect(again).toEqual([]);
    expect(rows[0]!.last_error).toBe('boom');
  });
});
