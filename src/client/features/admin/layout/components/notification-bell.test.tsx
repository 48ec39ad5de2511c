// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationList } from '@shared/schemas/consultations';
import { renderAdmin } from '../../shared/test-utils';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotificationBell', () => {
  it('when the server counts 120 pending orders, then it asks for the count alone and shows 99+', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      const answer: ConsultationList = { consultations: [], total: 120, totalIsEstimate: false, counts: { byStatus: { Pending: 120, Processing: 0, Completed: 0, Cancelled: 0 } } };
      return Response.json(answer);
    });
    renderAdmin(<NotificationBell />, { route: '/articles' });

    expect((await screen.findByTestId('pending-count', {}, { timeout: 5000 })).textContent).toBe('99+');
    expect(asked).toEqual(['/api/consultations?page=1&pageSize=1&status=Pending']);
  });
});
