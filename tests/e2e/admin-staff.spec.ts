import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, toast, visible } from './admin-helpers';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
const colleague = `colleague${Date.now().toString(36)}`;
const newPassword = `Blue-lantern-${Date.now().toString(36)}`;
const step = (seconds = Date.now() / 1000) => Math.floor(seconds / 30);
/** The authenticator app: the code of this 30-s step (otplib's epoch is in seconds). */
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** Optional screenshots to look at (E2E_SCREENSHOTS=1): /tmp/admin-staff-<name>.png. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(os.tmpdir(), `admin-staff-${name}.png`), fullPage: true });
}

async function signInFirstStep(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('staff accounts', () => {
  it('when an admin creates a colleague, then they change the one-time password, enrol two-factor, sign in with a code, and lose their session once disabled', async () => {
    const admin = await newPage(browser, { width: 1280 });
    const adminConsoleClean = expectNoConsoleErrors(admin);
    await signInAsAdmin(admin);

    // the admin creates the account: the one-time password is shown once
    await admin.goto('/users');
    await visible(admin.getByTestId('user-row'));
    await admin.getByRole('button', { name: '新建账号' }).click();
    await admin.locator('#new-user-username').fill(colleague);
    await admin.getByRole('button', { name: '创建', exact: true }).click();
    const oneTimePassword = ((await (await visible(admin.getByTestId('one-time-password'))).first().textContent()) ?? '').trim();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(16);
    await admin.getByRole('button', { name: '完成' }).click();
    const row = admin.locator(`[data-testid="user-row"][data-username="${colleague}"]`);
    await visible(row);
    expect(await row.textContent()).toContain('待修改密码');
    await shot(admin, 'users-1280-zh');

    // the colleague signs in and can do nothing before choosing a new password
    const page = await newPage(browser, { width: 1280 });
    await signInFirstStep(page, colleague, oneTimePassword);
    await visible(page.getByTestId('required-password'));
    await shot(page, 'required-password-1280-zh');
    await page.locator('#account-current-password').fill(oneTimePassword);
    await page.locator('#account-new-password').fill(newPassword);
    await page.locator('#account-confirm-password').fill(newPassword);
    await page.getByRole('button', { name: '修改密码' }).click();
    await toast(page, '密码已修改');
    // a role-user: the back office is closed to them, their own account is not
    await visible(page.getByTestId('rights-needed'));
    await page.goto('/settings');
    await visible(page.getByTestId('account-tab'));

    // enrolment: the secret as text, a first code from the "app", then the recovery codes once
    await page.getByRole('button', { name: '开启两步验证' }).click();
    const secretBox = page.getByTestId('two-factor-secret');
    await eventually(async () => /[A-Z2-7]{4}/.test((await secretBox.textContent()) ?? ''));
    const secret = ((await secretBox.textContent()) ?? '').replace(/\s+/g, '');
    await shot(page, 'enrol-1280-zh');
    const enrolStep = step();
    await page.locator('#two-factor-enable-code').fill(await totpNow(secret));
    await page.getByRole('button', { name: '确认并开启' }).click();
    await visible(page.getByTestId('recovery-codes'));
    const recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await shot(page, 'recovery-codes-1280-zh');
    await page.getByRole('button', { name: '我已保存恢复码' }).click();
    await eventually(async () => (await page.getByTestId('two-factor-state').textContent()) === '已开启');

    // sign out, then in again: password, then a code of a later step (the enrolment's would be a replay)
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInFirstStep(page, colleague, newPassword);
    const code = await visible(page.locator('#login-two-factor-code'));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-two-factor-code');
    await shot(page, 'two-factor-step-1280-zh');
    await eventually(() => step() > enrolStep, 35_000);
    await code.fill(await totpNow(secret));
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await page.waitForURL('**/articles', { timeout: 15_000 });
    await page.goto('/settings');
    await visible(page.getByTestId('account-tab'));
    await eventually(async () => (await page.getByTestId('two-factor-state').textContent()) === '已开启');

    // the admin disables the colleague: the question says their sessions end
    await admin.goto('/users');
    await admin.getByRole('button', { name: `${colleague} 的操作` }).click();
    await admin.getByRole('menuitem', { name: '停用账号' }).click();
    expect(await (await visible(admin.getByRole('alertdialog'))).textContent()).toContain('会话会立即结束');
    await admin.getByRole('button', { name: '停用', exact: true }).click();
    await toast(admin, '账号已停用');
    await eventually(async () => ((await row.getByTestId('user-state').textContent()) ?? '').includes('已停用'));

    // the colleague's next action finds the session gone and lands on the sign-in screen
    await page.locator('#account-current-password').fill(newPassword);
    await page.locator('#account-new-password').fill(`${newPassword}-2`);
    await page.locator('#account-confirm-password').fill(`${newPassword}-2`);
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.waitForURL('**/auth', { timeout: 15_000 });
    await toast(page, '您的登录已结束');

    adminConsoleClean();
    await page.context().close();
    await admin.context().close();
  }, 180_000);

  it('when the users screen is opened on a phone, then it shows cards without horizontal scrolling, in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await newPage(browser, { width: 375, height: 800, lang });
      await signInAsAdmin(page);
      await page.goto('/users');
      await visible(page.getByTestId('user-row'));

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.locator('table').count()).toBe(0);
      await shot(page, `users-375-${lang}`);
      if (process.env.E2E_SCREENSHOTS) {
        const desktop = await newPage(browser, { width: 1280, lang });
        await signInAsAdmin(desktop);
        await desktop.goto('/settings?tab=account');
        await visible(desktop.getByTestId('account-tab'));
        await shot(desktop, `account-1280-${lang}`);
        await desktop.goto('/users');
        await visible(desktop.getByTestId('user-row'));
        await shot(desktop, `users-1280-${lang}`);
        await desktop.context().close();
        await page.goto('/settings?tab=account');
        await visible(page.getByTestId('account-tab'));
        await shot(page, `account-375-${lang}`);
      }
      await page.context().close();
    }
  });
});
