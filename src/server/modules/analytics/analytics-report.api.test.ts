import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/privacy';
import { evaluateAssessment } from '../../../shared/assessment-rules';
import { isServicePagePath, type AnalyticsBeacon } from '../../../shared/schemas/analytics';
import type { AssessmentAnswers, PublishedAssessment } from '../../../shared/schemas/assessments';
import { setupApiSuite, type Agent } from '../../test/test-app';
import { activeColleague } from '../auth/staff.fixtures';
import { bookingPost, firmSettings, freeSlots, saveSettings } from '../booking/booking.fixtures';
import { capture } from '../consultations/consultations.fixtures';
import { browser, counts, daysAgo, noonOf, PHONE, reportOf, sendBeacon, settle, TABLET, uniquePath, visit } from './analytics.fixtures';

// docs/decisions/0029-analytics.md: the per-day aggregates and the report the Analytics screen reads
const api = setupApiSuite({ analyticsCountryHeader: 'cf-ipcountry' });

let editor: Agent;
let sales: Agent;
beforeAll(async () => {
  editor = (await activeColleague(api.t, api.admin, 'editor')).agent;
  sales = (await activeColleague(api.t, api.admin, 'sales')).agent;
});

describe('the aggregates', () => {
  it('when three visitors browse on a day, then each table counts what their events say', async () => {
    const day = daysAgo(5);
    const { recorder } = api.t.built.analytics;
    const at = (minutes: number) => new Date(noonOf(day).getTime() + minutes * 60_000);
    const [a, b, c] = [visit(browser(PHONE), { 'cf-ipcountry': 'sg' }), visit(browser(), { 'cf-ipcountry': 'XX' }), visit(browser(TABLET), { 'cf-ipcountry': 'my' })];
    const beacons: [typeof a, AnalyticsBeacon, number][] = [
      [a, { name: 'pageview', path: '/immigration/', referrer: 'https://www.google.com/search?q=ep', utm: { source: 'newsletter', medium: 'email', campaign: ' spring ' } }, 0],
      [a, { name: 'pageview', path: '/en/contact', referrer: 'http://localhost/immigration' }, 1],
      [a, { name: 'cta', kind: 'whatsapp', path: '/immigration' }, 2],
      [b, { name: 'pageview', path: '/en/education', referrer: 'http://localhost/' }, 3],
      [b, { name: 'pageview', path: '/en/education' }, 4],
      [c, { name: 'pageview', path: '/', referrer: 'https://t.co/abc', utm: { source: '', campaign: '' } }, 5],
    ];
    for (const [who, beacon, minute] of beacons) await recorder.beacon(who, beacon, at(minute));
    await recorder.beacon(visit(browser()), { name: 'pageview', path: '/news' }, noonOf(daysAgo(6)));
    await settle([api.t.built], [day, daysAgo(6)]);

    const report = await reportOf(api.admin, { from: day, to: day });

    expect(report.previous).toEqual({ from: daysAgo(6), to: daysAgo(6) });
    expect(report.totals).toMatchObject({ visitors: 3, views: 5, ctaClicks: 1 });
    expect(report.previousTotals).toMatchObject({ visitors: 1, views: 1, ctaClicks: 0 });
    expect(report.series).toEqual([{ bucket: day, visitors: 3, views: 5, enquiries: 0, previousVisitors: 1, previousViews: 1 }]);
    expect(counts(report.pages)).toEqual({ '/immigration': [1, 1], '/en/contact': [1, 1], '/en/education': [1, 2], '/': [1, 1] });
    expect(counts(report.entries)).toEqual({ '/immigration': [1, 2], '/en/education': [1, 2], '/': [1, 1] });
    expect(counts(report.referrers)).toEqual({ 'google.com': [1, 2], '(direct)': [1, 2], 't.co': [1, 1] });
    expect(counts(report.sources)).toEqual({ newsletter: [1, 2], '(none)': [2, 3] });
    expect(counts(report.campaigns)).toEqual({ spring: [1, 2], '(none)': [2, 3] });
    expect(counts(report.devices)).toEqual({ phone: [1, 2], desktop: [1, 2], tablet: [1, 1] });
    expect(counts(report.countries)).toEqual({ SG: [1, 2], MY: [1, 1], '(none)': [1, 2] });
    expect(counts(report.languages)).toEqual({ zh: [2, 3], en: [1, 2] });
    expect(report.cta.find((r) => r.value === 'whatsapp')).toMatchObject({ visitors: 1, views: 1 });
    expect(report.cta.filter((r) => r.visitors > 0)).toHaveLength(1);
    expect(report.funnel).toEqual({ service: 2, cta: 1, converted: 0 });
    expect(report.updatedAt).not.toBeNull();
  });

  it("when visitors read service pages and others, then the funnel's first step counts those isServicePagePath names", async () => {
    const day = daysAgo(8);
    const paths = ['/immigration', '/en/immigration/ep', '/en', '/', '/english', '/en//business', '/overseas/x/y', '/news/immigration', '/value-added', '/valueadded', '//education'];
    for (const path of paths) await api.t.built.analytics.recorder.beacon(visit(browser()), { name: 'pageview', path }, noonOf(day));
    await settle([api.t.built], [day]);

    const report = await reportOf(api.admin, { from: day, to: day });

    expect(report.funnel.service).toBe(paths.filter(isServicePagePath).length);
    expect(report.totals.visitors).toBe(paths.length);
  });

  it('when the report asks for one language, then its tables hold that language only', async () => {
    const day = daysAgo(7);
    const { recorder } = api.t.built.analytics;
    await recorder.beacon(visit(browser()), { name: 'pageview', path: '/en/business' }, noonOf(day));
    await recorder.beacon(visit(browser()), { name: 'pageview', path: '/business' }, noonOf(day));
    await recorder.beacon(visit(browser()), { name: 'pageview', path: '/business' }, noonOf(day));
    await settle([api.t.built], [day]);

    const [en, all] = [await reportOf(api.admin, { from: day, to: day, lang: 'en' }), await reportOf(api.admin, { from: day, to: day })];

    expect(en.totals).toMatchObject({ visitors: 1, views: 1 });
    expect(counts(en.pages)).toEqual({ '/en/business': [1, 1] });
    expect(counts(en.languages)).toEqual({ en: [1, 1], zh: [2, 2] });
    expect(all.totals).toMatchObject({ visitors: 3, views: 3 });
  });

  it('when a week is asked by weeks, then the series has a bucket per Monday and the sum of the days', async () => {
    const [from, to] = [daysAgo(20), daysAgo(14)];
    const { recorder } = api.t.built.analytics;
    for (const n of [20, 17, 14]) await recorder.beacon(visit(browser()), { name: 'pageview', path: '/' }, noonOf(daysAgo(n)));
    await settle([api.t.built], [daysAgo(20), daysAgo(17), daysAgo(14)]);

    const report = await reportOf(api.admin, { from, to, interval: 'week' });

    const mondays = report.series.map((p) => new Date(p.bucket).getUTCDay());
    expect(mondays.every((d) => d === 1)).toBe(true);
    expect(report.series.length).toBeGreaterThanOrEqual(1);
    expect(report.series.reduce((n, p) => n + p.visitors, 0)).toBe(3);
    expect(report.totals.visitors).toBe(3);
  });

  it("when staff open today's report after a visit, then it is counted without waiting for the job, and so is the next one", async () => {
    const today = daysAgo(0);
    const [first, second] = [uniquePath('/news'), uniquePath('/news')];
    const before = await reportOf(api.admin, { from: today, to: today });

    const res = await sendBeacon(api.t.app, { name: 'pageview', path: first }, browser());
    const after = await reportOf(api.admin, { from: today, to: today });
    const again = await reportOf(api.admin, { from: today, to: today });
    await sendBeacon(api.t.app, { name: 'pageview', path: second }, browser());
    const later = await reportOf(api.admin, { from: today, to: today });

    expect(res.status).toBe(204);
    expect(after.totals.views).toBe(before.totals.views + 1);
    expect(counts(after.pages)[first]).toEqual([1, 1]);
    expect(again.totals.views).toBe(after.totals.views);
    expect(later.totals.views).toBe(after.totals.views + 1);
    expect(counts(later.pages)[second]).toEqual([1, 1]);
  });
});

