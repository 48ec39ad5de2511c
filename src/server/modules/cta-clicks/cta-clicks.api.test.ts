import crypto from 'node:crypto';
import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { CtaClickTotals } from '../../../shared/schemas/cta-clicks';
import { openSecondApp } from '../../test/second-app';
import { setupApiSuite } from '../../test/test-app';
import { CTA_CLICK_BUFFER_MAX } from './cta-clicks.log';
import { CTA_CLICK_PATHS_PER_DAY, OTHER_PATH } from './cta-clicks.repository';
import { CTA_CLICKS_PER_MINUTE } from '../../lib/rate-limit';
import { singaporeDay } from './cta-clicks.service';

// docs/decisions/0028-booking-and-chat.md: taps on the ways to reach the firm, counted without cookies
const api = setupApiSuite();

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 24 * 60 * 60 * 1000;
const page = () => `/immigration/ep-${crypto.randomBytes(5).toString('hex')}`;
const daysAgo = (n: number) => singaporeDay(new Date(Date.now() - n * DAY_MS));

/** A tap as the site's script sends it: a JSON string through navigator.sendBeacon, so text/plain, same-origin. */
const beacon = (app: Express, body: string) =>
  request(app)
    .post('/api/public/cta-clicks')
    .set('Host', 'localhost')
    .set('Origin', 'http://localhost')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('User-Agent', BROWSER)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(body);
const tap = (app: Express, kind: string, path: string) => beacon(app, JSON.stringify({ kind, path }));

type Rows<T> = { rows: T[] };
async function stored(where = sql`true`): Promise<{ day: string; kind: string; path: string; clicks: number }[]> {
  const result = (await api.t.database.db.execute(sql`SELECT day::text AS day, kind, path, clicks FROM cta_clicks WHERE ${where} ORDER BY day, kind, path`)) as unknown as Rows<{
    day: string;
    kind: string;
    path: string;
    clicks: number;
  }>;
  return result.rows.map((r) => ({ ...r, clicks: Number(r.clicks) }));
}
const clicksOn = async (path: string) => (await stored(sql`path = ${path}`)).reduce((n, r) => n + r.clicks, 0);

async function totals(days: number): Promise<CtaClickTotals> {
  const res = await api.admin.get(`/api/cta-clicks?days=${days}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CtaClickTotals;
}

describe('counting a tap', () => {
  it('when a visitor taps WhatsApp, then the beacon is answered 204 and, after the flush, counted once for today and that page', async () => {
    const path = page();
    const before = await totals(1);

    const res = await tap(api.t.app, 'whatsapp', path);
    const unflushed = await clicksOn(path);
    await api.t.built.ctaClicks.flush();

    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(unflushed).toBe(0);
    expect(await stored(sql`path = ${path}`)).toEqual([{ day: daysAgo(0), kind: 'whatsapp', path, clicks: 1 }]);
    const after = await totals(1);
    expect(after.byKind.whatsapp).toBe(before.byKind.whatsapp + 1);
    expect(after.topPages).toContainEqual({ path, kind: 'whatsapp', clicks: 1 });
  });

  it('when a tap is posted as application/json, then it is counted like a beacon', async () => {
    const path = page();

    const res = await api.anon().post('/api/public/cta-clicks').set('User-Agent', BROWSER).send({ kind: 'phone', path });
    await api.t.built.ctaClicks.flush();

    expect(res.status).toBe(204);
    expect(await clicksOn(path)).toBe(1);
  });

  it('when a crawler, a script without a user agent, signed-in staff or a visitor asking not to be tracked tap, then they are answered 204 and not counted', async () => {
    const path = page();

    const crawler = await api.anon().post('/api/public/cta-clicks').set('User-Agent', CRAWLER).send({ kind: 'wechat', path });
    const script = await api.anon().post('/api/public/cta-clicks').set('User-Agent', '').send({ kind: 'wechat', path });
    const staff = await api.admin.post('/api/public/cta-clicks').set('User-Agent', BROWSER).send({ kind: 'wechat', path });
    // the same rules as every counted event (docs/decisions/0029-analytics.md)
    const doNotTrack = await api.anon().post('/api/public/cta-clicks').set('User-Agent', BROWSER).set('DNT', '1').send({ kind: 'wechat', path });
    const gpc = await api.anon().post('/api/public/cta-clicks').set('User-Agent', BROWSER).set('Sec-GPC', '1').send({ kind: 'wechat', path });
    await api.t.built.ctaClicks.flush();

    expect([crawler.status, script.status, staff.status, doNotTrack.status, gpc.status]).toEqual([204, 204, 204, 204, 204]);
    expect(await clicksOn(path)).toBe(0);
  });

  it('when another site posts a tap, then it is refused and not counted', async () => {
    const path = page();

    const res = await tap(api.t.app, 'email', path).set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://evil.example');
    await api.t.built.ctaClicks.flush();

    expect(res.status).toBe(403);
    expect(await clicksOn(path)).toBe(0);
  });

  it('when two servers count taps on one page, then the table holds their sum', async () => {
    const second = await openSecondApp(api.t);
    const path = page();
    try {
      await tap(api.t.app, 'wechat', path);
      await tap(second.app, 'wechat', path);
      await tap(second.app, 'wechat', path);
      await Promise.all([api.t.built.ctaClicks.flush(), second.ctaClicks.flush()]);
    } finally {
      await second.close();
    }

    expect(await stored(sql`path = ${path}`)).toEqual([{ day: daysAgo(0), kind: 'wechat', path, clicks: 3 }]);
  });
});

describe('refusing junk', () => {
  it('when a tap names an unknown kind, a 10 KB path, a path without a slash or is not JSON, then 400 and nothing is stored', async () => {
    const before = await stored();
    const bodies = [
      JSON.stringify({ kind: 'fax', path: page() }),
      JSON.stringify({ kind: 'whatsapp', path: `/${'a'.repeat(10_000)}` }),
      JSON.stringify({ kind: 'whatsapp', path: 'immigration/ep' }),
      JSON.stringify({ kind: 'whatsapp', path: '/immigration?utm_source=x' }),
      JSON.stringify({ kind: 'whatsapp' }),
      '{"kind":',
      '',
    ];

    const answers = [];
    for (const body of bodies) answers.push(await beacon(api.t.app, body));
    await api.t.built.ctaClicks.flush();

    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 400));
    for (const res of answers) expect(res.body).toMatchObject({ code: expect.stringMatching(/^(VALIDATION|BAD_REQUEST)$/) });
    expect(await stored()).toEqual(before);
  });

  it(`when one address taps more than ${CTA_CLICKS_PER_MINUTE} times in a minute, then the rest are refused with 429 and not counted`, async () => {
    const second = await openSecondApp(api.t);
    // the limit is kept in the database for every server: forget the taps the tests above made from this address
    await api.t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'cta-click-ip%'`);
    const path = page();
    const statuses: number[] = [];
    try {
      for (let i = 0; i <= CTA_CLICKS_PER_MINUTE; i++) statuses.push((await tap(second.app, 'book', path)).status);
      await second.ctaClicks.flush();
    } finally {
      await second.close();
    }

    expect(statuses.filter((s) => s === 204)).toHaveLength(CTA_CLICKS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    expect(await clicksOn(path)).toBe(CTA_CLICKS_PER_MINUTE);
  });
});

