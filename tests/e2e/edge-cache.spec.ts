/**
 * The edge of the production server (docs/decisions/0019-edge-cache.md), on the production build:
 * kept pages answered by the listener ahead of Express with the stack's own headers and bytes,
 * writes that still show at once on another server through it, and CDN-ready headers on every
 * public route that never mark a personal answer shareable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/startup';
import type { Article } from '../../src/shared/schemas/articles';

const STAFF = { username: 'edge-staffer-7q', password: 'edge-cache-admin-pw' };
const ORIGIN = 'https://www.example.sg';
const distDir = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : undefined;
let dataDir: string;
let database: Database;
let one: App;
let two: App;
let staffCookie: string;

/** What a phone sends; through the app's own listener (lib/fast-path.ts), as the production server. */
const get = (app: App, url: string, encoding = 'gzip, deflate, br') => request(app.handler).get(url).set('Accept-Encoding', encoding).buffer(true).parse(rawBody);
/** the bytes as sent (superagent would decompress them) */
const rawBody = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
/** every header but those set per answer */
const stable = (res: request.Response) => {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers as Record<string, string>;
  return rest;
};
const shareable = (res: request.Response) => /\bpublic\b|s-maxage/.test(String(res.headers['cache-control'] ?? ''));
/** a page's body without the render's clock (TanStack Query's dehydrated timestamps): the same for every visitor, not per render */
const visible = (res: request.Response) => res.body.toString('utf8').replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-edge-'));
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'edge-cache-session-secret-0123456789', DATA_DIR: dataDir, ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PUBLIC_URL: ORIGIN });
  database = await openDatabase({});
  await prepareDatabase(database, config, pino({ level: 'silent' }));
  one = await createApp({ config, database, distDir });
  two = await createApp({ config, database, distDir });
  const login = await request(one.handler).post('/api/login').set('X-Forwarded-Proto', 'https').send(STAFF);
  expect(login.status).toBe(200);
  staffCookie = [login.headers['set-cookie']].flat()[0]!.split(';')[0]!;
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('kept pages ahead of Express', () => {
  it('when a page is kept, then the fast path answers it with the headers and bytes the stack sent, in every encoding', async () => {
    for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const stack = await get(one, '/en/contact', encoding);
      const renders = vi.spyOn(one.services.readModel, 'resolve');

      const fast = await get(one, '/en/contact', encoding);

      expect(renders).not.toHaveBeenCalled();
      renders.mockRestore();
      expect(fast.status).toBe(200);
      expect(stable(fast)).toEqual(stable(stack));
      expect(fast.body.equals(stack.body)).toBe(true);
      expect(fast.headers['x-request-id']).not.toBe(stack.headers['x-request-id']);
    }
  });

  it('when the visitor holds the kept version, then 304 with the same cache headers; HEAD has the headers and no body', async () => {
    const first = await get(one, '/contact');

    const again = await get(one, '/contact').set('If-None-Match', first.headers.etag!);
    const head = await request(one.handler).head('/contact').set('Accept-Encoding', 'gzip, deflate, br');

    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('when staff edit an article on one server, then the next anonymous page on the other is fresh within a second', async () => {
    const created = await request(one.handler).post('/api/articles').set('Cookie', staffCookie).set('X-Forwarded-Proto', 'https').send({ title: 'Edge before', content: '<p>x</p>', category: 'news', status: 'Published' });
    const article = created.body as Article;
    await get(two, `/news/${article.id}`);
    await get(two, `/news/${article.id}`); // kept on server two

    const edited = await request(one.handler).patch(`/api/articles/${article.id}`).set('Cookie', staffCookie).set('X-Forwarded-Proto', 'https').send({ title: 'Edge after' });
    expect(edited.status).toBe(200);
    const since = Date.now();
    let body = '';
    while (Date.now() - since < 1000 && !body.includes('Edge after')) body = (await get(two, `/news/${article.id}`, 'identity')).body.toString();

    expect(body).toContain('Edge after');
  });

  it('when staff ask for a kept page, then they get their own render, private and never stored', async () => {
    await get(one, '/privacy');
    await get(one, '/privacy');
    const renders = vi.spyOn(one.services.readModel, 'resolve');

    const res = await get(one, '/privacy', 'identity').set('Cookie', staffCookie);

    expect(renders).toHaveBeenCalled();
    renders.mockRestore();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

/** Every public page of the site (the sitemap lists each page and article, zh and en), the files and the public JSON. */
async function publicRoutes(): Promise<string[]> {
  const sitemap = (await get(one, '/sitemap.xml', 'identity')).body.toString();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, '') || '/');
  const articles = (await request(one.handler).get('/api/public/articles')).body as Article[];
  expect(pages.length).toBeGreaterThan(20);
  return [
    ...new Set([...pages, '/', '/en', '/contact', '/en/techdocs', '/privacy', '/news', '/search?q=visa', '/no-such-page', '/sitemap.xml', '/robots.txt']),
    '/api/public/articles',
    '/api/public/article-index',
    `/api/public/articles/${articles[0]!.id}`,
    '/api/public/home-content',
    '/api/public/trust-details',
    '/api/contact',
    '/api/categories',
    '/api/public/enquiry-token',
    '/api/user',
  ];
}

describe('CDN-ready headers', () => {
  it('when every public route is fetched by two visitors and by staff, then only impersonal answers are shareable, with an ETag and Vary', async () => {
    const routes = await publicRoutes();
    const problems: string[] = [];

    for (const route of routes) {
      // on two servers, so that each renders its own answer (a kept one would be equal anyway)
      const visitorA = await get(one, route, 'identity').set('X-Forwarded-For', '198.51.100.7');
      const visitorB = await get(two, route, 'identity').set('X-Forwarded-For', '203.0.113.80').set('Cookie', 'language=en; _ga=GA1.2.3');
      const staff = await get(one, route, 'identity').set('Cookie', staffCookie).set('X-Forwarded-Proto', 'https');
      for (const [who, res] of [['visitor', visitorA], ['visitor with cookies', visitorB], ['staff', staff]] as const) {
        if (!shareable(res)) continue;
        const isFile = /\.(txt|xml)$/.test(route);
        if (res.headers['set-cookie']) problems.push(`${route} (${who}): shareable with Set-Cookie`);
        if (/csrf/i.test(visible(res))) problems.push(`${route} (${who}): shareable with a CSRF token`);
        if (who === 'staff' && res.headers['content-type']?.startsWith('text/html')) problems.push(`${route} (staff): a signed-in page marked shareable`);
        if (!res.headers.etag && res.status === 200 && !isFile) problems.push(`${route} (${who}): shareable without an ETag`);
        if (!/accept-encoding/i.test(String(res.headers.vary ?? '')) && res.status === 200 && !isFile) problems.push(`${route} (${who}): shareable without Vary: Accept-Encoding`);
      }
      if (shareable(visitorA) && visible(visitorA) !== visible(visitorB)) problems.push(`${route}: shareable, but two visitors got different bodies`);
      // the staff's own answer may only be shareable if it is what anyone gets (an article's byline names its author for everyone)
      if (shareable(staff) && visible(staff) !== visible(visitorA)) problems.push(`${route}: the staff answer is shareable and differs from a visitor's`);
      if (visible(staff).includes(STAFF.username) && !visible(visitorA).includes(STAFF.username) && shareable(staff)) problems.push(`${route}: shareable with the staff name`);
    }

    expect(problems).toEqual([]);
  });

  it('when an anonymous visitor asks for pages and public JSON, then they are shareable; personal answers are private or no-store', async () => {
    const page = await get(one, '/en/contact');
    const home = await get(one, '/');
    const json = await get(one, '/api/public/home-content');
    const token = await get(one, '/api/public/enquiry-token');
    const user = await get(one, '/api/user').set('Cookie', staffCookie).set('X-Forwarded-Proto', 'https');
    const adminShell = await get(one, '/dashboard');

    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(home.headers.vary).toMatch(/Accept-Language/);
    expect(home.headers.vary).toMatch(/Cookie/);
    expect(json.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(token.headers['cache-control']).toMatch(/no-store/);
    expect(user.headers['cache-control']).toMatch(/no-store/);
    expect(adminShell.headers['cache-control']).toBe('private, no-store');
  });

  it('when a hashed asset is fetched, then it is immutable for a year', async () => {
    const html = (await get(one, '/en', 'identity')).body.toString();
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];

    const res = await get(one, asset);

    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