describe('conversions', () => {
  it('when four visitors read a page and two of them send an enquiry (one without JavaScript), then the page converts 2 of 4; spam does not count', async () => {
    const path = uniquePath('/immigration');
    const visitors = [browser(), browser(), browser(), browser()];
    const before = await reportOf(api.admin, { from: daysAgo(0), to: daysAgo(0) });
    for (const ua of visitors) await sendBeacon(api.t.app, { name: 'pageview', path }, ua);
    const enquiry = { name: '陈小姐', email: 'chen@example.com', phone: '+65 8123 4567', type: 'immigration', message: '想了解自雇移民的办理周期。', sourcePage: `${path}?utm_source=x` };

    // the same browser at the same site: the key hashes the host too (PUBLIC_URL's, else the request's)
    const sent = await request(api.t.app).post('/api/public/consultations').set('Host', 'localhost').set('User-Agent', visitors[0]!).send({ ...enquiry, ...capture(api.t) });
    const form = await request(api.t.app)
      .post('/contact')
      .set('Host', 'localhost')
      .set('Origin', 'http://localhost')
      .set('User-Agent', visitors[1]!)
      .type('form')
      .send({ name: enquiry.name, email: enquiry.email, phone: enquiry.phone, service: 'immigration', message: enquiry.message, consent: 'on', consentVersion: CONSENT_VERSION, sourcePage: path });
    const spam = await request(api.t.app).post('/api/public/consultations').set('Host', 'localhost').set('User-Agent', visitors[2]!).send({ ...enquiry, consent: true, website: 'http://spam.example' });
    await settle([api.t.built]);

    expect([sent.status, form.status, spam.status]).toEqual([201, 303, 201]);
    const report = await reportOf(api.admin, { from: daysAgo(0), to: daysAgo(0) });
    expect(report.pages.find((r) => r.value === path)).toMatchObject({ visitors: 4, views: 4, enquiries: 2, bookings: 0, conversion: 0.5 });
    expect(report.totals.enquiries).toBe(before.totals.enquiries! + 2);
  });

  it('when a visitor reads a page and books a consultation, then the page counts a booking, which is an enquiry too', async () => {
    const path = uniquePath('/education');
    const someone = browser(PHONE);
    await saveSettings(api, firmSettings({ hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ consultantId: null, weekday, start: '09:00', end: '18:00' })), closedDates: [] }));
    const [slot] = await freeSlots(api);
    const before = await reportOf(api.admin, { from: daysAgo(0), to: daysAgo(0) });
    await sendBeacon(api.t.app, { name: 'pageview', path }, someone);

    const res = await request(api.t.app).post('/api/public/bookings').set('Host', 'localhost').set('User-Agent', someone).send(bookingPost(api, slot!, { sourcePage: path }));
    await settle([api.t.built]);

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const report = await reportOf(api.admin, { from: daysAgo(0), to: daysAgo(0) });
    expect(report.pages.find((r) => r.value === path)).toMatchObject({ visitors: 1, enquiries: 1, bookings: 1, conversion: 1 });
    expect(report.totals).toMatchObject({ enquiries: before.totals.enquiries! + 1, bookings: before.totals.bookings! + 1 });
  });
});

