import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedRoutes, signInThroughForm, toast, visible } from './admin-helpers';
import { adminCredentials, baseURL, launchBrowser, newPage } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('back-office access', () => {
  it('when a signed-out visitor opens any protected route, then it is sent to /auth', async () => {
    const page = await newPage(browser);

    for (const route of protectedRoutes) {
      await page.goto(route);
      await page.waitForURL('**/auth', { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/auth');
    }

    await page.context().close();
  });

  it('when the sign-in form is sent empty, then both fields say what is missing in red', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.waitForFunction(() => document.title.includes('Admin Login'));

    await page.getByRole('button', { name: '登录' }).click();

    await visible(page.getByText('请输入用户名'));
    await visible(page.getByText('请输入密码'));
    expect(await page.locator('#login-username').getAttribute('aria-invalid')).toBe('true');
    const border = await page.locator('#login-username').evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(185, 28, 28)');
    await page.context().close();
  });

  it('when the password is wrong, then the 登录失败 toast shows the server message', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');

    await page.locator('#login-username').fill(adminCredentials.username);
    await page.locator('#login-password').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();

    await toast(page, '登录失败');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('when the admin signs in with 记住我, then the welcome toast shows and a signed-in visit to /auth goes to /articles', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    const loginBody = page.waitForRequest((r) => r.url().endsWith('/api/login'));

    await page.getByLabel('记住我').check();
    await signInThroughForm(page);

    expect((await loginBody).postDataJSON()).toMatchObject({ username: adminCredentials.username, rememberMe: true });
    await toast(page, `欢迎回来，${adminCredentials.username}！`);
    await page.goto('/auth');
    await page.waitForURL('**/articles');
    await page.context().close();
  });

  it('when a role-user is signed in, then every protected screen shows that administrator rights are needed', async () => {
    const page = await newPage(browser, { lang: 'en' });
    const username = `staff${Date.now()}`;
    const res = await page.request.post('/api/register', { data: { username, password: 'user-pass-1234' }, headers: { Origin: baseURL() } });
    expect(res.status()).toBe(201);

    for (const route of protectedRoutes) {
      await page.goto(route);
      const screen = await visible(page.getByTestId('rights-needed'));
      expect(await screen.textContent()).toContain('Administrator rights needed');
      expect(await screen.textContent()).toContain(username);
    }

    await page.context().close();
  });

  it('when the admin logs out from the user menu, then 已退出登录 shows and the home page opens', async () => {
    const page = await newPage(browser);
    await signInThroughForm(page);

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();

    await toast(page, '已退出登录');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/articles');
    await page.waitForURL('**/auth');
    await page.context().close();
  });
});
