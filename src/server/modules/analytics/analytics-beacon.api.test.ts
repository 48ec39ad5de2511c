import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_VISITOR_DAY, ANALYTICS_PATH_MAX } from '../../../shared/schemas/analytics';
import { openSecondApp } from '../../test/second-app';
import { setupApiSuite } from '../../test/test-app';
import { ANALYTICS_BUFFER_MAX, ANALYTICS_FLUSH_AT } from './analytics.log';
import { ANALYTICS_ROLLUP_JOB } from './analytics.rollup';
import { browser, counts, daysAgo, DESKTOP, noonOf, reportOf, sendBeacon, settle, uniquePath, visit } from './analytics.fixtures';

// docs/decisions/0029-analytics.md: visits counted without cookies, from a beacon each page sends
const api = setupApiSuite();

type Rows<T> = { rows: T[] };
const today = () => daysAgo(0);
const pageRow = async (path: string, day = today()) => (await reportOf(api.admin, { from: day, to: day })).pages.find((r) => r.value === path);
const storedOn = async (path: string) =>
  Number(((await api.t.database.db.execute(sql`SELECT count(*) AS n FROM analytics_events WHERE path = ${path}`)) as unknown as Rows<{ n: number }>).rows[0]!.n);

describe('the beacon', () => {
  it('when a visitor is shown a page, then 204 without a cookie and, once rolled up, the page counts one visitor and one view', async () => {
    const path = uniquePath();

    const res = await sendBeacon(api.t.app, { name: 'pageview', path: `${path}/`, referrer: 'https://www.google.com/search?q=ep' });
    await settle([api.t.built]);

    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pageRow(path)).toMatchObject({ value: path, visitors: 1, views: 1 });
  });

  it('when a beacon names an unknown event, an enquiry, a path too long or is not JSON, then 400 and nothing is stored', async () => {
    const path = uniquePath();
    const bodies = [
      { name: 'click', path },
      { name: 'enquiry', path },
      { name: 'pageview', path: `/${'a'.repeat(ANALYTICS_PATH_MAX)}` },
      { name: 'pageview', path, referrer: `https://example.com/${'q'.repeat(600)}` },
      { name: 'pageview', path, extra: 1 },
      { name: 'cta', kind: 'fax', path },
      '{"name":',
    ];

    const answers = [];
    for (const body of bodies) answers.push(await sendBeacon(api.t.app, body));
    await api.t.built.analytics.log.flush();

    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 400));
    for (const res of answers) expect(res.body).toMatchObject({ code: expect.stringMatching(/^(VALIDATION|BAD_REQUEST)$/) });
    expect(await storedOn(path)).toBe(0);
  });

  it('when the browser asks not to be tracked, is a crawler or headless, has no user agent, prefetches, or staff is signed in, then 204 and nothing is counted', async () => {
    const path = uniquePath();
    const beacon = { name: 'pageview', path };
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36';

    const answers = await Promise.all([
      sendBeacon(api.t.app, beacon).set('DNT', '1'),
      sendBeacon(api.t.app, beacon).set('Sec-GPC', '1'),
      sendBeacon(api.t.app, beacon, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
      sendBeacon(api.t.app, beacon, headless),
      sendBeacon(api.t.app, beacon, ''),
      sendBeacon(api.t.app, beacon).set('Sec-Purpose', 'prefetch;prerender'),
      sendBeacon(api.t.app, beacon).set('Purpose', 'prefetch'),
      sendBeacon(api.t.app, beacon).set('X-Moz', 'prefetch'),
      api.admin.post('/api/public/events').set('User-Agent', DESKTOP).send(beacon),
    ]);
    await settle([api.t.built]);

    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 204));
    expect(await storedOn(path)).toBe(0);
    expect(await pageRow(path)).toBeUndefined();
  });

  it('when a tap is sent as an event or to the older tap beacon, then both count in the taps and in the tap totals', async () => {
    const path = uniquePath('/immigration');
    const before = (await api.admin.get('/api/cta-clicks?days=1')).body.byKind.whatsapp as number;

    const event = await sendBeacon(api.t.app, { name: 'cta', kind: 'whatsapp', path });
    const older = await request(api.t.app).post('/api/public/cta-clicks').set('User-Agent', browser()).send({ kind: 'whatsapp', path });
    await Promise.all([api.t.built.ctaClicks.flush(), settle([api.t.built])]);

    expect([event.status, older.status]).toEqual([204, 204]);
    expect((await api.admin.get('/api/cta-clicks?days=1')).body.byKind.whatsapp).toBe(before + 2);
    expect(await storedOn(path)).toBe(2);
  });
});

