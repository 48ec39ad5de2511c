import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { CreatedPreviewLink, PreviewLink } from '../../../shared/schemas/preview';
import { createApp, type App } from '../../app';
import { setupApiSuite, uniqueName } from '../../test/test-app';

const api = setupApiSuite();

async function createDraft(): Promise<AdminArticle> {
  const res = await api.admin
    .post('/api/articles')
    .send({ title: uniqueName('Draft title'), content: '<p>Draft words</p>', category: 'news', translations: { en: { title: 'English draft', content: '<p>English words</p>', status: 'Draft' } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

async function share(id: number, body: Record<string, unknown> = { lang: 'zh' }): Promise<CreatedPreviewLink & { token: string }> {
  const res = await api.admin.post(`/api/articles/${id}/preview-links`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = res.body as CreatedPreviewLink;
  return { ...link, token: new URL(link.url).pathname.split('/').at(-1)! };
}

const expectNeverKept = (res: request.Response) => {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers.etag).toBeUndefined();
};

describe('GET /api/preview/articles/:id (staff)', () => {
  it('when an admin previews a draft in either language, then it answers the public shape of the draft, never kept', async () => {
    const article = await createDraft();

    const zh = await api.admin.get(`/api/preview/articles/${article.id}?lang=zh`);
    const en = await api.admin.get(`/api/preview/articles/${article.id}?lang=en`);

    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ id: article.id, title: article.title, content: '<p>Draft words</p>', status: 'Draft', lang: 'zh' });
    expect(en.body).toMatchObject({ title: 'English draft', content: '<p>English words</p>', lang: 'en' });
    expectNeverKept(zh);
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
  });

  it('when a revision is asked for, then that revision is shown, and a revision of another article is 404', async () => {
    const article = await createDraft();
    await api.admin.patch(`/api/articles/${article.id}`).send({ title: 'Newer title' });
    const revisions = (await api.admin.get(`/api/articles/${article.id}/revisions?lang=zh`)).body as { id: number }[];
    const first = revisions.at(-1)!;
    const other = await createDraft();

    const res = await api.admin.get(`/api/preview/articles/${article.id}?lang=zh&revision=${first.id}`);
    const wrong = await api.admin.get(`/api/preview/articles/${other.id}?lang=zh&revision=${first.id}`);

    expect(res.body.title).toBe(article.title);
    expect(wrong.status).toBe(404);
  });

  it('when someone signed out or not an admin asks, then 401 or 403', async () => {
    const article = await createDraft();

    expect((await api.anon().get(`/api/preview/articles/${article.id}`)).status).toBe(401);
    expect((await api.user.get(`/api/preview/articles/${article.id}`)).status).toBe(403);
    expect((await api.user.post(`/api/articles/${article.id}/preview-links`).send({ lang: 'zh' })).status).toBe(403);
  });
});

describe('shared preview links', () => {
  it('when a link is shared, then a signed-out visitor sees the draft for 48 hours and only the hash is stored', async () => {
    const article = await createDraft();

    const link = await share(article.id, { lang: 'en' });
    const seen = await api.anon().get(`/api/preview/${link.token}`);

    expect(link.url).toMatch(/\/en\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(48 * 60 * 60 * 1000);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ title: 'English draft', lang: 'en' });
    expectNeverKept(seen);
    const stored = (await api.t.database.db.execute(sql`SELECT token_hash FROM preview_links WHERE id = ${link.id}`)) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0]!.token_hash).toBe(crypto.createHash('sha256').update(link.token).digest('hex'));
    expect(((await api.admin.get(`/api/articles/${article.id}/preview-links`)).body as PreviewLink[]).map((l) => l.id)).toEqual([link.id]);
  });

  it('when a link has expired, then it answers 404 PREVIEW_LINK_INVALID and leaves the list', async () => {
    const article = await createDraft();
    const link = await share(article.id);

    await api.t.database.db.execute(sql`UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE id = ${link.id}`);
    const res = await api.anon().get(`/api/preview/${link.token}`);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PREVIEW_LINK_INVALID');
    expect((await api.admin.get(`/api/articles/${article.id}/preview-links`)).body).toEqual([]);
  });

  it('when a link is revoked, then it stops working at once; an unknown token is 404 too', async () => {
    const article = await createDraft();
    const link = await share(article.id);

    const revoked = await api.admin.delete(`/api/preview-links/${link.id}`);
    const res = await api.anon().get(`/api/preview/${link.token}`);
    const unknown = await api.anon().get(`/api/preview/${crypto.randomBytes(32).toString('base64url')}`);

    expect(revoked.status).toBe(200);
    expect(res.status).toBe(404);
    expect(unknown.body.code).toBe('PREVIEW_LINK_INVALID');
    expect((await api.admin.delete(`/api/preview-links/${link.id}`)).status).toBe(404);
  });

  it('when the article goes to Trash, then its links stop working', async () => {
    const article = await createDraft();
    const link = await share(article.id);

    await api.admin.delete(`/api/articles/${article.id}`);

    expect((await api.anon().get(`/api/preview/${link.token}`)).status).toBe(404);
  });
});

describe('preview pages', () => {
  // a stand-in build: the real one is the browser tests' (tests/e2e/admin-publishing.spec.ts)
  let dist: string;
  let site: App;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-dist-'));
    fs.mkdirSync(path.join(dist, 'client'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'client/index.html'), '<!doctype html><html lang="zh-CN"><head><!--head--></head><body><div id="root"><!--app--></div><!--state--></body></html>');
    fs.writeFileSync(
      path.join(dist, 'server/entry-server.js'),
      `export const htmlLang = (l) => (l === 'en' ? 'en' : 'zh-CN');
export const appStateScript = () => '';
export async function render() { return { status: 200, html: '<p>rendered</p>', head: '', state: '', htmlLang: 'zh-CN', modules: [] }; }`,
    );
    site = await createApp({ config: api.t.config, database: api.t.database, distDir: dist });
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('when a live link is opened twice, then both answers render afresh, noindex and no-store, and the page cache keeps nothing', async () => {
    const article = await createDraft();
    const link = await share(article.id);
    await request(site.app).get('/contact');
    const kept = site.pageCache!.stats().pages;

    const first = await request(site.app).get(`/preview/${link.token}`);
    const second = await request(site.app).get(`/preview/${link.token}`);
    const english = await request(site.app).get(`/en/preview/${link.token}?lang=en`);

    expect(kept).toBeGreaterThan(0);
    for (const res of [first, second, english]) {
      expect(res.status).toBe(200);
      expectNeverKept(res);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
    expect(site.pageCache!.stats().pages).toBe(kept);
  });

  it('when a link is dead or unknown, then the page is a 404; a staff preview page is the shell', async () => {
    const article = await createDraft();
    const link = await share(article.id);
    await api.admin.delete(`/api/preview-links/${link.id}`);

    const dead = await request(site.app).get(`/preview/${link.token}`);
    const unknown = await request(site.app).get('/preview/not-a-token');
    const staff = await request(site.app).get(`/preview/articles/${article.id}`);

    expect(dead.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(staff.status).toBe(200);
    expectNeverKept(staff);
  });
});
