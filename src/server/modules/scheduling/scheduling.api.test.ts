import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { RevisionSummary } from '../../../shared/schemas/revisions';
import type { ArticleSchedule } from '../../../shared/schemas/scheduling';
import { openSecondApp } from '../../test/second-app';
import { setupApiSuite, uniqueName } from '../../test/test-app';

const api = setupApiSuite();
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

async function createDraft(fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const res = await api.admin.post('/api/articles').send({ title: uniqueName('scheduled'), content: '<p>body</p>', category: 'news', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

const schedule = (id: number, body: Record<string, unknown>) => api.admin.put(`/api/articles/${id}/schedule`).send(body);
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE_MS).toISOString();
/** An earlier test's moved clock put the job's next run ahead: make it due at the real time again. */
const rewindJobs = () => api.t.database.db.execute(sql`UPDATE scheduled_jobs SET next_run_at = now()`);

async function auditOf(id: number): Promise<{ action: string; actor_name: string | null }[]> {
  const result = (await api.t.database.db.execute(sql`SELECT action, actor_name FROM audit_log WHERE entity_type = 'article' AND entity_id = ${String(id)} ORDER BY id`)) as unknown as {
    rows: { action: string; actor_name: string | null }[];
  };
  return result.rows;
}

describe('PUT /api/articles/:id/schedule', () => {
  it('when an admin schedules a version, then the schedule is kept in UTC, audited, and the draft stays unpublished', async () => {
    const article = await createDraft();
    const publishAt = '2099-03-01T09:00:00+08:00';

    const res = await schedule(article.id, { lang: 'zh', publishAt, unpublishAt: null });

    expect(res.status).toBe(200);
    expect((res.body as ArticleSchedule).zh).toEqual({ publishAt: '2099-03-01T01:00:00.000Z', unpublishAt: null });
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
    expect(await auditOf(article.id)).toContainEqual({ action: 'schedule', actor_name: 'admin' });
  });

  it('when the times are in the past, out of order, malformed or for a missing English version, then 400 or 404 with a code', async () => {
    const article = await createDraft();

    const past = await schedule(article.id, { lang: 'zh', publishAt: inMinutes(-5), unpublishAt: null });
    const order = await schedule(article.id, { lang: 'zh', publishAt: inMinutes(60), unpublishAt: inMinutes(30) });
    const malformed = await schedule(article.id, { lang: 'zh', publishAt: 'tomorrow', unpublishAt: null });
    const english = await schedule(article.id, { lang: 'en', publishAt: inMinutes(60), unpublishAt: null });
    const member = await api.user.put(`/api/articles/${article.id}/schedule`).send({ lang: 'zh', publishAt: inMinutes(60), unpublishAt: null });

    expect([past.status, past.body.code]).toEqual([400, 'SCHEDULE_NOT_FUTURE']);
    expect([order.status, order.body.code]).toEqual([400, 'SCHEDULE_ORDER']);
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION']);
    expect(english.status).toBe(404);
    expect(member.status).toBe(403);
  });

  it('when both languages are chosen with languages, then both versions get the times in one audit entry', async () => {
    const article = await createDraft({ translations: { en: { title: 'Both', content: '<p>Both</p>' } } });
    const publishAt = '2099-03-01T09:00:00+08:00';

    const res = await schedule(article.id, { languages: ['zh', 'en'], publishAt, unpublishAt: null });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body as ArticleSchedule).toEqual({ zh: { publishAt: '2099-03-01T01:00:00.000Z', unpublishAt: null }, en: { publishAt: '2099-03-01T01:00:00.000Z', unpublishAt: null } });
    expect((await auditOf(article.id)).filter((e) => e.action === 'schedule')).toHaveLength(1);
  });

  it('when languages and lang are both given, neither, or languages is empty, then 400 VALIDATION', async () => {
    const article = await createDraft();
    const at = inMinutes(60);

    const both = await schedule(article.id, { lang: 'zh', languages: ['zh'], publishAt: at, unpublishAt: null });
    const neither = await schedule(article.id, { publishAt: at, unpublishAt: null });
    const empty = await schedule(article.id, { languages: [], publishAt: at, unpublishAt: null });
    const unknown = await schedule(article.id, { languages: ['fr'], publishAt: at, unpublishAt: null });

    for (const res of [both, neither, empty, unknown]) expect([res.status, res.body.code]).toEqual([400, 'VALIDATION']);
  });

  it('when both languages are chosen but there is no English version, then 404 and the Chinese is not scheduled either', async () => {
    const article = await createDraft();

    const res = await schedule(article.id, { languages: ['zh', 'en'], publishAt: inMinutes(60), unpublishAt: null });

    expect(res.status).toBe(404);
    expect(((await api.admin.get(`/api/articles/${article.id}/schedule`)).body as ArticleSchedule).zh.publishAt).toBeNull();
  });
});

describe('the scheduled publishing job', () => {
  it('when two app instances tick past the time at once, then the version is published exactly once, with a revision, audit entry and fresh public reads', async () => {
    const article = await createDraft({ category: 'business-services' });
    await schedule(article.id, { lang: 'zh', publishAt: inMinutes(30), unpublishAt: null });
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
    await rewindJobs();
    const other = await openSecondApp(api.t);
    try {
      const later = new Date(Date.now() + HOUR_MS);

      const [a, b] = await Promise.all([api.t.built.scheduler.tick(later), other.scheduler.tick(later)]);

      expect([...a, ...b].filter((name) => name === 'scheduled-publishing')).toHaveLength(1);
      const published = await api.anon().get(`/api/public/articles/${article.id}`);
      expect(published.status).toBe(200);
      expect(published.body.status).toBe('Published');
      await expect.poll(async () => (await request(other.app).get(`/api/public/articles/${article.id}`)).status, { timeout: 5000 }).toBe(200);
      expect((await auditOf(article.id)).filter((e) => e.action === 'publish')).toEqual([{ action: 'publish', actor_name: null }]);
      const revisions = (await api.admin.get(`/api/articles/${article.id}/revisions?lang=zh`)).body as { published: boolean }[];
      expect(revisions[0]?.published).toBe(true);
      expect(((await api.admin.get(`/api/articles/${article.id}/schedule`)).body as ArticleSchedule).zh.publishAt).toBeNull();

      // a later round finds nothing left to do
      await api.t.built.scheduler.tick(new Date(later.getTime() + HOUR_MS));
      expect((await auditOf(article.id)).filter((e) => e.action === 'publish')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('when the time has not come, then nothing is published', async () => {
    const article = await createDraft();
    await schedule(article.id, { lang: 'zh', publishAt: inMinutes(24 * 60 * 400), unpublishAt: null });
    await rewindJobs();

    await api.t.built.scheduler.tick(new Date(Date.now() + 2 * HOUR_MS));

    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
  });

  it('when an English version is scheduled to go live and come down, then each happens at its time and the Chinese is left alone', async () => {
    const article = await createDraft({ status: 'Published', translations: { en: { title: 'Offer', content: '<p>Limited offer</p>', status: 'Draft' } } });
    await schedule(article.id, { lang: 'en', publishAt: inMinutes(10), unpublishAt: inMinutes(120) });
    const start = Date.now();
    await rewindJobs();

    await api.t.built.scheduler.tick(new Date(start + 30 * MINUTE_MS));
    const during = await api.anon().get(`/api/public/articles/${article.id}?lang=en`);
    await api.t.built.scheduler.tick(new Date(start + 3 * HOUR_MS));
    const after = await api.anon().get(`/api/public/articles/${article.id}?lang=en`);

    expect(during.body).toMatchObject({ lang: 'en', title: 'Offer' });
    expect(after.body).toMatchObject({ lang: 'zh', title: article.title });
    const actions = (await auditOf(article.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'publish' || a === 'unpublish')).toEqual(['publish', 'unpublish']);
    const history = (await api.admin.get(`/api/articles/${article.id}/revisions?lang=en`)).body as RevisionSummary[];
    // newest first: withdrawn, then published on schedule, then the admin's save
    expect(history.map((r) => [r.source, r.status])).toEqual([
      ['scheduled', 'Draft'],
      ['scheduled', 'Published'],
      ['saved', 'Draft'],
    ]);
  });
});
