import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { Redirect, RedirectList } from '../../../shared/schemas/redirects';
import { openSecondApp } from '../../test/second-app';
import { uniqueName } from '../../test/test-app';
import { startRedirectsSite, type RedirectsSite } from './redirects.fixtures';

// docs/decisions/0027-found-and-shared.md: redirects answered before any page renders, on every server
let running: RedirectsSite | undefined;
let t: RedirectsSite['t'];
let site: RedirectsSite['site'];
let http: RedirectsSite['http'];
let admin: RedirectsSite['admin'];

beforeAll(async () => {
  running = await startRedirectsSite();
  ({ t, site, http, admin } = running);
});
afterAll(async () => {
  await running?.close();
});

const fresh = (prefix = 'old') => `/${uniqueName(prefix).replace('_', '-')}`;
const slug = (prefix: string) => uniqueName(prefix).replace('_', '-');
async function added(fromPath: string, toPath: string, status = 301): Promise<Redirect> {
  const res = await admin.post('/api/redirects').send({ fromPath, toPath, status });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Redirect;
}
async function stored(fromPath: string): Promise<Redirect | undefined> {
  const list = (await admin.get(`/api/redirects?q=${encodeURIComponent(fromPath)}&pageSize=100`)).body as RedirectList;
  return list.items.find((r) => r.fromPath === fromPath);
}
async function article(fields: Record<string, unknown>): Promise<AdminArticle> {
  const res = await admin.post('/api/articles').send({ title: uniqueName('文章'), content: '<p>正文</p>', category: 'singapore-immigration', status: 'Published', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}
async function patch(id: number, fields: Record<string, unknown>): Promise<AdminArticle> {
  const res = await admin.patch(`/api/articles/${id}`).send(fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminArticle;
}
const english = { translations: { en: { title: 'An English title', content: '<p>Body</p>', status: 'Published' } } };
/** The status and Location of a GET, as a visitor's browser gets them. */
const visit = async (path: string) => {
  const res = await http.get(path);
  return { status: res.status, location: res.headers.location };
};

describe('answering a redirect', () => {
  it('when a visitor asks for a redirected address, then GET and HEAD answer with its status before any page, keeping the query when the target has none', async () => {
    const [from, temporary, external] = [fresh(), fresh('temp'), fresh('ext')];
    await added(from, '/contact');
    await added(temporary, '/privacy?from=old', 302);
    await added(external, 'https://example.com/新页面');

    const head = await request(site.app).head(`${from}/`);

    expect(await visit(`${from}?utm_source=wechat`)).toEqual({ status: 301, location: '/contact?utm_source=wechat' });
    expect(head.status).toBe(301);
    expect(await visit(`${temporary}?x=1`)).toEqual({ status: 302, location: '/privacy?from=old' });
    expect(await visit(external)).toEqual({ status: 301, location: 'https://example.com/%E6%96%B0%E9%A1%B5%E9%9D%A2' });
  });

  it('when a redirect is followed, then its hits and last hit are counted once the server writes them', async () => {
    const from = fresh();
    await added(from, '/contact');

    for (let i = 0; i < 3; i++) await visit(from);
    await site.redirects.table.flushHits();

    const counted = await stored(from);
    expect(counted).toMatchObject({ hits: 3 });
    expect(Date.parse(counted!.lastHitAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when an address whose 404 page is cached gets a redirect, then the redirect answers, not the cached page', async () => {
    const from = `/no-such-${slug('page')}`;
    expect((await visit(from)).status).toBe(404);
    const cachedHits = site.pageCache!.stats().hits;
    expect((await visit(from)).status).toBe(404);
    expect(site.pageCache!.stats().hits).toBe(cachedHits + 1);

    await added(from, '/contact');

    expect(await visit(from)).toEqual({ status: 301, location: '/contact' });
  });

  it('when a redirect is added on one server, then another server on the same database answers it within a second', async () => {
    const second = await openSecondApp(t);
    try {
      const from = fresh('shared');
      expect((await request(second.app).get(from)).status).not.toBe(301);

      const startedAt = Date.now();
      await added(from, '/privacy');
      let answer = await request(second.app).get(from);
      while (answer.status !== 301 && Date.now() - startedAt < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await request(second.app).get(from);
      }

      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('/privacy');
      expect(Date.now() - startedAt).toBeLessThan(1000);
    } finally {
      await second.close();
    }
  });
});

describe('automatic redirects when an article moves', () => {
  it('when a published article\'s slug changes, then its old address in each language answers 301 to the new one, and a second change collapses the chain', async () => {
    const [first, second, third] = [slug('visa'), slug('visa-guide'), slug('visa-guide-2026')];
    const made = await article({ articleId: first, ...english });

    await patch(made.id, { articleId: second });

    expect(await visit(`/immigration/${first}`)).toEqual({ status: 301, location: `/immigration/${second}` });
    expect(await visit(`/en/immigration/${first}?ref=x`)).toEqual({ status: 301, location: `/en/immigration/${second}?ref=x` });
    expect((await visit(`/immigration/${second}`)).status).toBe(200);
    expect(await stored(`/immigration/${first}`)).toMatchObject({ source: 'auto', status: 301 });

    await patch(made.id, { articleId: third });

    expect(await visit(`/immigration/${first}`)).toEqual({ status: 301, location: `/immigration/${third}` });
    expect(await visit(`/en/immigration/${second}`)).toEqual({ status: 301, location: `/en/immigration/${third}` });
  });

  it('when a published article moves to another section, then both languages\' old addresses lead to the new section', async () => {
    const name = slug('school');
    const made = await article({ articleId: name, ...english });

    await patch(made.id, { category: 'singapore-education' });

    expect(await visit(`/immigration/${name}`)).toEqual({ status: 301, location: `/education/${name}` });
    expect(await visit(`/en/immigration/${name}`)).toEqual({ status: 301, location: `/en/education/${name}` });
  });

  it('when a draft\'s slug changes, then no redirect is recorded', async () => {
    const name = slug('draft');
    const made = await article({ articleId: name, status: 'Draft' });

    await patch(made.id, { articleId: slug('draft-renamed') });

    expect(await stored(`/immigration/${name}`)).toBeUndefined();
  });

  it('when a renamed article goes to Trash and is restored, then its old address leads to it again, and a redirect added meanwhile from its own address is gone', async () => {
    const [old, now] = [slug('trip'), slug('trip-renamed')];
    const made = await article({ articleId: old, ...english });
    await patch(made.id, { articleId: now });
    expect((await admin.delete(`/api/articles/${made.id}`)).status).toBe(200);
    await added(`/immigration/${now}`, '/contact');

    const restored = await admin.post(`/api/trash/${made.id}/restore`).send({});

    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await visit(`/immigration/${old}`)).toEqual({ status: 301, location: `/immigration/${now}` });
    expect(await visit(`/en/immigration/${old}`)).toEqual({ status: 301, location: `/en/immigration/${now}` });
    expect((await visit(`/immigration/${now}`)).status).toBe(200);
    expect(await stored(`/immigration/${now}`)).toBeUndefined();
  });
});

describe('the sitemap', () => {
  it('when the Chinese version changed after the English one, then each URL carries its own lastmod', async () => {
    const name = slug('sitemap');
    const made = await article({ articleId: name, ...english });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await patch(made.id, { title: uniqueName('改过的标题') });

    const xml = (await request(site.app).get('/sitemap.xml')).text;

    const lastmodOf = (loc: string) => xml.match(new RegExp(`<loc>https?://[^/<]+${loc}</loc>\\s*<lastmod>([^<]+)</lastmod>`))?.[1];
    expect(lastmodOf(`/immigration/${name}`)).toBe(later.updatedAt);
    expect(lastmodOf(`/en/immigration/${name}`)).toBe(later.translations.en!.updatedAt);
    expect(Date.parse(later.translations.en!.updatedAt)).toBeLessThan(Date.parse(later.updatedAt));
  });

  it('when addresses redirect, then the sitemap lists none of them', async () => {
    const [old, now] = [slug('moved'), slug('moved-here')];
    const moved = await article({ articleId: old, ...english });
    await patch(moved.id, { articleId: now });
    // a redirect from a live page, as an old backup's data could hold: the sitemap still leaves it out
    const stale = await article({ articleId: slug('stale'), ...english });
    await t.database.db.execute(sql`INSERT INTO redirects (from_path, to_path) VALUES (${`/en/immigration/${stale.articleId}`}, '/en/contact')`);
    await site.cache.invalidate();

    const xml = (await request(site.app).get('/sitemap.xml')).text;

    expect(xml).toContain(`/immigration/${now}</loc>`);
    expect(xml).not.toContain(`/immigration/${old}<`);
    const listed = (path: string) => new RegExp(`<loc>https?://[^/<]+${path}</loc>`).test(xml);
    expect(listed(`/immigration/${stale.articleId}`)).toBe(true);
    expect(listed(`/en/immigration/${stale.articleId}`)).toBe(false);
  });
});
