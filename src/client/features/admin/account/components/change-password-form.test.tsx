// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../shared/test-utils';
import { ChangePasswordForm } from './change-password-form';

const within5s = { timeout: 5000 };

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ChangePasswordForm', () => {
  it('when the new password is short or unconfirmed, then nothing is sent and the fields say why', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAdmin(<ChangePasswordForm />);

    fill('old-password', 'short', 'different');

    expect(await screen.findByText('密码至少需要 10 个字符', {}, within5s)).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the server refuses the current and the new password, then each error shows under its field', async () => {
    const body = { message: 'invalid', code: 'VALIDATION', fieldErrors: { currentPassword: ['passwordWrong'], newPassword: ['passwordTooCommon'] } };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status: 400 }));
    const onChanged = vi.fn();
    renderAdmin(<ChangePasswordForm onChanged={onChanged} />);

    fill('not-my-password', 'password1234');

    expect((await screen.findByText('当前密码不正确', {}, within5s)).id).toBe('account-current-password-error');
    expect(screen.getByText('该密码过于常见，请换一个').id).toBe('account-new-password-error');
    expect(onChanged).not.toHaveBeenCalled();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ currentPassword: 'not-my-password', newPassword: 'password1234' });
  });
});
