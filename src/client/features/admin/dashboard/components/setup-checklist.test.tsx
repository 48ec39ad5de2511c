// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import { setupItems, type SetupChecklist, type SetupItem } from '@shared/schemas/setup-checklist';
import zhAdmin from '@/i18n/locales/zh/admin';
import { userQuery } from '@/lib/session';
import { renderAdmin } from '../../shared/test-utils';
import { SetupChecklistCard } from './setup-checklist';

const s = zhAdmin.dashboard.setup;
const admin: PublicUser = { id: 1, username: 'admin', email: null, role: 'admin', createdAt: '2026-11-01T00:00:00Z', twoFactorEnabled: false, mustChangePassword: false, mustEnrollTwoFactor: false };

function checklist(change: (item: SetupItem) => SetupItem = (i) => i): SetupChecklist {
  const items = setupItems.map((id) => change({ id, done: false, closed: null, ...(id === 'service-english' || id === 'two-factor' ? { missing: 2 } : {}) }));
  return { items, open: items.filter((i) => !i.done && !i.closed).length, adminEmail: null };
}

/** Answers the checklist's endpoints; records what was posted. */
function serve(list: SetupChecklist, after: SetupChecklist = list, mail: unknown = { sent: true, to: 'ops@example.com' }) {
  const posted: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') {
      posted.push({ path: url.pathname, body: JSON.parse(String(init.body ?? '{}')) });
      return Response.json(url.pathname.endsWith('/test-mail') ? mail : after);
    }
    if (url.pathname === '/api/setup-checklist') return Response.json(list);
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return posted;
}

function renderCard(user: PublicUser = admin) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, user);
  return renderAdmin(<SetupChecklistCard />, { queryClient });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SetupChecklistCard', () => {
  it('when the install is fresh, then every item is listed with a link to its screen, and the samples are called samples', async () => {
    serve(checklist());

    renderCard();

    const card = await screen.findByTestId('setup-checklist');
    expect(card.querySelectorAll('li')).toHaveLength(setupItems.length);
    expect(within(screen.getByTestId('setup-item-phone')).getByRole('link', { name: s.fix }).getAttribute('href')).toBe('/settings');
    expect(within(screen.getByTestId('setup-item-licence')).getByRole('link', { name: s.fix }).getAttribute('href')).toBe('/settings?tab=home');
    expect(within(screen.getByTestId('setup-item-home-samples')).getByText(s.samplesBadge)).toBeTruthy();
    expect(screen.getByTestId('setup-item-service-english').textContent).toContain('2 篇已发布的服务文章');
    expect(within(screen.getByTestId('setup-item-mail')).queryByRole('link')).toBeNull();
  });

  it('when items are done or dismissed, then only the open ones are listed', async () => {
    serve(checklist((i) => (i.id === 'phone' ? { ...i, done: true } : i.id === 'email' ? { ...i, closed: { state: 'dismissed', reason: 'no email', by: 'admin', at: '2026-11-27T00:00:00Z' } } : i)));

    renderCard();

    await screen.findByTestId('setup-checklist');
    expect(screen.queryByTestId('setup-item-phone')).toBeNull();
    expect(screen.queryByTestId('setup-item-email')).toBeNull();
    expect(screen.getByTestId('setup-item-wechat')).toBeTruthy();
  });

  it('when an item is dismissed, then a reason is required and sent, and the item leaves the list', async () => {
    const posted = serve(checklist(), checklist((i) => (i.id === 'wechat' ? { ...i, closed: { state: 'dismissed', reason: 'No WeChat', by: 'admin', at: '2026-11-27T00:00:00Z' } } : i)));
    renderCard();
    const row = await screen.findByTestId('setup-item-wechat');

    fireEvent.click(within(row).getByRole('button', { name: s.dismiss }));
    const submit = within(row).getByRole('button', { name: s.confirmDismiss }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(row).getByLabelText(s.reason), { target: { value: '  No WeChat ' } });
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByTestId('setup-item-wechat')).toBeNull());
    expect(posted).toEqual([{ path: '/api/setup-checklist/wechat/dismiss', body: { reason: 'No WeChat' } }]);
  });

  it('when the samples are kept, then the confirmation is posted', async () => {
    const posted = serve(checklist());
    renderCard();

    fireEvent.click(within(await screen.findByTestId('setup-item-home-samples')).getByRole('button', { name: s.keepSamples }));

    await waitFor(() => expect(posted).toEqual([{ path: '/api/setup-checklist/home-samples/confirm', body: {} }]));
  });

  it('when a test mail is sent, then the outcome is reported, success or failure', async () => {
    const posted = serve(checklist(), undefined, { sent: false, to: 'ops@example.com', error: 'ECONNREFUSED' });
    renderCard();
    const form = await screen.findByTestId('setup-test-mail');

    fireEvent.change(within(form).getByLabelText(s.testMail.to), { target: { value: 'ops@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: s.testMail.send }));

    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(s.testMail.failed.replace('{{error}}', 'ECONNREFUSED')));
    expect(posted).toEqual([{ path: '/api/setup-checklist/test-mail', body: { to: 'ops@example.com' } }]);
  });

  it('when the signed-in user is not an admin, then nothing is shown and nothing asked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');

    renderCard({ ...admin, role: 'user' });

    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
