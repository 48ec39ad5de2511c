// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport, AnalyticsRow, AnalyticsTotals } from '@shared/schemas/analytics';
import { renderAdmin } from '../shared/test-utils';
import { sgtDate } from '../shared/singapore-time';
import AnalyticsPage from './analytics-page';
import { addDays } from './lib/analytics-filters';

const row = (value: string, visitors: number, views: number, enquiries: number | null = 0, conversion: number | null = 0): AnalyticsRow => ({
  value,
  visitors,
  views,
  enquiries,
  bookings: enquiries === null ? null : 0,
  conversion,
});

const totals = (fields: Partial<AnalyticsTotals> = {}): AnalyticsTotals => ({ visitors: 0, views: 0, enquiries: 0, bookings: 0, ctaClicks: 0, ...fields });

/** A month with 120 visitors (100 before), 6 enquiries (none before) and a page whose address starts like a formula. */
function makeReport(fields: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    from: '2026-10-30',
    to: '2026-11-28',
    lang: 'all',
    interval: 'day',
    previous: { from: '2026-09-30', to: '2026-10-29' },
    totals: totals({ visitors: 120, views: 300, enquiries: 6, bookings: 2, ctaClicks: 15 }),
    previousTotals: totals({ visitors: 100, views: 300, enquiries: 0, bookings: 4, ctaClicks: 20 }),
    series: [
      { bucket: '2026-11-26', visitors: 30, views: 70, enquiries: 1, previousVisitors: 20, previousViews: 60 },
      { bucket: '2026-11-27', visitors: 50, views: 130, enquiries: 3, previousVisitors: 40, previousViews: 120 },
      { bucket: '2026-11-28', visitors: 40, views: 100, enquiries: 2, previousVisitors: 40, previousViews: 120 },
    ],
    pages: [row('/immigration/entrepass', 50, 80, 4, 0.08), row('/news/12', 30, 40, 1, 1 / 30), row('-1+1', 2, 2, 0, 0)],
    entries: [row('/immigration/entrepass', 40, 40, 4, 0.1)],
    referrers: [row('(direct)', 70, 150, 3, 0.0429), row('www.google.com', 50, 150, 3, 0.06)],
    sources: [row('newsletter', 10, 12, 1, 0.1)],
    mediums: [row('email', 10, 12, 1, 0.1)],
    campaigns: [row('spring', 10, 12, 1, 0.1)],
    languages: [row('zh', 90, 220, 5, 0.0556), row('en', 30, 80, 1, 0.0333)],
    devices: [row('phone', 80, 200, 4, 0.05), row('desktop', 40, 100, 2, 0.05)],
    countries: [row('SG', 100, 250, 6, 0.06), row('(none)', 20, 50, 0, 0)],
    cta: [
      { ...row('whatsapp', 8, 10), value: 'whatsapp' },
      { ...row('book', 4, 5), value: 'book' },
    ],
    funnel: { service: 80, cta: 20, converted: 5 },
    assessments: [{ slug: 'entrepass-self-check', started: 40, finished: 30, outcomes: [{ id: 'likely', visitors: 18 }, { id: 'unlikely', visitors: 12 }], enquiries: 3 }],
    includesEnquiries: true,
    updatedAt: '2026-11-28T02:00:00.000Z',
    ...fields,
  };
}

/** The same report as an editor reads it: no enquiry figures anywhere. */
function editorReport(): AnalyticsReport {
  const report = makeReport();
  const strip = (rows: AnalyticsRow[]) => rows.map((r) => ({ ...r, enquiries: null, bookings: null, conversion: null }));
  return {
    ...report,
    totals: { ...report.totals, enquiries: null, bookings: null },
    previousTotals: { ...report.previousTotals, enquiries: null, bookings: null },
    pages: strip(report.pages),
    funnel: { ...report.funnel, converted: null },
    assessments: report.assessments.map((a) => ({ ...a, enquiries: null })),
    includesEnquiries: false,
  };
}

/** Answers GET /api/analytics with each of `answers` in turn (the last repeats): a report, or a status for an error. */
function serve(...answers: (AnalyticsReport | number)[]) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/analytics') return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    const answer = answers[Math.min(asked.length, answers.length - 1)]!;
    asked.push(url);
    return typeof answer === 'number' ? Response.json({ message: 'failed', code: 'INTERNAL' }, { status: answer }) : Response.json(answer);
  });
  return asked;
}

const within5s = { timeout: 5000 };
const today = () => sgtDate(Date.now());