describe('who reads the report', () => {
  it('when an editor asks, then the report comes without the enquiry figures', async () => {
    const day = daysAgo(5);

    const report = await reportOf(editor, { from: day, to: day });

    expect(report.includesEnquiries).toBe(false);
    expect(report.totals).toMatchObject({ enquiries: null, bookings: null });
    expect(report.funnel.converted).toBeNull();
    expect(report.series.every((p) => p.enquiries === null)).toBe(true);
    expect([...report.pages, ...report.languages, ...report.cta].every((r) => r.enquiries === null && r.bookings === null && r.conversion === null)).toBe(true);
  });

  it('when sales or a visitor ask, then 403 and 401', async () => {
    const day = daysAgo(1);

    const [bySales, byVisitor] = [await sales.get('/api/analytics').query({ from: day, to: day }), await api.anon().get('/api/analytics').query({ from: day, to: day })];

    expect(bySales.status).toBe(403);
    expect(bySales.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(byVisitor.status).toBe(401);
  });

  it.each([
    ['to before from', { from: '2026-03-02', to: '2026-03-01' }],
    ['more than a year', { from: '2025-01-01', to: '2026-03-01' }],
    ['an unknown language', { from: '2026-03-01', to: '2026-03-01', lang: 'fr' }],
    ['no dates', {}],
    ['not a date', { from: '2026-02-30', to: '2026-03-01' }],
  ])('when the query has %s, then 400 VALIDATION', async (_case, query) => {
    const res = await api.admin.get('/api/analytics').query(query);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('self-assessments', () => {
  /** Answers that every published assessment accepts: the first option, the lowest number, yes; and the outcome they reach. */
  async function answersTo(slug: string) {
    const res = await request(api.t.app).get(`/api/public/assessments/${slug}`).set('Host', 'localhost');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const published = res.body as PublishedAssessment;
    const answers = Object.fromEntries(
      published.content.questions.map((q) => [q.id, q.kind === 'single' ? q.options[0]!.id : q.kind === 'multiple' ? [] : q.kind === 'number' ? q.min : 'yes']),
    ) as AssessmentAnswers;
    const result = evaluateAssessment(published.content, answers);
    if (!result.ok) throw new Error(`no outcome: ${JSON.stringify(result)}`);
    return { versionId: published.versionId, answers, outcome: result.outcome.id };
  }

  it('when visitors start and finish a self-check and one sends an enquiry with the answers, then its funnel counts each step by visitor; an editor sees no enquiries', async () => {
    const slug = 'entrepass-self-check';
    const path = `/en/eligibility/${slug}`;
    const [a, b, c] = [browser(PHONE), browser(), browser()];
    const taken = await answersTo(slug);
    for (const ua of [a, b, c]) await sendBeacon(api.t.app, { name: 'pageview', path }, ua);
    for (const ua of [a, b, c]) await sendBeacon(api.t.app, { name: 'assessment', step: 'start', slug, path }, ua);
    // a takes it twice: one visitor still
    for (const ua of [a, a, b]) expect((await sendBeacon(api.t.app, { name: 'assessment', step: 'finish', slug, outcome: taken.outcome, path }, ua)).status).toBe(204);
    const enquiry = { name: 'Tan Wei', email: 'tan@example.com', phone: '+65 8123 4567', type: 'immigration', message: 'Please assess my case.', sourcePage: path, lang: 'en' };
    const sent = await request(api.t.app)
      .post('/api/public/consultations')
      .set('Host', 'localhost')
      .set('User-Agent', a)
      .send({ ...enquiry, ...capture(api.t), assessment: { slug, ...taken, consent: true } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await settle([api.t.built]);

    const report = await reportOf(api.admin, { from: daysAgo(0), to: daysAgo(0) });
    expect(report.assessments.find((f) => f.slug === slug)).toEqual({ slug, started: 3, finished: 2, outcomes: [{ id: taken.outcome, visitors: 2 }], enquiries: 1 });
    const asEditor = await reportOf(editor, { from: daysAgo(0), to: daysAgo(0) });
    expect(asEditor.assessments.find((f) => f.slug === slug)).toMatchObject({ started: 3, finished: 2, enquiries: null });
  });

  it('when a beacon names no slug or a malformed step, then it is refused and nothing counts', async () => {
    const bad = [
      { name: 'assessment', step: 'start', path: '/eligibility/x' },
      { name: 'assessment', step: 'halfway', slug: 'entrepass-self-check', path: '/eligibility/entrepass-self-check' },
      { name: 'assessment', step: 'finish', slug: 'Not A Slug', path: '/eligibility/x' },
      { name: 'assessment', step: 'start', slug: 'entrepass-self-check', path: '/eligibility/x', answers: { age: 30 } },
    ];
    for (const body of bad) expect((await sendBeacon(api.t.app, body, browser())).status, JSON.stringify(body)).toBe(400);
  });
});
