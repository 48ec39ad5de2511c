/**
 * The page cache (docs/decisions/0007-page-cache.md) on the production build: two app instances
 * on one database, as two server processes would run. Anonymous visitors' pages are rendered once
 * and kept; every content write empties them in both instances; signed-in staff always get their
 * own render; ETags answer 304; the languages and the encodings are kept apart.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/startup';
import type { Article } from '../../src/shared/schemas/articles';
import type { Category } from '../../src/shared/schemas/categories';
import zhSite from '../../src/client/i18n/locales/zh/site';
import enSite from '../../src/client/i18n/locales/en/site';

const PASSWORD = 'page-cache-admin';
let dataDir: string;
let database: Database;
let one: App;
let two: App;
let adminCookie: string;

/** Renders of an instance: every render reads its data through the read model's resolve. */
const rendersOf = (app: App) => vi.spyOn(app.services.readModel, 'resolve');
const page = (app: App, url: string) => request(app.app).get(url).set('Accept-Encoding', 'identity');
const asAdmin = (app: App, req: request.Test) => req.set('Cookie', adminCookie);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-page-cache-'));
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'page-cache-session-secret-0123456789', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PUBLIC_URL: 'https://www.example.sg' });
  database = await openDatabase({});
  await prepareDatabase(database, config, pino({ level: 'silent' }));
  // two "server processes" on one database (PGlite: one instance, as src/server/test/second-app.ts does)
  one = await createApp({ config, database });
  two = await createApp({ config, database });
  // the session cookie is Secure in production: signed in as behind an HTTPS proxy
  const login = await request(one.app).post('/api/login').set('X-Forwarded-Proto', 'https').send({ username: 'admin', password: PASSWORD });
  expect(login.status).toBe(200);
  // supertest's agent keeps a Secure cookie off plain HTTP, so it is sent by hand
  adminCookie = [login.headers['set-cookie']].flat()[0]!.split(';')[0]!;
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  vi.restoreAllMocks();
  one.pageCache!.clear();
  two.pageCache!.clear();
});

describe('page cache', () => {
  it('when an anonymous visitor asks for a page again, then it comes from the cache with the same bytes', async () => {
    const renders = rendersOf(one);
    const first = await page(one, '/');
    const rendered = renders.mock.calls.length;

    const second = await page(one, '/');

    expect(first.status).toBe(200);
    expect(rendered).toBeGreaterThan(0);
    expect(renders.mock.calls.length).toBe(rendered);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.text).toContain(zhSite.home.hero.title);
  });

  it('when the visitor holds the page already, then If-None-Match answers 304', async () => {
    const first = await page(one, '/contact');

    const again = await page(one, '/contact').set('If-None-Match', first.headers.etag!);

    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('when the Chinese and the English page are asked for, then each language keeps its own page', async () => {
    await page(one, '/');
    await page(one, '/en');

    const [zh, en] = [await page(one, '/'), await page(one, '/en')];

    expect(zh.text).toContain('<html lang="zh-CN"');
    expect(zh.text).toContain(zhSite.home.hero.title);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain(enSite.home.hero.title);
  });

  it('when a crawler asks twice for a missing page or a redirecting one, then the second answer costs no render', async () => {
    const first = { missing: await page(one, '/no-such/page'), redirect: await page(one, '/immigration') };
    const renders = rendersOf(one);

    const second = { missing: await page(one, '/no-such/page'), redirect: await page(one, '/immigration') };

    expect(first.missing.status).toBe(404);
    expect(second.missing.status).toBe(404);
    expect(second.redirect.status).toBe(302);
    expect(second.redirect.headers.location).toBe(first.redirect.headers.location);
    expect(renders).not.toHaveBeenCalled();
    expect(one.pageCache!.stats().pages).toBe(2);
  });

  it('when staff are signed in, then they get their own render, and visitors never get it', async () => {
    const anonymous = await page(one, '/');
    const renders = rendersOf(one);

    const staff = await asAdmin(one, page(one, '/'));
    const afterStaff = await page(one, '/');

    expect(renders).toHaveBeenCalled();
    expect(staff.text).toContain(zhSite.layout.footer.signOut);
    expect(anonymous.text).not.toContain(zhSite.layout.footer.signOut);
    expect(afterStaff.text).not.toContain(zhSite.layout.footer.signOut);
    expect(afterStaff.text).toBe(anonymous.text);
  });

  it('when the page is asked for compressed, then it comes in the encoding asked for, with Vary', async () => {
    const plain = await page(one, '/');

    const br = await raw(one, '/', 'br');
    const gzip = await raw(one, '/', 'gzip, deflate');

    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.text);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.text.length / 3);
  });
});

