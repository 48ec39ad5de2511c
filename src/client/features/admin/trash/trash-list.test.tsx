// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrashEntry } from '@shared/schemas/trash';
import { renderAdmin } from '../shared/test-utils';
import { TrashList } from './trash-list';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry: TrashEntry = { id: 5, articleId: 'ep-guide', title: 'EP 指南', category: 'singapore-immigration', type: 'service', trashedAt: '2027-03-01T01:30:00.000Z', trashedBy: 'alice', daysLeft: 29 };

function trashServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => Response.json(init?.method === 'POST' ? { id: 5 } : String(url).endsWith('/api/trash') ? [entry] : null));
}
const posts = (spy: ReturnType<typeof trashServer>) => spy.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('TrashList, restore', () => {
  it.each([
    ['恢复为草稿', true],
    ['按原样恢复', false],
  ] as const)('when restore is pressed, then nothing is sent until "%s" is chosen, which sends asDraft %s', async (choice, asDraft) => {
    const spy = trashServer();
    renderAdmin(<TrashList open />, { user: 'admin' });
    const row = await screen.findByTestId('trash-row');

    fireEvent.click(within(row).getByRole('button', { name: '恢复' }));

    const dialog = await screen.findByTestId('trash-restore-dialog');
    expect(dialog.textContent).toContain('EP 指南');
    expect(posts(spy)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: choice }));
    await waitFor(() => expect(posts(spy)).toHaveLength(1));
    const [url, init] = posts(spy)[0]!;
    expect(url).toBe('/api/trash/5/restore');
    expect(JSON.parse(init!.body as string)).toEqual({ asDraft });
  });
});

describe('TrashList, by role', () => {
  it('when an editor opens the trash, then she may restore but not delete for good', async () => {
    trashServer();

    renderAdmin(<TrashList open />, { user: 'editor' });

    const row = await screen.findByTestId('trash-row');
    expect(within(row).getByRole('button', { name: '恢复' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '永久删除' })).toBeNull();
  });

  it('when an admin opens the trash, then delete for good is offered', async () => {
    trashServer();

    renderAdmin(<TrashList open />, { user: 'admin' });

    const row = await screen.findByTestId('trash-row');
    expect(within(row).getByRole('button', { name: '永久删除' })).toBeTruthy();
  });
});
