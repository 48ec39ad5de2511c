// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation, ConsultationList } from '@shared/schemas/consultations';
import { renderAdmin } from '../shared/test-utils';
import ConsultationsPage from './consultations-page';

const row = (id: number): Consultation => ({
  id,
  name: `客户 ${id}`,
  email: `c${id}@example.com`,
  phone: '+65 9123 4567',
  type: 'education',
  message: '留学',
  status: 'Pending',
  note: null,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
});

/** The server's page `n` of `total` enquiries (20 a page). */
const page = (n: number, total = 45, totalIsEstimate = false): ConsultationList => {
  const ids = Array.from({ length: Math.min(total, n * 20) }, (_, i) => total - i).slice((n - 1) * 20);
  return { consultations: ids.map(row), total, totalIsEstimate, counts: { byStatus: { Pending: total, Processing: 0, Completed: 0, Cancelled: 0 } } };
};

/** Answers GET /api/consultations?… with `answer`, recording each query asked. */
function serve(answer: (query: URLSearchParams) => ConsultationList = (q) => page(Number(q.get('page')))) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/consultations') return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    asked.push(url.search);
    return Response.json(answer(url.searchParams));
  });
  return asked;
}

// generous waits: the machine running the tests may be busy
const within5s = { timeout: 5000 };
/** Waits until the total line reads `text` (it reads 0 while the first answer is awaited). */
const totalReads = (text: string) => waitFor(() => expect(screen.getByTestId('consultations-total').textContent).toBe(text), within5s);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConsultationsPage', () => {
  it('when the screen opens, then the server is asked for page 1 and its rows and total show', async () => {
    const asked = serve();
    renderAdmin(<ConsultationsPage />, { route: '/consultations' });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);

    expect(asked).toEqual(['?page=1&pageSize=20']);
    await totalReads('共 45 条咨询记录');
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
  });

  it('when a search is typed, then the server is asked once typing pauses, with the status and type of the address, from page 1', async () => {
    const asked = serve((q) => (q.get('q') ? page(1, 1) : page(Number(q.get('page')))));
    renderAdmin(<ConsultationsPage />, { route: '/consultations?status=Pending&type=education&page=2' });
    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(20), within5s);
    const search = screen.getByRole('searchbox', { name: '搜索咨询' });

    fireEvent.change(search, { target: { value: '9123' } });
    fireEvent.change(search, { target: { value: '9123 45' } });
    fireEvent.change(search, { target: { value: '9123 4567' } });

    await waitFor(() => expect(screen.getAllByTestId('consultation-row')).toHaveLength(1), within5s);
    expect(asked.filter((q) => q.includes('q='))).toEqual(['?page=1&pageSize=20&q=9123+4567&status=Pending&type=education']);
    await totalReads('共 1 条咨询记录');
    expect(screen.getByTestId('location').textContent).toBe('/consultations?status=Pending&type=education&q=9123+4567');
  });

  it('when the server counted a search only up to its threshold, then the total says "more than" and the next page can be asked for', async () => {
    const asked = serve((q) => page(Number(q.get('page')), 1000, true));
    renderAdmin(<ConsultationsPage />, { route: '/consultations?q=gmail' });
    await totalReads('超过 1000 条咨询记录');

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));

    await waitFor(() => expect(asked).toContain('?page=2&pageSize=20&q=gmail'), within5s);
    expect(screen.getByText('第 2 / 50 页')).toBeTruthy();
  });
});
