import crypto from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATHS_MAX, type NotFoundEntry, type NotFoundList } from '../../../shared/schemas/redirects';
import { activeColleague } from '../auth/staff.fixtures';
import { startRedirectsSite, type RedirectsSite } from './redirects.fixtures';

// docs/decisions/0027-found-and-shared.md: the addresses visitors could not reach, counted and bounded
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

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const word = () => crypto.randomBytes(6).toString('hex');
/** A page the stand-in build answers 404. */
const missing = () => `/no-such-${word()}`;

async function notFound(query: string): Promise<NotFoundList> {
  const res = await admin.get(`/api/redirects/not-found?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NotFoundList;
}
const entryOf = (list: NotFoundList, path: string): NotFoundEntry | undefined => list.items.find((e) => e.path === path);

describe('the dashboard', () => {
  it('when people miss addresses this month, then roles managing the site see how many distinct ones, and others do not', async () => {
    const sales = await activeColleague(t, admin, 'sales');
    const editor = await activeColleague(t, admin, 'editor');
    const start = (await editor.agent.get('/api/dashboard')).body.notFoundThisMonth as number;

    for (const path of [missing(), missing()]) await http.get(path, { 'user-agent': BROWSER });
    await http.get(missing(), { 'user-agent': CRAWLER });
    await site.redirects.notFound.flush();

    expect((await editor.agent.get('/api/dashboard')).body.notFoundThisMonth).toBe(start + 2);
    expect((await admin.get('/api/dashboard')).body.notFoundThisMonth).toBe(start + 2);
    expect((await sales.agent.get('/api/dashboard')).body).not.toHaveProperty('notFoundThisMonth');
  });
});

describe('counting addresses not found', () => {
  it('when visitors and crawlers ask for missing pages, then each is counted by its path without the query, with when and whence, and crawlers flagged', async () => {
    const [page, crawled, scripted] = [missing(), missing(), missing()];

    await http.get(`${page}?utm_source=wechat`, { 'user-agent': BROWSER, referer: 'https://partner.example/links' });
    await http.get(`${page}?utm_source=wechat`, { 'user-agent': BROWSER }); // the cached 404, answered by the fast path
    await http.get(`${page}?b=2`, { 'user-agent': CRAWLER });
    await http.get(crawled, { 'user-agent': CRAWLER });
    await http.get(scripted);
    await site.redirects.notFound.flush();

    const all = await notFound('range=all&bots=true&limit=100');
    const people = await notFound('range=month&limit=100');
    expect(entryOf(all, page)).toMatchObject({ hits: 3, referrer: 'https://partner.example/links', bot: false });
    expect(entryOf(all, crawled)).toMatchObject({ hits: 1, referrer: null, bot: true });
    expect(entryOf(all, scripted)).toMatchObject({ bot: true });
    expect(Date.parse(entryOf(all, page)!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(entryOf(all, page)!.firstSeenAt));
    expect(entryOf(people, page)).toMatchObject({ hits: 3 });
    expect(entryOf(people, crawled)).toBeUndefined();
    expect(all.items.some((e) => e.path.includes('?'))).toBe(false);
  });

  it('when a service address is unknown, then its fallback to the section is counted too', async () => {
    const fallback = `/go/${encodeURIComponent(`/immigration/x-${word()}?not-found`)}`;

    const res = await http.get(fallback, { 'user-agent': BROWSER });
    await site.redirects.notFound.flush();

    expect(res.status).toBe(302);
    expect(entryOf(await notFound('range=all&limit=100'), fallback)).toMatchObject({ hits: 1 });
  });

  it('when staff redirect an address visitors missed, then the not-found list leaves it out and the address leads on', async () => {
    const page = missing();
    await http.get(page, { 'user-agent': BROWSER });
    await site.redirects.notFound.flush();
    expect(entryOf(await notFound('range=month&limit=100'), page)).toBeDefined();

    const saved = await admin.post('/api/redirects').send({ fromPath: page, toPath: '/contact', status: 301 });

    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(entryOf(await notFound('range=month&limit=100'), page)).toBeUndefined();
    expect(entryOf(await notFound('range=all&bots=true&limit=100'), page)).toBeUndefined();
    expect((await http.get(page, { 'user-agent': BROWSER })).status).toBe(301);
  });

  it('when a path was last missed in an earlier month, then this month\'s list leaves it out and the whole log keeps it', async () => {
    const old = missing();
    await t.database.db.execute(sql`INSERT INTO not_found_paths (path, hits, month_hits, month_start, first_seen_at, last_seen_at, bot)
      VALUES (${old}, 40000, 40, now() - interval '70 days', now() - interval '90 days', now() - interval '60 days', false)`);

    const month = await notFound('range=month&limit=100');
    const all = await notFound('range=all&limit=100');

    expect(entryOf(month, old)).toBeUndefined();
    expect(all.items[0]).toMatchObject({ path: old, hits: 40000 });
  });

  it('when 10,000 distinct junk addresses are asked for, then the log keeps at most its bound, the newest ones, and the server\'s memory stays put', { timeout: 180_000 }, async () => {
    // the log nearly full of addresses last seen long ago
    await t.database.db.execute(sql`INSERT INTO not_found_paths (path, hits, month_hits, month_start, first_seen_at, last_seen_at, bot)
      SELECT '/long-ago-' || n, 1, 1, now() - interval '400 days', now() - interval '400 days', now() - interval '400 days' + n * interval '1 second', false
      FROM generate_series(1, ${NOT_FOUND_PATHS_MAX - 500}) AS n`);
    const before = heapAfterGc();

    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 10_000) {
          const n = next++;
          const res = await http.get(`/no-such-junk-${n}-${word()}?q=${n}`, { 'user-agent': n % 2 ? CRAWLER : BROWSER });
          expect(res.status).toBe(404);
        }
      }),
    );
    await site.redirects.notFound.flush();

    const grown = heapAfterGc() - before;
    const counts = (await t.database.db.execute(
      sql`SELECT count(*)::int AS rows, count(*) FILTER (WHERE path LIKE '/no-such-junk-%')::int AS junk, count(*) FILTER (WHERE path LIKE '/long-ago-%')::int AS old,
        count(*) FILTER (WHERE path LIKE '/no-such-junk-%' AND bot)::int AS bots, count(*) FILTER (WHERE path LIKE '%?%')::int AS queries FROM not_found_paths`,
    )) as unknown as { rows: { rows: number; junk: number; old: number; bots: number; queries: number }[] };
    const { rows, junk, old, bots, queries } = counts.rows[0]!;
    expect(rows).toBeLessThanOrEqual(NOT_FOUND_PATHS_MAX);
    expect(junk).toBeGreaterThan(5_000);
    expect(old).toBeLessThan(NOT_FOUND_PATHS_MAX - 500);
    expect(bots).toBeGreaterThan(0);
    expect(bots).toBeLessThan(junk);
    expect(queries).toBe(0);
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });
});

/** The heap after a full collection (the flag set at run time, so the suite needs no --expose-gc). */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}
