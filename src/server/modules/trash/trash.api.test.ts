import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminArticle, Article } from '../../../shared/schemas/articles';
import type { TrashEntry } from '../../../shared/schemas/trash';
import { setupApiSuite, uniqueName } from '../../test/test-app';

const api = setupApiSuite();
const DAY_MS = 24 * 60 * 60 * 1000;
const uniqueSlug = (prefix: string) => uniqueName(prefix).toLowerCase().replace(/[^a-z0-9-]+/g, '-');

async function createArticle(fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const res = await api.admin.post('/api/articles').send({ title: uniqueName('title'), content: '<p>body</p>', category: 'news', status: 'Published', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

const withEnglish = (slug: string) =>
  createArticle({ articleId: slug, translations: { en: { title: `${slug} in English`, content: '<p>English body</p>', status: 'Published' } } });

const trashList = async () => (await api.admin.get('/api/trash')).body as TrashEntry[];

const auditActions = async (id: number) => {
  const rows = (await api.t.database.db.execute(sql`SELECT action FROM audit_log WHERE entity_type = 'article' AND entity_id = ${String(id)} ORDER BY id`)) as unknown as { rows: { action: string }[] };
  return rows.rows.map((r) => r.action);
};

describe('DELETE /api/articles/:id moves the article to Trash', () => {
  it('when an admin deletes an article, then it answers as before and the site, admin list and index forget it at once', async () => {
    const article = await withEnglish(uniqueSlug('trash-hides'));
    await api.anon().get('/api/public/article-index');
    await api.anon().get(`/api/public/articles/${article.id}`);

    const res = await api.admin.delete(`/api/articles/${article.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'article deleted', id: article.id });
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
    expect((await api.anon().get(`/api/articles/byarticleid/${article.articleId}`)).status).toBe(404);
    expect((await api.admin.get(`/api/articles/${article.id}`)).status).toBe(404);
    expect(((await api.admin.get('/api/articles?page=1&pageSize=100')).body.articles as Article[]).some((a) => a.id === article.id)).toBe(false);
    expect(JSON.stringify((await api.anon().get('/api/public/article-index')).body)).not.toContain(article.articleId!);
    expect((await api.admin.delete(`/api/articles/${article.id}`)).status).toBe(404);
    expect(await auditActions(article.id)).toContain('trash');
  });

  it('when the trash is listed, then the entry shows its title, who deleted it and 30 days left', async () => {
    const article = await createArticle();
    await api.admin.delete(`/api/articles/${article.id}`);

    const entry = (await trashList()).find((e) => e.id === article.id);

    expect(entry).toMatchObject({ title: article.title, category: 'news', trashedBy: 'admin', daysLeft: 30 });
  });

  it('when someone other than an admin asks for the trash, then 401 or 403', async () => {
    expect((await api.anon().get('/api/trash')).status).toBe(401);
    expect((await api.user.get('/api/trash')).status).toBe(403);
    expect((await api.user.post('/api/trash/1/restore')).status).toBe(403);
  });
});

describe('POST /api/trash/:id/restore', () => {
  it('when a trashed article is restored, then the same id, URLs, both languages, timestamps and history come back', async () => {
    const article = await withEnglish(uniqueSlug('trash-restore'));
    await api.admin.patch(`/api/articles/${article.id}`).send({ title: 'Second title' });
    const history = (await api.admin.get(`/api/articles/${article.id}/revisions?lang=zh`)).body as unknown[];
    await api.admin.delete(`/api/articles/${article.id}`);

    const res = await api.admin.post(`/api/trash/${article.id}/restore`);

    expect(res.status).toBe(200);
    const back = (await api.admin.get(`/api/articles/${article.id}`)).body as AdminArticle;
    expect(back).toMatchObject({ id: article.id, articleId: article.articleId, title: 'Second title', createdAt: article.createdAt, publishedAt: article.publishedAt });
    expect(back.translations.en?.title).toBe(`${article.articleId} in English`);
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(200);
    expect((await api.anon().get(`/api/public/articles/${article.id}?lang=en`)).body.title).toBe(`${article.articleId} in English`);
    expect((await api.anon().get(`/api/articles/byarticleid/${article.articleId}`)).status).toBe(200);
    expect((await api.admin.get(`/api/articles/${article.id}/revisions?lang=zh`)).body).toEqual(history);
    expect((await trashList()).some((e) => e.id === article.id)).toBe(false);
    expect(await auditActions(article.id)).toEqual(expect.arrayContaining(['trash', 'restore']));
  });

  it('when another article took the articleId meanwhile, then 409 ARTICLE_ID_TAKEN and it stays in Trash', async () => {
    const slug = uniqueSlug('trash-taken');
    const article = await createArticle({ articleId: slug });
    await api.admin.delete(`/api/articles/${article.id}`);
    await createArticle({ articleId: slug });

    const res = await api.admin.post(`/api/trash/${article.id}/restore`);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ARTICLE_ID_TAKEN');
    expect((await trashList()).some((e) => e.id === article.id)).toBe(true);
  });

  it('when the id is not in Trash, then 404', async () => {
    expect((await api.admin.post('/api/trash/987654/restore')).status).toBe(404);
  });
});

describe('deleting from Trash for good', () => {
  it('when an admin deletes a trashed article permanently, then its revisions go too and it cannot be restored', async () => {
    const article = await createArticle();
    await api.admin.patch(`/api/articles/${article.id}`).send({ title: 'Edited once' });
    await api.admin.delete(`/api/articles/${article.id}`);

    const res = await api.admin.delete(`/api/trash/${article.id}`);

    expect(res.status).toBe(200);
    const left = (await api.t.database.db.execute(sql`SELECT count(*)::int AS n FROM article_revisions WHERE article_id = ${article.id}`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
    expect((await api.admin.post(`/api/trash/${article.id}/restore`)).status).toBe(404);
    expect((await auditActions(article.id)).at(-1)).toBe('delete');
  });

  it('when the daily job runs 31 days later, then entries older than 30 days are purged and newer ones stay', async () => {
    const old = await createArticle();
    const recent = await createArticle();
    await api.admin.delete(`/api/articles/${old.id}`);
    await api.admin.delete(`/api/articles/${recent.id}`);
    // trashed ten days after the first: 21 days old when the clock reads 31 days on
    await api.t.database.db.execute(sql`UPDATE article_trash SET trashed_at = trashed_at + interval '10 days' WHERE id = ${recent.id}`);

    const ran = await api.t.built.scheduler.tick(new Date(Date.now() + 31 * DAY_MS));

    expect(ran).toContain('trash-purge');
    const ids = (await trashList()).map((e) => e.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    expect((await api.admin.post(`/api/trash/${old.id}/restore`)).status).toBe(404);
    expect((await api.admin.post(`/api/trash/${recent.id}/restore`)).status).toBe(200);
  });
});

describe('POST /api/trash/:id/restore with asDraft', () => {
  it('when an article is restored with asDraft true, then both versions come back as drafts with no pending schedule and the site does not show it', async () => {
    const article = await withEnglish(uniqueSlug('restore-draft'));
    const later = new Date(Date.now() + DAY_MS).toISOString();
    await api.admin.put(`/api/articles/${article.id}/schedule`).send({ lang: 'zh', publishAt: null, unpublishAt: later });
    await api.admin.delete(`/api/articles/${article.id}`);

    const res = await api.admin.post(`/api/trash/${article.id}/restore`).send({ asDraft: true });
    const back = (await api.admin.get(`/api/articles/${article.id}`)).body as AdminArticle;
    const schedule = (await api.admin.get(`/api/articles/${article.id}/schedule`)).body;

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(back).toMatchObject({ status: 'Draft', published: false, articleId: article.articleId });
    expect(back.translations.en?.status).toBe('Draft');
    expect(schedule).toEqual({ zh: { publishAt: null, unpublishAt: null }, en: { publishAt: null, unpublishAt: null } });
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
  });

  it('when an article is restored with asDraft false or no body, then it comes back as it was (published)', async () => {
    const one = await withEnglish(uniqueSlug('restore-as-was'));
    const two = await createArticle();
    await api.admin.delete(`/api/articles/${one.id}`);
    await api.admin.delete(`/api/articles/${two.id}`);

    const asWas = await api.admin.post(`/api/trash/${one.id}/restore`).send({ asDraft: false });
    const noBody = await api.admin.post(`/api/trash/${two.id}/restore`);

    expect(asWas.status).toBe(200);
    expect(noBody.status).toBe(200);
    expect((await api.anon().get(`/api/public/articles/${one.id}?lang=en`)).body).toMatchObject({ lang: 'en', status: 'Published' });
    expect((await api.anon().get(`/api/public/articles/${two.id}`)).status).toBe(200);
  });

  it('when asDraft is not a boolean, then 400 VALIDATION and the article stays in Trash', async () => {
    const article = await createArticle();
    await api.admin.delete(`/api/articles/${article.id}`);

    const res = await api.admin.post(`/api/trash/${article.id}/restore`).send({ asDraft: 'yes' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect((await trashList()).some((e) => e.id === article.id)).toBe(true);
  });
});
