/**
 * Roles in the back office (docs/decisions/0026-roles-and-review.md): the menu, the first screen after
 * sign-in, the screens beyond a role and the buttons, as a sales consultant and an author see them,
 * at a desktop's and a phone's width. The accounts and the enquiry it makes are deleted at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUserWithPassword } from '../../src/shared/schemas/staff';
import { apiJson, settled, visible } from './admin-helpers';
import { baseURL, expectNoConsoleErrors, launchBrowser, newPage, pastFormToken, signInAsAdmin } from './fixtures';

const shotsDir = '/tmp/shots-roles';
const stamp = Date.now().toString(36);
const password = `Roles-lantern-${stamp}`;
const enquiryName = `Roles 客户 ${stamp}`;

let browser: Browser;
let admin: Page;
const accounts: number[] = [];
let enquiryId = 0;

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** The admin makes an account of `role`; its owner replaces the one-time password, then signs out. */
async function colleague(role: 'sales' | 'author'): Promise<string> {
  const username = `${role}${stamp}${accounts.length}`;
  const made = await apiJson<StaffUserWithPassword>(admin, 'POST', '/api/users', { username, email: null, role });
  accounts.push(made.user.id);
  const page = await newPage(browser);
  const headers = { Origin: baseURL() };
  const signedIn = await page.request.post('/api/login', { data: { username, password: made.oneTimePassword, rememberMe: false }, headers });
  expect(signedIn.ok()).toBe(true);
  const changed = await page.request.post('/api/account/password', { data: { currentPassword: made.oneTimePassword, newPassword: password }, headers });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.context().close();
  return username;
}

/** Signs in through the sign-in screen and waits for the screen the role lands on. */
async function signIn(page: Page, username: string, landing: string) {
  await page.goto('/auth');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`**${landing}`, { timeout: 15_000 });
  // the welcome toast would cover what the screenshots are for
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * The menu's entries: the sidebar from 768 px, else the drawer behind the menu button, shot as
 * `shotName` and closed again.
 */
async function menuEntries(page: Page, width: number, shotName: string): Promise<string[]> {
  const texts = async (scope: Locator) => (await scope.getByRole('navigation').getByRole('link').allTextContents()).map((t) => t.trim());
  if (width >= 768) {
    const sidebar = page.getByTestId('admin-sidebar');
    await visible(sidebar.getByRole('navigation').getByRole('link'));
    return texts(sidebar);
  }
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = (await visible(page.getByRole('dialog'))).first();
  await settled(drawer);
  const entries = await texts(drawer);
  await shot(page, shotName);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return entries;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
  // as the public form posts: consent given, with a timing token older than 3 s (else it is filed as spam)
  const res = await fetch(`${baseURL()}/api/public/consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: enquiryName, email: 'roles.client@example.com', phone: '+65 8123 9876', type: 'business', message: '想了解公司注册。', consent: true, formToken: pastFormToken() }),
  });
  enquiryId = ((await res.json()) as { id: number }).id;
});

afterAll(async () => {
  if (admin) {
    if (enquiryId) await apiJson(admin, 'DELETE', `/api/consultations/${enquiryId}`).catch(() => undefined);
    for (const id of accounts) await apiJson(admin, 'DELETE', `/api/users/${id}`).catch(() => undefined);
  }
  await browser?.close();
});

describe.each([1280, 375])('roles at %i px', (width) => {
  it('when a sales consultant signs in, then she lands on the inbox with her screens only, opens an enquiry, exports CSV, and other screens say she has no permission', async () => {
    const username = await colleague('sales');
    const page = await newPage(browser, { width, height: width < 768 ? 812 : 800 });

    await signIn(page, username, '/consultations');
    // from here on (before, the sign-in screen's session check answers 401)
    const consoleClean = expectNoConsoleErrors(page);

    const entries = await menuEntries(page, width, `sales-menu-${width}`);
    expect(entries).toContain('咨询订单');
    for (const hidden of ['文章管理', '用户管理', '操作记录', '稿件审核']) expect(entries).not.toContain(hidden);

    await page.getByRole('searchbox').fill(enquiryName);
    const row = await visible(page.getByTestId('consultation-row').filter({ hasText: enquiryName }));
    await shot(page, `sales-inbox-${width}`);
    expect(await row.getByRole('button', { name: /^删除/ }).count()).toBe(0);
    await row.getByRole('button', { name: `查看 ${enquiryName} 的咨询` }).click();
    const dialog = await visible(page.getByTestId('consultation-dialog'));
    await settled(dialog);
    expect(await dialog.getByTestId('consultation-message').textContent()).toContain('想了解公司注册。');
    await shot(page, `sales-enquiry-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(fs.readFileSync((await download.path())!, 'utf8')).toContain(enquiryName);

    for (const [route, right] of [
      ['/articles', '撰写文章'],
      ['/users', '管理用户'],
    ] as const) {
      await page.goto(route);
      const refusal = await visible(page.getByTestId('no-permission'));
      expect(await refusal.textContent()).toContain('您没有权限查看此页面');
      expect(await refusal.textContent()).toContain(right);
      await shot(page, `sales-no-permission${route.replace('/', '-')}-${width}`);
    }
    // a backup is an admin's: her settings hold no backup tab, and the API refuses her
    expect(entries).not.toContain('网站设置');
    const backup = await page.request.post('/api/backup', { headers: { Origin: baseURL() } });
    expect(backup.status()).toBe(403);
    expect(((await backup.json()) as { code: string }).code).toBe('FORBIDDEN');
    await page.getByRole('link', { name: '返回我的首页' }).click();
    await page.waitForURL('**/consultations');

    // the old /admin address leads her to the inbox too; the dashboard shows her the enquiry figures
    await page.goto('/admin');
    await page.waitForURL('**/consultations');
    await page.goto('/dashboard');
    await visible(page.getByTestId('dashboard-status-Pending'));
    await shot(page, `sales-dashboard-${width}`);
    consoleClean();
    await page.context().close();
  });

  it('when an author signs in, then she lands on the articles without the inbox in the menu, and her editor offers no publish action', async () => {
    const username = await colleague('author');
    const page = await newPage(browser, { width, height: width < 768 ? 812 : 800 });

    await signIn(page, username, '/articles');
    // from here on (before, the sign-in screen's session check answers 401)
    const consoleClean = expectNoConsoleErrors(page);

    const entries = await menuEntries(page, width, `author-menu-${width}`);
    expect(entries).toContain('文章管理');
    for (const hidden of ['咨询订单', '用户管理', '操作记录', '稿件审核']) expect(entries).not.toContain(hidden);
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
    expect(await page.getByTestId('trash-open').count()).toBe(0);
    await visible(page.getByTestId('article-rows').or(page.getByTestId('articles-empty')));
    await shot(page, `author-articles-${width}`);

    await page.getByRole('button', { name: '创建文章' }).first().click();
    const editor = await visible(page.getByTestId('article-dialog'));
    await visible(editor.getByRole('button', { name: '保存草稿' }));
    await settled(editor);
    expect(await editor.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);
    await shot(page, `author-editor-${width}`);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });

    await page.goto('/consultations');
    expect(await (await visible(page.getByTestId('no-permission'))).textContent()).toContain('查看咨询');
    await page.goto('/dashboard');
    await visible(page.getByTestId('dashboard-nothing'));
    await shot(page, `author-dashboard-${width}`);
    consoleClean();
    await page.context().close();
  });
});