describe('bounds', () => {
  it(`when 5,000 distinct pages are tapped on one day across flushes, then the day keeps ${CTA_CLICK_PATHS_PER_DAY} pages and counts the rest under ${OTHER_PATH}`, async () => {
    const at = new Date(Date.now() - 100 * DAY_MS);
    const log = api.t.built.ctaClicks;

    for (let batch = 0; batch < 10; batch++) {
      for (let i = 0; i < 500; i++) log.record({ kind: 'whatsapp', path: `/news/bound-${batch}-${i}` }, at);
      await log.flush();
    }

    const rows = await stored(sql`day = ${singaporeDay(at)}`);
    expect(rows.filter((r) => r.path !== OTHER_PATH)).toHaveLength(CTA_CLICK_PATHS_PER_DAY);
    expect(rows.find((r) => r.path === OTHER_PATH)).toMatchObject({ kind: 'whatsapp', clicks: 5000 - CTA_CLICK_PATHS_PER_DAY });
    expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(5000);
  });

  it('when 5,000 distinct pages are tapped at once on one server, then it holds a bounded number of pages and loses no tap', async () => {
    const at = new Date(Date.now() - 101 * DAY_MS);
    const log = api.t.built.ctaClicks;

    for (let i = 0; i < 5000; i++) log.record({ kind: 'phone', path: `/news/burst-${i}` }, at);
    await log.flush();

    // the pages of the write under way and of the buffer behind it; the rest waited under OTHER_PATH
    const rows = await stored(sql`day = ${singaporeDay(at)}`);
    expect(rows.filter((r) => r.path !== OTHER_PATH).length).toBeLessThanOrEqual(2 * CTA_CLICK_BUFFER_MAX);
    expect(rows.find((r) => r.path === OTHER_PATH)?.clicks).toBeGreaterThanOrEqual(5000 - 2 * CTA_CLICK_BUFFER_MAX);
    expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(5000);
  });

  it('when a flush writes, then days older than 400 are deleted and younger ones kept', async () => {
    const [old, kept] = [daysAgo(401), daysAgo(399)];
    await api.t.database.db.execute(sql`INSERT INTO cta_clicks (day, kind, path, clicks) VALUES (${old}, 'email', '/contact', 4), (${kept}, 'email', '/contact', 2)`);

    api.t.built.ctaClicks.record({ kind: 'email', path: page() });
    await api.t.built.ctaClicks.flush();

    expect(await stored(sql`day IN (${old}::date, ${kept}::date)`)).toEqual([{ day: kept, kind: 'email', path: '/contact', clicks: 2 }]);
  });
});

describe('the totals', () => {
  it('when taps are older than the days asked for, then they are left out', async () => {
    const path = page();
    const [in30, before30] = [await totals(30), await totals(31)];

    await api.t.database.db.execute(sql`INSERT INTO cta_clicks (day, kind, path, clicks) VALUES (${daysAgo(29)}, 'email', ${path}, 3), (${daysAgo(30)}, 'email', ${path}, 5)`);

    expect((await totals(30)).byKind.email).toBe(in30.byKind.email + 3);
    expect((await totals(31)).byKind.email).toBe(before30.byKind.email + 8);
    expect(Object.keys((await totals(30)).byKind).sort()).toEqual(['book', 'email', 'enquire', 'phone', 'wechat', 'whatsapp']);
  });

  it('when the days asked for are out of range, then 400', async () => {
    const res = await api.admin.get('/api/cta-clicks?days=0');

    expect(res.status).toBe(400);
  });
});
