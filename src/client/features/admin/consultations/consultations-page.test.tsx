// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationList } from '@shared/schemas/consultations';
import { renderAdmin } from '../shared/test-utils';
import ConsultationsPage from './consultations-page';
import { counts, makeConsultation, me, serveInbox } from './test/fake-inbox-api';

/** The server's page `n` of `total` enquiries (20 a page). */
const page = (n: number, total = 45, totalIsEstimate = false): ConsultationList => {
  const ids = Array.from({ length: Math.min(total, n * 20) }, (_, i) => total - i).slice((n - 1) * 20);
  return { consultations: ids.map((id) => makeConsultation(id)), total, totalIsEstimate, counts: counts(total, 3) };
};

/** Answers GET /api/consultations?… with `answer`; returns the list queries asked. */
function serve(answer: (query: URLSearchParams) => ConsultationList = (q) => page(Number(q.get('page')))) {
  const asked = serveInbox({ 'GET /api/consultations': ({ url }) => answer(url.searchParams) });
  return { lists: () => asked.filter((a) => a.method === 'GET' && a.url.startsWith('/api/consultations?')).map((a) => a.url.slice('/api/consultations'.length)), asked };
}

// generous waits: the machine running the tests may be busy
const within5s = { timeout: 5000 };
/** Waits until the total line reads `text` (it reads 0 while the first answer is awaited). */
const totalReads = (text: string) => waitFor(() => expect(screen.getByTestId('consultations-total').textContent).toBe(text), within5s);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConsultationsPage', () => {
  it('when the screen opens, then the server is asked for page 1 of the inbox and its rows, total and spam count show', async () => {
    const { lists } = serve();
    renderAdmin(<ConsultationsPage />, { route: '/consultations' });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);

    expect(lists()).toEqual(['?page=1&pageSize=20']);
    await totalReads('共 45 条咨询记录');
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect(screen.getByTestId('spam-count').textContent).toBe('3');
  });

  it('when a search is typed, then the server is asked once typing pauses, with the status and type of the address, from page 1', async () => {
    const { lists } = serve((q) => (q.get('q') ? page(1, 1) : page(Number(q.get('page')))));
    renderAdmin(<ConsultationsPage />, { route: '/consultations?status=Pending&type=education&page=2' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);
    const search = screen.getByRole('searchbox', { name: '搜索咨询' });

    fireEvent.change(search, { target: { value: '9123' } });
    fireEvent.change(search, { target: { value: '9123 45' } });
    fireEvent.change(search, { target: { value: '9123 4567' } });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(1), within5s);
    expect(lists().filter((q) => q.includes('q='))).toEqual(['?page=1&pageSize=20&q=9123+4567&status=Pending&type=education']);
    await totalReads('共 1 条咨询记录');
    expect(location()).toBe('/consultations?status=Pending&type=education&q=9123+4567');
  });

  it('when the server counted a search only up to its threshold, then the total says "more than" and the next page can be asked for', async () => {
    const { lists } = serve((q) => page(Number(q.get('page')), 1000, true));
    renderAdmin(<ConsultationsPage />, { route: '/consultations?q=gmail' });
    await totalReads('超过 1000 条咨询记录');

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));

    await waitFor(() => expect(lists()).toContain('?page=2&pageSize=20&q=gmail'), within5s);
    expect(screen.getByText('第 2 / 50 页')).toBeTruthy();
  });

  it('when "Mine" is clicked once, then the server is asked for my enquiries, the address keeps it, and a second click shows everyone again', async () => {
    const mine = makeConsultation(9, { assignee: me });
    const { lists } = serve((q) => (q.get('assignee') === 'me' ? { ...page(1, 1), consultations: [mine], total: 1 } : page(1, 20)));
    renderAdmin(<ConsultationsPage />, { route: '/consultations?status=Pending' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);
    const toggle = screen.getByRole('button', { name: '我的' });

    fireEvent.click(toggle);

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(1), within5s);
    expect(lists()).toContain('?page=1&pageSize=20&status=Pending&assignee=me');
    expect(location()).toBe('/consultations?status=Pending&assignee=me');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('consultation-row')).getByTestId('consultation-assignee').textContent).toBe('admin');

    fireEvent.click(toggle);

    await waitFor(() => expect(location()).toBe('/consultations?status=Pending'), within5s);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('when the Spam folder is chosen, then spam is listed with its reason, and "not spam" moves one back to the inbox', async () => {
    const bot = makeConsultation(5, { spam: true, spamReason: 'too-fast' });
    const asked = serveInbox({
      'GET /api/consultations': ({ url }) => (url.searchParams.get('folder') === 'spam' ? { ...page(1, 1), consultations: [bot], total: 1 } : page(1, 2)),
      'POST /api/consultations/5/spam': () => ({ ...bot, spam: false }),
    });
    renderAdmin(<ConsultationsPage />, { route: '/consultations' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(2), within5s);

    fireEvent.click(screen.getByRole('button', { name: /垃圾咨询/ }));

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(1), within5s);
    expect(location()).toBe('/consultations?folder=spam');
    expect(screen.getByTestId('consultation-row').textContent).toContain('判定原因：提交过快');

    fireEvent.click(screen.getByRole('button', { name: '不是垃圾：将 客户 5 的咨询移回收件箱' }));

    await waitFor(() => expect(asked.some((a) => a.method === 'POST' && a.url === '/api/consultations/5/spam')).toBe(true), within5s);
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({ spam: false });
  });

  it('when an inbox enquiry is suspect, then its row shows the Suspect badge with the reason, and the others none', async () => {
    const quick = makeConsultation(2, { suspect: true, spamSignals: ['token-missing'] });
    serve(() => ({ ...page(1, 2), consultations: [quick, makeConsultation(1)] }));
    renderAdmin(<ConsultationsPage />, { route: '/consultations' });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(2), within5s);

    const [suspect, plain] = screen.getAllByTestId('consultation-row');
    expect(within(suspect!).getByTestId('consultation-suspect').textContent).toBe('可疑可疑原因：缺少表单令牌');
    expect(within(plain!).queryByTestId('consultation-suspect')).toBeNull();
  });

  it('when Export CSV is clicked, then the export is downloaded with exactly the filters of the list, without paging', async () => {
    serve();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderAdmin(<ConsultationsPage />, { route: '/consultations?q=%E5%BC%A0&status=Processing&type=business&assignee=unassigned&page=2' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row').length).toBeGreaterThan(0), within5s);

    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));

    expect(clicked).toEqual(['/api/consultations/export.csv?q=%E5%BC%A0&status=Processing&type=business&assignee=unassigned']);
  });

  it('when an enquiry\'s name is clicked, then it opens as the View button does', async () => {
    serve();
    renderAdmin(<ConsultationsPage />, { route: '/consultations' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);

    fireEvent.click(screen.getAllByTestId('consultation-name')[0]!);

    await waitFor(() => expect(location()).toBe('/consultations?open=45'), within5s);
  });

  it('when Export Excel is clicked, then the xlsx export is downloaded with the list\'s filters and the admin UI\'s language', async () => {
    serve();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderAdmin(<ConsultationsPage />, { route: '/consultations?status=Processing&page=2' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row').length).toBeGreaterThan(0), within5s);

    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));

    expect(clicked).toEqual(['/api/consultations/export.xlsx?status=Processing&lang=zh']);
  });
});

describe('ConsultationsPage, by role', () => {
  it('when a sales consultant opens the inbox, then she may export but no row offers delete', async () => {
    serve();

    renderAdmin(<ConsultationsPage />, { route: '/consultations', user: 'sales' });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);
    expect(screen.getByRole('button', { name: /导出 CSV/ })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^删除/ })).toHaveLength(0);
  });

  it('when an admin opens the inbox, then each row offers delete', async () => {
    serve();

    renderAdmin(<ConsultationsPage />, { route: '/consultations', user: 'admin' });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);
    expect(screen.queryAllByRole('button', { name: /^删除/ })).toHaveLength(20);
  });
});
