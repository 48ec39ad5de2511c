import crypto from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import type { CompressedStatic } from './static-assets';
import { listen, standInBuild, type RawAnswer } from '../test/stand-in-build';
import { createTestApp, type TestApp } from '../test/test-app';

// docs/decisions/0020-edge-hardening.md: bounded memory, redirects that stay on the site, helmet's headers everywhere
const METRICS_TOKEN = 'edge-metrics-token-0123456789abcdef';
let t: TestApp;
let build: ReturnType<typeof standInBuild>;
let site: App;
let http: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp();
  build = standInBuild();
  site = await createApp({ config: { ...t.config, metricsToken: METRICS_TOKEN }, database: t.database, distDir: build.dir });
  http = await listen(site.handler);
});
afterAll(async () => {
  await http?.close();
  await site?.close();
  build?.remove();
  await t?.close();
});

/** Runs `count` requests, `concurrency` at a time. */
async function flood(count: number, concurrency: number, one: (n: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await one(next++);
  }));
}

/** The heap after a full collection (the flag set at run time, so the suite needs no --expose-gc). */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

const letters = (n: number) => crypto.randomBytes(n).toString('base64url').replace(/[^A-Za-z]/g, 'x').slice(0, n);

describe('bounded memory', () => {
  it('when 20,000 distinct junk .js paths are asked for with br, then the static handler keeps only the build\'s files and the heap stays put', { timeout: 120_000 }, async () => {
    const assets = site.app.locals.staticAssets as CompressedStatic;
    const real = await http.get(build.assets[0]!, { 'accept-encoding': 'br' });
    const before = heapAfterGc();

    await flood(20_000, 16, () => http.get(`/${letters(1000)}.js`, { 'accept-encoding': 'br' }).then((res) => expect(res.status).toBe(404)));

    const grown = heapAfterGc() - before;
    expect(real.headers['content-encoding']).toBe('br');
    expect(assets.keptVariants()).toBe(1);
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  });

  it('when thousands of distinct page addresses are asked for, then the page cache keeps a bounded share of them and the site\'s pages stay', { timeout: 60_000 }, async () => {
    await http.get('/');
    await http.get('/');

    await flood(3000, 16, (n) => http.get(n % 2 ? `/?junk=${n}` : `/no-such-page-${n}`));

    const stats = site.pageCache!.stats();
    expect(stats.pages).toBeLessThanOrEqual(260);
    const renders = stats.misses;
    await http.get('/');
    expect(site.pageCache!.stats().misses).toBe(renders);
  });

  it('when forged session cookies ask for a page, then the kept anonymous page answers them without a render', async () => {
    await http.get('/contact');
    const renders = site.pageCache!.stats().misses;

    const answers = await Promise.all(Array.from({ length: 20 }, () => http.get('/contact', { cookie: `sid=s%3A${letters(32)}.${letters(43)}` })));

    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(answers[0]!.headers['cache-control']).not.toContain('private');
    expect(answers[0]!.headers['set-cookie']).toBeUndefined();
    expect(site.pageCache!.stats().misses).toBe(renders);
  });
});

/** A redirect must stay on this site: a path with exactly one leading slash. */
function expectOnSite(res: RawAnswer, probe: string): void {
  if (res.status < 300 || res.status >= 400) return;
  const location = String(res.headers.location);
  expect(location, `${probe} -> ${location}`).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, 'http://site.test').host, `${probe} -> ${location}`).toBe('site.test');
}

describe('redirects stay on the site', () => {
  const probes = [
    '/en//evil.example?lang=zh',
    '/.//evil.example?lang=x',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example?lang=en',
    '/\\evil.example',
    '/\\evil.example?lang=en',
    '/%5Cevil.example',
    '/%5Cevil.example?lang=en',
    '/%5C%5Cevil.example?lang=zh',
    '/\\/evil.example?lang=en',
    '/en/\\evil.example?lang=zh',
    '/en/%5C%5Cevil.example?lang=zh',
    '/en/%2F%2Fevil.example?lang=zh',
    '/en/..//evil.example?lang=zh',
    '//evil.example',
    '//evil.example?lang=en',
    '/en//dashboard',
    '/en//articles?lang=en',
    '/en/\\articles',
    '/en/%2Fdashboard',
    '/go//evil.example',
    '/go/%5C%5Cevil.example',
    '/go/%2F%2Fevil.example',
    '/index.html',
  ];

  it.each(probes)('when %s is asked for, then any Location is a path on this site', async (probe) => {
    const res = await http.get(probe);

    expect(res.status).toBeLessThan(500);
    expectOnSite(res, probe);
  });

  it('when a visitor-made address asks for another language, then the redirect keeps the path on this site', async () => {
    const doubled = await http.get('/en//evil.example?lang=zh');
    const dotted = await http.get('/.//evil.example?lang=x');
    const backslash = await http.get('/en/\\evil.example?lang=zh');

    expect([doubled.status, dotted.status, backslash.status]).toEqual([301, 301, 301]);
    expect(doubled.headers.location).toBe('/evil.example');
    expect(dotted.headers.location).toBe('/evil.example');
    expect(backslash.headers.location).toBe('/evil.example');
  });

  it('when the old ?lang= address is asked for, then it still redirects to the same page in that language', async () => {
    const en = await http.get('/contact?lang=en&utm_source=x');
    const zh = await http.get('/en/contact?lang=zh');
    const admin = await http.get('/en/dashboard');

    expect(en.headers.location).toBe('/en/contact?utm_source=x');
    expect(zh.headers.location).toBe('/contact');
    expect(admin.headers.location).toBe('/dashboard');
  });

  it('when an English-preferring browser first visits /, then it goes to /en on this site', async () => {
    const res = await http.get('/?utm_source=x', { 'accept-language': 'en-GB,en;q=0.9' });

    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en?utm_source=x');
  });

  it('when a route redirects to a visitor-made target, then the Location is normalised (and kept so)', async () => {
    const first = await http.get('/go//evil.example');
    const kept = await http.get('/go//evil.example');

    expect(first.headers.location).toBe('/evil.example');
    expect(kept.headers.location).toBe('/evil.example');
  });
});

describe('security headers on every answer', () => {
  const expectSecure = (res: RawAnswer, what: string) => {
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['content-security-policy'], what).toContain("default-src 'self'");
    expect(res.headers['referrer-policy'], what).toBe('no-referrer');
    expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  };

  it('when the health check, /metrics or a refused host is answered, then it carries helmet\'s headers', async () => {
    const health = await http.get('/api/health');
    const ready = await http.get('/api/ready');
    const metrics = await http.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const noMetrics = await http.get('/metrics');
    const badHost = await http.get('/', { host: 'evil.example' });

    expect([health.status, metrics.status, noMetrics.status, badHost.status]).toEqual([200, 200, 404, 400]);
    for (const [what, res] of Object.entries({ health, ready, metrics, noMetrics, badHost })) expectSecure(res, what);
  });

  it('when a public read, a page and a 304 come from what was kept, then they carry the same headers', async () => {
    await http.get('/api/public/home-content?lang=en');
    const json = await http.get('/api/public/home-content?lang=en');
    await http.get('/en');
    const page = await http.get('/en');
    const notModified = await http.get('/en', { 'if-none-match': String(page.headers.etag) });
    const jsonNotModified = await http.get('/api/public/home-content?lang=en', { 'if-none-match': String(json.headers.etag) });

    expect([json.status, page.status, notModified.status, jsonNotModified.status]).toEqual([200, 200, 304, 304]);
    for (const [what, res] of Object.entries({ json, page, notModified, jsonNotModified })) expectSecure(res, what);
  });
});
