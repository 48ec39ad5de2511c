// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../shared/test-utils';
import { TwoFactorCard } from './two-factor-card';

const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);
const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** A server where two-factor is off; the enrolment accepts only 654321. */
function serve() {
  const asked: string[] = [];
  let enabled = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/account/two-factor') return Response.json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 });
    if (path === '/api/account/two-factor/setup') return Response.json({ secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUrl: 'otpauth://totp/x', qrSvg });
    if (path === '/api/account/two-factor/enable') {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '654321') return Response.json({ message: 'the code is wrong', code: 'VALIDATION', fieldErrors: { code: ['twoFactorCodeWrong'] } }, { status: 400 });
      enabled = true;
      return Response.json({ recoveryCodes: codes });
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

describe('TwoFactorCard', () => {
  it('when enrolling, then the QR image and the secret show, a wrong code is refused and the right one shows ten recovery codes once', async () => {
    const asked = serve();
    renderAdmin(<TwoFactorCard />, { route: '/settings?tab=account' });
    fireEvent.click(await screen.findByRole('button', { name: '开启两步验证' }, within5s));

    const secret = await screen.findByTestId('two-factor-secret', {}, within5s);
    await waitFor(() => expect(secret.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW'), within5s);
    expect(screen.getByRole('img', { name: '两步验证二维码' }).getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`);
    const code = screen.getByLabelText('验证码');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '确认并开启' }));
    expect(await screen.findByText('验证码不正确，请重试', {}, within5s)).toBeTruthy();
    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认并开启' }));

    await waitFor(() => expect(screen.getAllByTestId('recovery-code').map((c) => c.textContent)).toEqual(codes), within5s);
    expect(asked.filter((a) => a.includes('/setup'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '我已保存恢复码' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull(), within5s);
    expect((await screen.findByTestId('two-factor-state', {}, within5s)).textContent).toBe('已开启');
  });
});
