// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView, AuditPage } from '@shared/schemas/audit';
import { renderAdmin } from '../shared/test-utils';
import ActivityPage from './activity-page';

const entry = (id: number, fields: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  at: '2026-01-09T15:30:00.000Z',
  actorId: 1,
  actorName: 'alice',
  ip: '203.0.113.7',
  action: 'save',
  entityType: 'category',
  entityId: '7',
  entityLabel: '乙',
  changes: [{ field: 'title', from: '甲', to: '乙' }],
  href: '/categories',
  ...fields,
});

/** Answers the audit API; records each path and query asked for. */
function serve(page: Partial<AuditPage>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    if (url.pathname === '/api/audit/actors') return Response.json([{ id: 1, name: 'alice' }]);
    return Response.json({ entries: [], total: 0, page: 1, pageSize: 25, ...page });
  });
  return asked;
}

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ActivityPage', () => {
  it('when the address holds filters, then the server is asked for them and each entry shows who, what, when (Singapore) and its changes', async () => {
    const asked = serve({ entries: [entry(2), entry(1, { action: 'sign-in-failed', actorId: null, actorName: null, entityType: 'session', entityId: null, entityLabel: 'mallory', changes: [], href: null })], total: 27, page: 2 });
    renderAdmin(<ActivityPage />, { route: '/activity?entity=category&from=2026-01-01&page=2' });

    const rows = await screen.findAllByTestId('activity-row', {}, within5s);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '查看 1 项更改' }));

    expect(asked).toContain('/api/audit?page=2&pageSize=25&entityType=category&from=2026-01-01');
    expect(rows[0]!.textContent).toContain('alice');
    expect(rows[0]!.textContent).toContain('保存');
    expect(rows[0]!.textContent).toContain('分类');
    expect(rows[0]!.textContent).toContain('2026/01/09 23:30:00');
    expect(within(rows[0]!).getByRole('link', { name: '乙' }).getAttribute('href')).toBe('/categories');
    expect(within(rows[0]!).getByTestId('change').textContent).toBe('title甲 → 乙');
    expect(rows[1]!.textContent).toContain('登录失败');
    expect(rows[1]!.textContent).toContain('未登录');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('showing').textContent).toBe('第 26–27 条，共 27 条');
  });

  it('when a date is chosen, then the address keeps it, paging starts again and the server is asked for that day', async () => {
    const asked = serve({ entries: [entry(1)], total: 1 });
    renderAdmin(<ActivityPage />, { route: '/activity?entity=category&page=3' });
    await screen.findAllByTestId('activity-row', {}, within5s);

    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-01-09' } });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity?entity=category&to=2026-01-09'));
    await waitFor(() => expect(asked).toContain('/api/audit?page=1&pageSize=25&entityType=category&to=2026-01-09'));
  });

  it('when nothing matches the filters, then it says so; in English too', async () => {
    serve({ entries: [], total: 0 });
    renderAdmin(<ActivityPage />, { route: '/activity?person=1', language: 'en' });

    expect((await screen.findByTestId('activity-empty', {}, within5s)).textContent).toBe('No entries match these filters');
  });
});
