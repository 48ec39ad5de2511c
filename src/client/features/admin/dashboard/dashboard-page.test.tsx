// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation } from '@shared/schemas/consultations';
import type { Dashboard } from '@shared/schemas/inbox';
import { renderAdmin } from '../shared/test-utils';
import DashboardPage from './dashboard-page';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const enquiry = (id: number, name: string, type: string, createdAt: string): Consultation => ({
  id,
  name,
  email: `c${id}@example.com`,
  phone: '+65 9123 4567',
  type,
  message: '咨询',
  status: 'Pending',
  note: null,
  createdAt,
  updatedAt: createdAt,
  assignee: null,
  spam: false,
  spamReason: null,
  suspect: false,
  spamSignals: [],
  consentVersion: '2026-11-24',
  sourcePage: '/contact',
  lang: 'zh',
  utm: null,
  anonymizedAt: null,
  firstRespondedAt: null,
  appointment: null,
});

const none = { immigration: 0, education: 0, business: 0, 'value-added': 0, overseas: 0, general: 0 };

/** Twelve Mondays from 2026-09-07; the last week (from 11/23) has 3 immigration and 2 education enquiries, the one before 7 general. */
function dashboard(fields: Partial<Dashboard> = {}): Dashboard {
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
    counts: i === 11 ? { ...none, immigration: 3, education: 2 } : i === 10 ? { ...none, general: 7 } : none,
  }));
  return {
    weeks,
    byStatus: { Pending: 4, Processing: 2, Completed: 9, Cancelled: 1 },
    medianFirstResponseMinutes: 200,
    newestUnassigned: [enquiry(42, '陈小明', 'immigration', minutesAgo(5)), enquiry(41, 'Alice Tan', 'education', minutesAgo(3 * 60 + 10))],
    ...fields,
  };
}

