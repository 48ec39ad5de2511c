// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PublicUser } from '@shared/schemas/auth';
import { renderAdmin } from '../shared/test-utils';
import AdminLayout from './admin-layout';

const user = (fields: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'dora',
  email: null,
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  twoFactorEnabled: false,
  mustChangePassword: false,
  mustEnrollTwoFactor: false,
  ...fields,
});

/** GET /api/user answers `me`; the bell's count is 0; the enrolment screen gets a secret. */
function serve(me: PublicUser) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (path === '/api/user') return Response.json(me);
    if (path === '/api/review') return Response.json([{ id: 1 }, { id: 2 }]);
    if (path === '/api/account/two-factor/setup') return Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' });
    if (path === '/api/consultations') {
      const counts = { byStatus: { Pending: 0, Processing: 0, Completed: 0, Cancelled: 0 }, spam: 0, unassignedPending: 0 };
      return Response.json({ consultations: [], total: 0, totalIsEstimate: false, counts });
    }
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return asked;
}

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AdminLayout', () => {
  it('when the user signed in with a one-time password, then only the new-password screen shows', async () => {
    const asked = serve(user({ mustChangePassword: true }));
    renderAdmin(<AdminLayout />, { route: '/articles' });

    expect(await screen.findByTestId('required-password', {}, within5s)).toBeTruthy();
    expect(screen.getByLabelText('新密码')).toBeTruthy();
    expect(screen.queryByTestId('admin-sidebar')).toBeNull();
    expect(asked).toEqual(['/api/user']);
  });

  it('when an admin must enrol in two-factor, then only the enrolment screen shows', async () => {
    serve(user({ mustEnrollTwoFactor: true }));
    renderAdmin(<AdminLayout />, { route: '/articles' });

    expect(await screen.findByTestId('required-twoFactor', {}, within5s)).toBeTruthy();
    expect(screen.queryByTestId('admin-sidebar')).toBeNull();
  });

  it('when any signed-in call answers 401, then the user is sent to the sign-in screen', async () => {
    serve(user());
    const { queryClient } = renderAdmin(<AdminLayout />, { route: '/users' });
    await screen.findByTestId('admin-sidebar', {}, within5s);

    await queryClient
      .fetchQuery({
        queryKey: ['admin', 'anything'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'not signed in')),
        retry: false,
      })
      .catch(() => undefined);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth'), within5s);
    expect(queryClient.getQueryData(['user'])).toBeNull();
  });

  it('when a role-user opens the settings screen, then the shell shows; elsewhere the rights-needed screen', async () => {
    serve(user({ role: 'user' }));
    renderAdmin(<AdminLayout />, { route: '/settings' });
    expect(await screen.findByTestId('admin-sidebar', {}, within5s)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '网站设置' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '文章管理' })).toBeNull();
    cleanup();

    renderAdmin(<AdminLayout />, { route: '/articles' });
    expect(await screen.findByTestId('rights-needed', {}, within5s)).toBeTruthy();
  });

  const sidebarLinks = () => within(within(screen.getByTestId('admin-sidebar')).getByRole('navigation')).getAllByRole('link').map((a) => a.textContent);

  it('when a sales consultant signs in, then the menu lists the screens of her role only, and no count of submissions is asked for', async () => {
    const asked = serve(user({ role: 'sales' }));

    renderAdmin(<AdminLayout />, { route: '/consultations' });

    await screen.findByTestId('admin-sidebar', {}, within5s);
    expect(sidebarLinks()).toEqual(['数据概览', '咨询订单', '预约日程', '下载中心']);
    expect(screen.queryByTestId('no-permission')).toBeNull();
    expect(asked).not.toContain('/api/review');
  });

  it('when an editor signs in, then the review entry shows the number of pending submissions', async () => {
    serve(user({ role: 'editor' }));

    renderAdmin(<AdminLayout />, { route: '/articles' });

    const count = await screen.findByTestId('review-pending-count', {}, within5s);
    expect(count.textContent).toContain('2');
    expect(sidebarLinks().map((text) => text?.replace(/\d.*$/, ''))).toEqual(['数据概览', '文章管理', '稿件审核', '分类管理', '访问统计', '资格自测', '媒体库', '网址跳转', '网站设置', '下载中心']);
  });

  it.each([
    ['zh', '/users', '您没有权限查看此页面', '管理用户'],
    ['en', '/articles', 'You do not have permission to see this page', 'Write articles'],
  ] as const)('when a sales consultant opens a screen beyond her role (%s, %s), then the page says which right is missing, not a blank page', async (language, route, title, right) => {
    serve(user({ role: 'sales' }));

    renderAdmin(<AdminLayout />, { route, language });

    const message = await screen.findByTestId('no-permission', {}, within5s);
    expect(message.textContent).toContain(title);
    expect(message.textContent).toContain(right);
    expect(screen.getByTestId('admin-sidebar')).toBeTruthy();
  });

  it('when an author opens the address of a submission, then the no-permission message shows', async () => {
    serve(user({ role: 'author' }));

    renderAdmin(<AdminLayout />, { route: '/review/12' });

    expect(await screen.findByTestId('no-permission', {}, within5s)).toBeTruthy();
  });
});