describe('page cache: emptied by content writes, in every instance (an article\'s edit: the pages made from it)', () => {
  /** Both instances hold the page; `write` runs; both must render it again on the next visit. */
  async function expectEmptiedBy(write: () => Promise<unknown>, url = '/') {
    await page(one, url);
    await page(two, url);
    expect(one.pageCache!.stats().pages).toBeGreaterThan(0);
    expect(two.pageCache!.stats().pages).toBeGreaterThan(0);

    await write();

    await vi.waitFor(() => {
      expect(one.pageCache!.stats().pages).toBe(0);
      expect(two.pageCache!.stats().pages).toBe(0);
    });
  }

  /** Both instances hold `url`; `write` runs; both render that page again on their next visit (pages it did not change may stay). */
  async function expectDroppedBy(write: () => Promise<unknown>, url: string) {
    await page(one, url);
    await page(two, url);

    await write();

    for (const instance of [one, two]) {
      await vi.waitFor(async () => {
        const misses = instance.pageCache!.stats().misses;
        await page(instance, url);
        expect(instance.pageCache!.stats().misses).toBe(misses + 1);
      });
    }
  }

  it('when an article is created, changed and deleted (on the second instance), then both instances render again and show it', async () => {
    const title = `页面缓存测试文章 ${Date.now()}`;
    let created: Article | undefined;
    await expectEmptiedBy(async () => {
      const res = await asAdmin(two, request(two.app).post('/api/articles')).send({ title, content: '<p>页面缓存测试正文内容。</p>', category: 'news', status: 'Published' });
      expect(res.status).toBe(201);
      created = res.body as Article;
    }, '/news');
    expect((await page(one, `/news/${created!.id}`)).text).toContain(title);

    // an edit drops the pages made from the article (docs/decisions/0007-page-cache.md, issue 31)
    await expectDroppedBy(() => asAdmin(two, request(two.app).patch(`/api/articles/${created!.id}`)).send({ title: `${title} 改` }), `/news/${created!.id}`);
    expect((await page(one, `/news/${created!.id}`)).text).toContain(`${title} 改`);

    await expectEmptiedBy(() => asAdmin(one, request(one.app).delete(`/api/articles/${created!.id}`)), `/news/${created!.id}`);
    expect((await page(two, `/news/${created!.id}`)).status).toBe(404);
  });

  it('when a category is renamed, then both instances render again', async () => {
    const categories = (await request(one.app).get('/api/categories')).body as Category[];
    const category = categories.find((c) => c.type === 'immigration')!;

    await expectEmptiedBy(() => asAdmin(two, request(two.app).put(`/api/categories/${category.id}`)).send({ title: `${category.title}（缓存）` }));

    await asAdmin(one, request(one.app).put(`/api/categories/${category.id}`)).send({ title: category.title });
  });

  it('when the contact details change, then both instances render again with them', async () => {
    const contact = (await request(one.app).get('/api/contact')).body as { id: number; phone: string };
    const phone = `+65 6${String(Date.now()).slice(-7)}`;

    await expectEmptiedBy(() => asAdmin(one, request(one.app).put(`/api/contact/${contact.id}`)).send({ phone }), '/contact');

    expect((await page(two, '/contact')).text).toContain(phone);
  });
});

/** A GET with node's http client, which (unlike supertest) hands back the bytes as they came. */
async function raw(app: App, url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, agent: false, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}