describe('the visitor key', () => {
  it("when the Singapore day turns, then the same browser gets another key, and the day before's salt is deleted", async () => {
    const [before, after] = [daysAgo(12), daysAgo(11)];
    const { recorder } = api.t.built.analytics;
    const someone = visit(browser());
    const field = { name: 'pageview' as const, path: '/' };

    const evening = await recorder.eventOf(someone, field, new Date(`${before}T23:59:59.999+08:00`));
    const night = await recorder.eventOf(someone, field, new Date(`${before}T23:30:00+08:00`));
    const midnight = await recorder.eventOf(someone, field, new Date(`${after}T00:00:00+08:00`));
    const salts = (await api.t.database.db.execute(sql`SELECT day::text AS day FROM analytics_salts`)) as unknown as Rows<{ day: string }>;

    expect(evening?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(night?.visitor).toBe(evening?.visitor);
    expect([evening?.day, midnight?.day]).toEqual([before, after]);
    expect(midnight?.visitor).not.toBe(evening?.visitor);
    expect(salts.rows.map((r) => r.day)).not.toContain(before);
    expect(salts.rows.map((r) => r.day)).toContain(after);
  });
});

describe('several servers', () => {
  it('when two servers record one visitor and both run the job, then the visitor counts once and the job ran on one', async () => {
    const second = await openSecondApp(api.t);
    const path = uniquePath();
    const [someone, other] = [browser(), browser()];
    try {
      await sendBeacon(api.t.app, { name: 'pageview', path }, someone);
      await sendBeacon(second.app, { name: 'pageview', path }, someone);
      await sendBeacon(second.app, { name: 'pageview', path }, other);
      await Promise.all([api.t.built.analytics.log.flush(), second.analytics.log.flush()]);
      await api.t.database.db.execute(sql`UPDATE scheduled_jobs SET next_run_at = now() - interval '1 minute' WHERE name = ${ANALYTICS_ROLLUP_JOB}`);
      const started = new Date();

      const ran = (await Promise.all([api.t.built.scheduler.tick(), second.scheduler.tick()])).flat().filter((name) => name === ANALYTICS_ROLLUP_JOB);
      const job = (await api.t.database.db.execute(sql`SELECT last_run_at FROM scheduled_jobs WHERE name = ${ANALYTICS_ROLLUP_JOB}`)) as unknown as Rows<{ last_run_at: string }>;
      const once = await pageRow(path);
      await Promise.all([api.t.built.analytics.rollUp(), second.analytics.rollUp()]);

      expect(ran.length).toBeLessThanOrEqual(1);
      expect(new Date(job.rows[0]!.last_run_at).getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
      expect(once).toMatchObject({ visitors: 2, views: 3 });
      expect(await pageRow(path)).toMatchObject({ visitors: 2, views: 3 });
    } finally {
      await second.close();
    }
  });
});

describe('floods', () => {
  // 500 posts show the limit as well as 10,000 would, in a fraction of the time (each is a counter's write)
  it(`when one address sends 500 events at once, then past ${ANALYTICS_EVENTS_PER_MINUTE} a minute they are refused with 429`, async () => {
    // the limit is kept in the database for every server: forget the events the tests above sent from this address
    await api.t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'analytics-ip%'`);
    const server = http.createServer(api.t.app).listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const path = uniquePath();
    const statuses: number[] = [];
    try {
      for (let sent = 0; sent < 500; sent += 100) {
        const batch = Array.from({ length: 100 }, () => sendBeacon(url, { name: 'pageview', path }).then((r) => r.status));
        statuses.push(...(await Promise.all(batch)));
      }
    } finally {
      server.close();
    }
    await settle([api.t.built]);

    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(ANALYTICS_EVENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(500 - ANALYTICS_EVENTS_PER_MINUTE);
    expect((await pageRow(path))?.views).toBeLessThanOrEqual(ANALYTICS_EVENTS_PER_MINUTE);
  });

  it(`when 10,000 events of one visitor get past the limit, then the day counts at most ${ANALYTICS_EVENTS_PER_VISITOR_DAY} of them`, async () => {
    const day = daysAgo(9);
    const { log, recorder } = api.t.built.analytics;
    const event = (await recorder.eventOf(visit(browser()), { name: 'pageview', path: '/flood' }, noonOf(day)))!;

    for (let batch = 0; batch < 10; batch++) {
      for (let i = 0; i < 1_000; i++) log.record({ ...event, path: `/flood/${i % 7}` });
      await log.flush();
    }
    await settle([api.t.built], [day]);

    const report = await reportOf(api.admin, { from: day, to: day });
    expect(report.totals).toMatchObject({ visitors: 1, views: ANALYTICS_EVENTS_PER_VISITOR_DAY });
    expect(report.pages.reduce((n, r) => n + r.views, 0)).toBe(ANALYTICS_EVENTS_PER_VISITOR_DAY);
    expect(counts(report.entries)).toEqual({ '/flood/0': [1, ANALYTICS_EVENTS_PER_VISITOR_DAY] });
  });

  it(`when 6,000 events arrive at once on one server, then it holds at most ${ANALYTICS_BUFFER_MAX} besides the batch being written and drops the rest`, async () => {
    const day = daysAgo(10);
    const { log, recorder } = api.t.built.analytics;
    const event = (await recorder.eventOf(visit(browser()), { name: 'pageview', path: '/burst' }, noonOf(day)))!;

    for (let i = 0; i < 6_000; i++) log.record({ ...event, visitor: `${event.visitor.slice(0, 24)}${String(i).padStart(8, '0')}` });
    await log.flush();

    const stored = (await api.t.database.db.execute(sql`SELECT count(*) AS n FROM analytics_events WHERE day = ${day}::date`)) as unknown as Rows<{ n: number }>;
    expect(Number(stored.rows[0]!.n)).toBe(ANALYTICS_BUFFER_MAX + ANALYTICS_FLUSH_AT);
  });
});
