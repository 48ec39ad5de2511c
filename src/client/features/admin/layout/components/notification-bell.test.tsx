// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNASSIGNED_PENDING_MAX, type ConsultationList } from '@shared/schemas/consultations';
import { renderAdmin } from '../../shared/test-utils';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Answers the bell's list request with these counts; records what was asked. */
function serve(counts: ConsultationList['counts']) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    const answer: ConsultationList = { consultations: [], total: counts.unassignedPending, totalIsEstimate: false, counts };
    return Response.json(answer);
  });
  return asked;
}

describe('NotificationBell', () => {
  it('when the server counts 120 unassigned pending enquiries, then it asks for the count alone, shows 99+ and links to them', async () => {
    const asked = serve({ byStatus: { Pending: 300, Processing: 0, Completed: 0, Cancelled: 0 }, spam: 7, unassignedPending: 120 });
    renderAdmin(<NotificationBell />, { route: '/articles' });

    expect((await screen.findByTestId('pending-count', {}, { timeout: 5000 })).textContent).toBe('99+');
    expect(asked).toEqual(['/api/consultations?page=1&pageSize=1&status=Pending&assignee=unassigned']);
    expect(screen.getByTestId('notification-bell').getAttribute('href')).toBe('/consultations?status=Pending&assignee=unassigned');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('通知: 120 条未分配的待处理咨询');
  });

  it('when every pending enquiry is assigned, then no number shows, however many are pending or spam', async () => {
    const asked = serve({ byStatus: { Pending: 5, Processing: 0, Completed: 0, Cancelled: 0 }, spam: 3, unassignedPending: 0 });
    renderAdmin(<NotificationBell />, { route: '/articles' });

    await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('通知: 暂无未分配的待处理咨询'), { timeout: 5000 });
    expect(screen.queryByTestId('pending-count')).toBeNull();
  });

  it('when the server counts as far as it goes, then the label says "at least"', async () => {
    serve({ byStatus: { Pending: 5000, Processing: 0, Completed: 0, Cancelled: 0 }, spam: 0, unassignedPending: UNASSIGNED_PENDING_MAX });
    renderAdmin(<NotificationBell />, { route: '/articles' });

    expect((await screen.findByTestId('pending-count', {}, { timeout: 5000 })).textContent).toBe('99+');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(`通知: ${UNASSIGNED_PENDING_MAX}+ 条未分配的待处理咨询`);
  });
});
