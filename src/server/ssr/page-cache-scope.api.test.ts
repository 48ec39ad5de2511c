import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../shared/article-path';
import type { Article } from '../../shared/schemas/articles';
import { createApp, type App } from '../app';
import { sourceBuild } from '../test/stand-in-build';
import { setupApiSuite, uniqueName } from '../test/test-app';

/**
 * An article's edit drops only what it changes (issue 31): on two servers rendering pages from one
 * database, the edit (made on a third, the API's) empties the edited article's pages in both languages
 * and the lists that show it, while other sections' pages, the news and the fixed pages stay cached;
 * no related page is ever served stale.
 */
const api = setupApiSuite();
let dist: ReturnType<typeof sourceBuild> | undefined;
const servers: App[] = [];

async function published(fields: Record<string, unknown>): Promise<Article> {
  const res = await api.admin.post('/api/articles').send({ title: uniqueName('文章'), content: '<p>正文</p>', status: 'Published', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Article;
}

const page = (server: App, path: string) => request(server.app).get(path).set('Host', 'localhost');
const counts = (server: App) => server.pageCache!.stats();

/** Whether `path` is answered from the server's page cache: a hit, no render. */
async function cached(server: App, path: string): Promise<boolean> {
  const before = counts(server);
  const res = await page(server, path);
  expect(res.status, path).toBeLessThan(400);
  const after = counts(server);
  return after.misses === before.misses && after.hits === before.hits + 1;
}

beforeAll(async () => {
  dist = sourceBuild();
  for (let i = 0; i < 2; i++) servers.push(await createApp({ config: api.t.config, database: api.t.database, distDir: dist.dir }));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  dist?.remove();
});

describe('an article edit on another server', () => {
  it('when an immigration article is retitled, then both servers render its pages and its section anew, and keep education, news and the fixed pages', async () => {
    const edited = await published({ category: 'singapore-immigration', articleId: `scope-${Date.now().toString(36)}` });
    const other = await published({ category: 'singapore-education', articleId: `other-${Date.now().toString(36)}` });
    const news = await published({ category: 'news' });
    const editedPath = articlePath(edited)!;
    const related = [editedPath, `/en${editedPath}`];
    const unrelated = [articlePath(other)!, articlePath(news)!, '/contact', '/privacy', '/en/contact'];
    for (const server of servers) for (const path of [...related, ...unrelated]) await page(server, path);
    for (const server of servers) for (const path of unrelated) expect(await cached(server, path), path).toBe(true);

    const title = uniqueName('新标题');
    const saved = await api.admin.patch(`/api/articles/${edited.id}`).send({ title });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // the other servers hear of it through NOTIFY: the edited page is never answered stale once they have
    for (const server of servers) {
      await expect.poll(async () => (await page(server, editedPath)).text, { timeout: 10_000 }).toContain(title);
      for (const path of unrelated) expect(await cached(server, path), `${path} stays cached`).toBe(true);
      expect(await cached(server, `/en${editedPath}`), 'the English page was dropped too').toBe(false);
    }
  });

  it('when a write the cache knows nothing finer about happens (contact details), then every page is dropped, as before', async () => {
    const path = '/privacy';
    for (const server of servers) await page(server, path);
    for (const server of servers) expect(await cached(server, path)).toBe(true);

    const contact = (await api.admin.get('/api/contact')).body as { id: number };
    expect((await api.admin.put(`/api/contact/${contact.id}`).send({ whatsapp: '+65 8123 4567' })).status).toBe(200);

    for (const server of servers) await expect.poll(() => cached(server, path), { timeout: 10_000 }).toBe(false);
  });
});

describe('an article created, trashed, restored or fired on schedule elsewhere', () => {
  /** Renders every path on both servers, then checks that the unrelated ones are cache hits. */
  async function warm(paths: string[], unrelated: string[]) {
    for (const server of servers) for (const path of [...paths, ...unrelated]) await page(server, path);
    for (const server of servers) for (const path of unrelated) expect(await cached(server, path), path).toBe(true);
  }
  /** After a write: on both servers, `path` shows `text` (never stale once told), and the unrelated pages are still hits. */
  async function expectScoped(path: string, shows: (html: string) => boolean, unrelated: string[]) {
    for (const server of servers) {
      await expect.poll(async () => shows((await page(server, path)).text), { timeout: 10_000 }).toBe(true);
      for (const other of unrelated) expect(await cached(server, other), `${other} stays cached`).toBe(true);
    }
  }

  it('when an immigration article is created, then the section\'s pages list it at once, and education, news and the fixed pages stay cached', async () => {
    const sibling = await published({ category: 'singapore-immigration' });
    const unrelated = [articlePath(await published({ category: 'singapore-education' }))!, articlePath(await published({ category: 'news' }))!, '/contact', '/privacy'];
    const siblingPath = articlePath(sibling)!;
    await warm([siblingPath], unrelated);

    const created = await published({ category: 'singapore-immigration', title: uniqueName('新建移民文章') });

    await expectScoped(siblingPath, (html) => html.includes(created.title), unrelated);
  });

  it('when an article goes to Trash and comes back, then its page and its section follow each time, and other sections stay cached', async () => {
    const trashed = await published({ category: 'singapore-immigration', title: uniqueName('将删除的文章'), articleId: `trashed-${Date.now().toString(36)}` });
    const sibling = await published({ category: 'singapore-immigration' });
    const unrelated = [articlePath(await published({ category: 'business-services' }))!, '/privacy', '/en/contact'];
    const [trashedPath, siblingPath] = [articlePath(trashed)!, articlePath(sibling)!];
    await warm([trashedPath, siblingPath], unrelated);

    expect((await api.admin.delete(`/api/articles/${trashed.id}`)).status).toBe(200);
    await expectScoped(siblingPath, (html) => !html.includes(trashed.title), unrelated);
    for (const server of servers) expect((await page(server, trashedPath).redirects(0)).text).not.toContain(trashed.title);

    expect((await api.admin.post(`/api/trash/${trashed.id}/restore`).send({})).status).toBeLessThan(300);
    await expectScoped(trashedPath, (html) => html.includes(trashed.title), unrelated);
    await expectScoped(siblingPath, (html) => html.includes(trashed.title), unrelated);
  });

  it('when a scheduled article goes live, then its section lists it at once, and other sections stay cached', async () => {
    const sibling = await published({ category: 'singapore-education' });
    const unrelated = [articlePath(await published({ category: 'singapore-immigration' }))!, '/contact'];
    const siblingPath = articlePath(sibling)!;
    const draft = await api.admin.post('/api/articles').send({ title: uniqueName('定时发布'), content: '<p>正文</p>', category: 'singapore-education', status: 'Draft' });
    const publishAt = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await api.admin.put(`/api/articles/${draft.body.id}/schedule`).send({ lang: 'zh', publishAt, unpublishAt: null })).status).toBe(200);
    await warm([siblingPath], unrelated);
    await api.t.database.db.execute(sql`UPDATE scheduled_jobs SET next_run_at = now()`);

    await api.t.built.scheduler.tick(new Date(Date.now() + 60 * 60_000));

    await expectScoped(siblingPath, (html) => html.includes(draft.body.title as string), unrelated);
  });
});
