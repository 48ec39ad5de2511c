// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
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
});