/** Answers GET /api/dashboard with each of `answers` in turn (the last one repeats): a Dashboard, or a status for an error. */
function serve(...answers: (Dashboard | number)[]) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/dashboard') return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    const answer = answers[Math.min(asked.length, answers.length - 1)]!;
    asked.push(url.pathname);
    return typeof answer === 'number' ? Response.json({ message: 'failed', code: 'INTERNAL' }, { status: answer }) : Response.json(answer);
  });
  return asked;
}

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('when the numbers arrive, then each status tile links to the consultations filtered by it', async () => {
    serve(dashboard());
    renderAdmin(<DashboardPage />, { route: '/dashboard' });

    const pending = await screen.findByRole('link', { name: '待处理4（查看这些咨询）' }, within5s);

    expect(pending.getAttribute('href')).toBe('/consultations?status=Pending');
    expect(screen.getByRole('link', { name: '已完成9（查看这些咨询）' }).getAttribute('href')).toBe('/consultations?status=Completed');
    expect(screen.getByTestId('dashboard-status-Cancelled').getAttribute('href')).toBe('/consultations?status=Cancelled');
    expect(screen.getByTestId('dashboard-status-Processing').textContent).toBe('处理中2（查看这些咨询）');
  });

  it('when the numbers arrive, then the median first response reads in hours and minutes', async () => {
    serve(dashboard());
    renderAdmin(<DashboardPage />, { route: '/dashboard' });

    expect((await screen.findByTestId('dashboard-median', {}, within5s)).textContent).toBe('3 小时 20 分钟');
  });

  it('when the page is in English and the median is over a day, then it reads in days and hours', async () => {
    serve(dashboard({ medianFirstResponseMinutes: 2 * 1440 + 4 * 60 + 5 }));
    renderAdmin(<DashboardPage />, { route: '/dashboard', language: 'en' });

    expect((await screen.findByTestId('dashboard-median', {}, within5s)).textContent).toBe('2 d 4 h');
  });

  it('when no enquiry has had a status change yet, then the median is a dash with its reason', async () => {
    serve(dashboard({ medianFirstResponseMinutes: null }));
    renderAdmin(<DashboardPage />, { route: '/dashboard' });

    const card = await screen.findByTestId('dashboard-response', {}, within5s);

    expect(card.textContent).toContain('—');
    expect(card.textContent).toContain('近 12 周的咨询暂无已响应');
    expect(screen.queryByTestId('dashboard-median')).toBeNull();
  });

  it('when unassigned enquiries wait, then each shows its name, type and age and opens its detail on the consultations screen', async () => {
    serve(dashboard());
    renderAdmin(<DashboardPage />, { route: '/dashboard' });

    const rows = await screen.findAllByTestId('dashboard-unassigned-row', {}, within5s);

    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/consultations?open=42', '/consultations?open=41']);
    expect(rows[0]!.textContent).toBe('陈小明移民咨询 · 5分钟前');
    expect(rows[1]!.textContent).toBe('Alice Tan留学咨询 · 3小时前');
    fireEvent.click(rows[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/consultations?open=42');
  });

  it('when every pending enquiry has an owner, then the list shows its empty state', async () => {
    serve(dashboard({ newestUnassigned: [] }));
    renderAdmin(<DashboardPage />, { route: '/dashboard' });

    expect((await screen.findByTestId('dashboard-unassigned-empty', {}, within5s)).textContent).toBe('所有待处理咨询都已分配负责人');
    expect(screen.queryAllByTestId('dashboard-unassigned-row')).toHaveLength(0);
  });

  it('when the weeks arrive, then a screen reader finds every week per service type in a table and a summary', async () => {
    serve(dashboard());
    renderAdmin(<DashboardPage />, { route: '/dashboard', language: 'en' });

    const table = await screen.findByRole('table', { name: 'Enquiries per week by service type' }, within5s);

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]!.textContent).toBe('Week ofImmigrationStudyBusinessValue-addedOverseas identityGeneralTotal');
    expect(rows[12]!.textContent).toBe('Nov 23320000' + '5');
    expect(rows[11]!.textContent).toBe('Nov 16000007' + '7');
    expect(screen.getByTestId('dashboard-weekly-summary').textContent).toBe(
      '12 enquiries in the last 12 weeks, 5 this week; the busiest week (from Nov 16) had 7.',
    );
    expect(screen.getByTestId('weekly-chart').getAttribute('aria-hidden')).toBe('true');
  });

  it('when the first answer fails, then skeletons give way to an error with retry, which brings the numbers', async () => {
    const asked = serve(500, dashboard());
    renderAdmin(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');

    const alert = await screen.findByRole('alert', {}, within5s);
    expect(alert.textContent).toContain('数据概览加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));

    await waitFor(() => expect(screen.getByTestId('dashboard-status')).toBeTruthy(), within5s);
    expect(asked).toEqual(['/api/dashboard', '/api/dashboard']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DashboardPage, by role', () => {
  it('when the answer carries the enquiry figures as null (a role without readEnquiries), then no enquiry section shows and the page says so', async () => {
    serve({ weeks: null, byStatus: null, medianFirstResponseMinutes: null, newestUnassigned: null } as unknown as Dashboard);

    renderAdmin(<DashboardPage />, { route: '/dashboard', user: 'author' });

    expect(await screen.findByTestId('dashboard-nothing', {}, within5s)).toBeTruthy();
    expect(screen.queryByTestId('dashboard-status-Pending')).toBeNull();
    expect(screen.queryByTestId('dashboard-median')).toBeNull();
  });

  it("when an editor's answer counts submissions waiting for review, then the review card shows the count and leads to the queue", async () => {
    serve({ weeks: null, byStatus: null, medianFirstResponseMinutes: null, newestUnassigned: null, reviewPending: 3 } as unknown as Dashboard);

    renderAdmin(<DashboardPage />, { route: '/dashboard', user: 'editor' });

    expect((await screen.findByTestId('dashboard-review-count', {}, within5s)).textContent).toBe('3');
    expect(screen.getByRole('link', { name: '打开审核队列' }).getAttribute('href')).toBe('/review');
    expect(screen.queryByTestId('dashboard-nothing')).toBeNull();
  });

  it('when the answer counts addresses not found this month, then a card says how many and leads to the Redirects screen', async () => {
    serve({ ...dashboard(), reviewPending: 0, notFoundThisMonth: 4 } as Dashboard);

    renderAdmin(<DashboardPage />, { route: '/dashboard', user: 'admin', language: 'en' });

    expect((await screen.findByTestId('dashboard-not-found-count', {}, within5s)).textContent).toBe('4 addresses not found this month');
    expect(within(screen.getByTestId('dashboard-not-found')).getByRole('link').getAttribute('href')).toBe('/redirects');
  });

  it('when the answer leaves the enquiry figures out, then the page shows the same, without a crash', async () => {
    serve({} as Dashboard);

    renderAdmin(<DashboardPage />, { route: '/dashboard', user: 'editor' });

    expect(await screen.findByTestId('dashboard-nothing', {}, within5s)).toBeTruthy();
  });

  it('when only the status counts are sent, then their tiles show and the other sections stay out', async () => {
    const { byStatus } = dashboard();
    serve({ byStatus } as Dashboard);

    renderAdmin(<DashboardPage />, { route: '/dashboard', user: 'sales' });

    expect(await screen.findByTestId('dashboard-status-Pending', {}, within5s)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('dashboard-nothing')).toBeNull();
  });
});
