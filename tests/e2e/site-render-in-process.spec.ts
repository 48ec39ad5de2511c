/**
 * Server rendering reads its data in process (docs/decisions/0002-render-transport.md): a server
 * bound to an address that 127.0.0.1 does not reach still renders every public template with its
 * content, no render makes an HTTP request, and under many concurrent visitors a page is either
 * rendered or a 5xx, never a 200 of loading spinners.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/startup';
import type { Article } from '../../src/shared/schemas/articles';
import zhSite from '../../src/client/i18n/locales/zh/site';

const HOST = '127.0.0.2';
let dataDir: string;
let database: Database;
let built: App;
let server: http.Server;
let fetches = 0;
const realFetch = globalThis.fetch;

/** A GET with node's http client (not fetch, which the test counts), redirects not followed. */
function get(urlPath: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: HOST, port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const json = async <T>(urlPath: string) => JSON.parse((await get(urlPath)).body) as T;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-in-process-'));
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'in-process-session-secret-0123456789', DATA_DIR: dataDir, ADMIN_PASSWORD: 'in-process-admin', LOG_LEVEL: 'silent', ALLOWED_HOSTS: HOST });
  database = await openDatabase({});
  await prepareDatabase(database, config, pino({ level: 'silent' }));
  built = await createApp({ config, database });
  server = await new Promise((resolve, reject) => {
    const s = built.app.listen(0, HOST, () => resolve(s)).on('error', reject);
  });
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    fetches++;
    return realFetch(...args);
  };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await built?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server rendering in process', () => {
  it('when the server listens where 127.0.0.1 cannot reach it, then every public template renders its content with no HTTP request', async () => {
    const immigration = await json<Article[]>('/api/public/articles/bycategory/singapore-immigration');
    const news = await json<Article[]>('/api/public/articles/bytype/news');
    const service = immigration.find((a) => a.articleId === 'self-employed')!;
    const before = fetches;

    const pages = {
      home: await get('/'),
      homeEn: await get('/en/'),
      service: await get('/immigration/self-employed'),
      news: await get(`/news/${news[0]!.id}`),
      contact: await get('/contact'),
      techdocs: await get('/techdocs'),
      section: await get('/immigration'),
      missing: await get('/no-such-page/at-all'),
      sitemap: await get('/sitemap.xml'),
    };

    expect(fetches).toBe(before);
    expect(pages.home.status).toBe(200);
    expect(pages.home.body).toContain(zhSite.home.hero.title);
    expect(pages.homeEn.status).toBe(200);
    expect(pages.service.status).toBe(200);
    expect(pages.service.body).toContain(service.title);
    expect(pages.news.status).toBe(200);
    expect(pages.news.body).toContain(news[0]!.title);
    expect(pages.contact.status).toBe(200);
    expect(pages.techdocs.status).toBe(200);
    expect(pages.section.status).toBe(302);
    expect(pages.missing.status).toBe(404);
    expect(pages.sitemap.body).toContain(`/news/${news[0]!.id}`);
  });

  it('when 200 visitors ask for pages at once, then each page is rendered with its content or answered 5xx, never a 200 without it', async () => {
    const immigration = await json<Article[]>('/api/public/articles/bycategory/singapore-immigration');
    const title = immigration.find((a) => a.articleId === 'self-employed')!.title;

    const answers = await Promise.all(Array.from({ length: 200 }, () => get('/immigration/self-employed')));

    const spinners = answers.filter((a) => a.status === 200 && !a.body.includes(title));
    expect(spinners).toHaveLength(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });
});
