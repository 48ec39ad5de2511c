// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '@/lib/session';
import type { PublicUser } from '@shared/schemas/auth';
import { renderAdmin } from '../../shared/test-utils';
import { LoginForm } from './login-form';

const alice: PublicUser = {
  id: 1,
  username: 'alice',
  email: null,
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  twoFactorEnabled: true,
  mustChangePassword: false,
  mustEnrollTwoFactor: false,
};

/** /api/login asks for the second step; /api/login/2fa answers `second`. */
function serve(second: [number, unknown]) {
  const asked: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    if (path === '/api/login') return Response.json({ twoFactorRequired: true, code: 'TWO_FACTOR_REQUIRED', message: 'two-factor code required' }, { status: 202 });
    return Response.json(second[1], { status: second[0] });
  });
  return asked;
}

const within5s = { timeout: 5000 };

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResize as unknown as typeof ResizeObserver;

async function passFirstStep() {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return screen.findByLabelText('验证码或恢复码', {}, within5s);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LoginForm', () => {
  it('when the password is right and the account has two-factor, then the code step asks for a code and signs in with it', async () => {
    const asked = serve([200, alice]);
    const onSignedIn = vi.fn();
    const { queryClient } = renderAdmin(<LoginForm onSignedIn={onSignedIn} />, { route: '/auth' });

    const code = await passFirstStep();
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(queryClient.getQueryData(userQuery.queryKey)).toBeUndefined();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce(), within5s);
    expect(asked.map((a) => a.path)).toEqual(['/api/login', '/api/login/2fa']);
    expect(asked[1]!.body).toEqual({ code: '123456' });
    expect(queryClient.getQueryData(userQuery.queryKey)).toEqual(alice);
  });

  it('when the code is wrong, then the step says so and stays; the back link returns to the password', async () => {
    serve([401, { message: 'wrong', error: 'wrong', code: 'INVALID_TWO_FACTOR_CODE' }]);
    const onSignedIn = vi.fn();
    renderAdmin(<LoginForm onSignedIn={onSignedIn} />, { route: '/auth' });
    const code = await passFirstStep();

    fireEvent.change(code, { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));

    expect((await screen.findByText('验证码不正确或已被使用', {}, within5s)).id).toBe('login-two-factor-code-error');
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '返回重新输入账号密码' }));
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('alice');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
  });
});