beforeEach(() => {
  // recharts measures its box; jsdom has none
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AnalyticsPage', () => {
  it('when opened, then it asks for the last 30 days by day in every language and shows each total with its change', async () => {
    const asked = serve(makeReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'admin' });

    const cards = await screen.findByTestId('analytics-cards', {}, within5s);

    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: addDays(today(), -29), to: today(), lang: 'all', interval: 'day' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      '访客120较上一期 +20%',
      '浏览量300与上一期持平',
      '咨询6上一期为 0',
      '预约2较上一期 −50%',
      '联系按钮点击15较上一期 −25%',
    ]);
    expect(screen.getByTestId('analytics-chart').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('analytics-trend-summary').textContent).toBe('本期共 120 位访客、300 次浏览；访客最多的是 11/27（50 位）。');
  });

  it('when the report arrives, then each table lists its rows in words with visitors, views, enquiries and conversion', async () => {
    serve(makeReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'admin', language: 'en' });

    const pages = await screen.findByRole('table', { name: 'Top pages' }, within5s);

    const rows = within(pages).getAllByRole('row').map((r) => [...r.children].map((cell) => cell.textContent));
    expect(rows.slice(0, 2)).toEqual([
      ['Page', 'Visitors', 'Views', 'Enquiries', 'Conversion'],
      ['/immigration/entrepass', '50', '80', '4', '8%'],
    ]);
    const referrers = within(screen.getByRole('table', { name: 'Referrers' })).getAllByRole('rowheader').map((c) => c.textContent);
    expect(referrers).toEqual(['Direct', 'www.google.com']);
    expect(within(screen.getByRole('table', { name: 'Countries' })).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Singapore', 'Unknown']);
    expect(within(screen.getByRole('table', { name: 'Calls to action' })).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['WhatsApp', 'Booking']);
    expect(screen.getByTestId('analytics-funnel-cta').textContent).toBe('Tapped a call to action2025% of the step before');
    expect(screen.getByTestId('analytics-funnel-converted').textContent).toBe('Sent an enquiry or booked525% of the step before');
    const checks = within(screen.getByRole('table', { name: 'Self-assessments' })).getAllByRole('row').map((r) => [...r.children].map((cell) => cell.textContent));
    expect(checks).toEqual([
      ['Self-check', 'Started', 'Saw a result', 'Outcomes', 'Enquiries with answers'],
      ['entrepass-self-check', '40', '30 (75%)', 'likely 18 · unlikely 12', '3'],
    ]);
  });

  it('when Download CSV of the top pages is pressed, then the file holds that table as CSV, a cell that looks like a formula made text', async () => {
    serve(makeReport());
    const blobs: Blob[] = [];
    // jsdom has no object URLs: these stand in, keeping the file
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:analytics';
      },
      revokeObjectURL: () => undefined,
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'admin', language: 'en' });
    await screen.findByRole('table', { name: 'Top pages' }, within5s);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: Top pages' }));

    expect(saved).toEqual(['analytics-pages-2026-10-30-2026-11-28.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
    expect(await blobs[0]!.text()).toBe(
      'Page,Visitors,Views,Enquiries,Conversion (%)\r\n' + '/immigration/entrepass,50,80,4,8\r\n' + '/news/12,30,40,1,3.3\r\n' + "'-1+1,2,2,0,0\r\n",
    );
  });

  it('when an editor reads the report (no enquiry figures), then the enquiry cards, columns and last funnel step are left out', async () => {
    serve(editorReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'editor', language: 'en' });

    const pages = await screen.findByRole('table', { name: 'Top pages' }, within5s);

    expect(within(pages).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Page', 'Visitors', 'Views']);
    expect(within(screen.getByTestId('analytics-cards')).getAllByRole('listitem').map((c) => c.firstChild?.textContent)).toEqual(['Visitors', 'Views', 'Contact taps']);
    expect(screen.queryByTestId('analytics-funnel-converted')).toBeNull();
    expect(screen.getByTestId('analytics-funnel-cta')).toBeTruthy();
    expect(screen.queryByText('Enquiries')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Self-assessments' })).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Self-check', 'Started', 'Saw a result', 'Outcomes']);
  });

  it('when nothing was counted in the period, then the page says so in words instead of empty tables', async () => {
    serve(makeReport({ totals: totals(), previousTotals: totals(), series: [], pages: [], entries: [], referrers: [], cta: [], funnel: { service: 0, cta: 0, converted: 0 }, assessments: [] }));
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'admin', language: 'en' });

    const empty = await screen.findByTestId('analytics-empty', {}, within5s);

    expect(empty.textContent).toContain('No visits counted in this period');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when the address holds a period, a bucket size and a language, then the report asked is that one, and a date typed makes the period custom', async () => {
    const asked = serve(makeReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics?range=7d&interval=week&lang=en', user: 'admin', language: 'en' });
    await screen.findByTestId('analytics-cards', {}, within5s);

    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: addDays(today(), -6), to: today(), lang: 'en', interval: 'week' });
    // a month back from today, so the period stays within the longest one allowed whenever the test runs
    const from = addDays(today(), -30);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });

    expect(screen.getByTestId('location').textContent).toBe(`/analytics?range=custom&interval=week&lang=en&from=${from}&to=${today()}`);
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('from')).toBe(from), within5s);
  });

  it('when a custom period ends before it starts, then the page says so and asks nothing', async () => {
    const asked = serve(makeReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics?range=custom&from=2026-05-01&to=2026-04-01', user: 'admin', language: 'en' });

    expect((await screen.findByTestId('analytics-invalid', {}, within5s)).textContent).toBe('The start date must not be after the end date.');
    expect(asked).toEqual([]);
  });

  it('when the first answer fails, then skeletons give way to an error with retry, which brings the report', async () => {
    const asked = serve(500, makeReport());
    renderAdmin(<AnalyticsPage />, { route: '/analytics', user: 'admin' });
    expect(screen.getByTestId('analytics-loading').getAttribute('aria-busy')).toBe('true');

    const alert = await screen.findByRole('alert', {}, within5s);
    expect(alert.textContent).toContain('访问统计加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));

    await screen.findByTestId('analytics-cards', {}, within5s);
    expect(asked).toHaveLength(2);
  });
});
