/**
 * The review step end to end (docs/decisions/0026-roles-and-review.md): an author writes and submits,
 * an editor returns with a comment, the author revises and submits again, the editor approves and the
 * page goes public; the mails arrive. This spec starts its own server with an SMTP server in the test
 * process (the shared one has no mail), so what it creates is gone with that server's data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/modules/outbox/smtp.fixtures';
import type { AdminArticle } from '../../src/shared/schemas/articles';
import type { ReviewSubmission } from '../../src/shared/schemas/review';
import type { StaffUserWithPassword } from '../../src/shared/schemas/staff';
import { eventually, settled, toast, visible } from './admin-helpers';
import { adminCredentials } from './credentials';
import { startE2eApp, type E2eApp } from './e2e-app';
import { expectNoConsoleErrors, launchBrowser } from './fixtures';

const stamp = Date.now().toString(36);
const password = `Review-lantern-${stamp}`;
const shotsDir = '/tmp/shots-review';

let browser: Browser;
let smtp: TestSmtpServer;
let app: E2eApp;
let base: string;

/** Screenshots to look at (E2E_SCREENSHOTS=1): /tmp/shots-review/<name>.png. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** A page of this spec's server in its own context; the production cookies are Secure (see fixtures.ts). */
async function pageAt(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width, height: width < 640 ? 812 : 800 }, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
  return context.newPage();
}

async function call<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { Origin: base } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(page: Page, username: string, pass: string) {
  await call(page, 'POST', '/api/login', { username, password: pass, rememberMe: false });
}

let made = 0;

/** An admin makes an account (with an email for the mails); its owner replaces the one-time password. */
async function colleague(admin: Page, role: 'editor' | 'author', width: number) {
  made += 1;
  const username = `${role}${stamp}${made}`;
  const email = `${username}@example.com`;
  const { oneTimePassword } = await call<StaffUserWithPassword>(admin, 'POST', '/api/users', { username, email, role });
  const page = await pageAt(width);
  await signIn(page, username, oneTimePassword);
  await call(page, 'POST', '/api/account/password', { currentPassword: oneTimePassword, newPassword: password });
  return { page, username, email };
}

const mailTo = (email: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(email) && subject.test(m.subject));

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startE2eApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'site@example.com', MAIL_POLL_MS: '200' });
  base = app.baseURL;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

describe('the review step', () => {
  it('when an author submits, an editor returns it, the author revises and the editor approves, then the page is public and every mail arrived', async () => {
    const admin = await pageAt(1280);
    await signIn(admin, adminCredentials.username, adminCredentials.password);
    const editor = await colleague(admin, 'editor', 1280);
    const author = await colleague(admin, 'author', 1280);
    const authorClean = expectNoConsoleErrors(author.page);
    const editorClean = expectNoConsoleErrors(editor.page);
    const title = `E2E 审核流程 ${stamp}`;

    // the author writes a news article: no Publish or Schedule control, "Submit for review" instead
    const a = author.page;
    const dialog = a.getByTestId('article-dialog');
    await a.goto('/articles?new=true');
    await visible(dialog);
    await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await dialog.locator('#article-category').click();
    await a.getByRole('option', { name: '新闻' }).click();
    const richText = dialog.getByTestId('rich-text');
    const typeInto = async (text: string) => {
      await richText.click();
      await eventually(() => richText.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)));
      await a.keyboard.press('End');
      await a.keyboard.type(text);
    };
    await typeInto('申请费为一百新元。');
    expect(await dialog.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /定时/ }).count()).toBe(0);
    expect(await dialog.locator('#article-status').count()).toBe(0);
    await dialog.getByTestId('submit-for-review').click();
    await visible(a.getByTestId('submit-dialog'));
    await a.getByTestId('submit-confirm').click();
    await toast(a, '已提交审核');
    await eventually(async () => ((await dialog.getByTestId('language-tab-zh').textContent()) ?? '').includes('审核中'));
    await visible(dialog.getByTestId('review-notice'));
    expect(await dialog.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);
    const articleId = Number(new URL(a.url()).searchParams.get('edit'));
    expect(articleId).toBeGreaterThan(0);

    // the editor is mailed, finds it in the queue and sees its diff
    await eventually(() => mailTo(editor.email, /待审核/).length === 1, 20_000);
    expect(mailTo(editor.email, /待审核/)[0]!.body).toMatch(/\/review\/\d+/);
    const e = editor.page;
    await e.goto('/review');
    const item = e.getByTestId('review-item').filter({ hasText: title });
    await visible(item);
    expect(await item.textContent()).toContain(author.username);
    await shot(e, 'queue-1280');
    await item.getByRole('link').click();
    await visible(e.getByTestId('history-text'));
    expect(await e.getByTestId('review-title').textContent()).toBe(title);
    expect(await e.getByTestId('history-text').locator('ins').first().textContent()).toContain('申请费');
    await shot(e, 'diff-1280');

    // a return needs a comment: said under the field
    await e.getByTestId('review-return').click();
    const returnDialog = await visible(e.getByTestId('return-dialog'));
    await settled(returnDialog);
    await returnDialog.getByRole('button', { name: '退回', exact: true }).click();
    await visible(returnDialog.getByText('请填写退回意见'));
    await shot(e, 'return-dialog-1280');
    const comment = '请写明申请费的生效日期。';
    await returnDialog.getByLabel('意见').fill(comment);
    await returnDialog.getByRole('button', { name: '退回', exact: true }).click();
    await toast(e, '已退回给作者');
    await e.waitForURL('**/review');
    await eventually(async () => (await item.count()) === 0);

    // the author is mailed the comment and finds it atop the editor, then revises and submits again
    await eventually(() => mailTo(author.email, /已退回/).length === 1, 20_000);
    expect(mailTo(author.email, /已退回/)[0]!.body).toContain(comment);
    await a.goto(`/articles?edit=${articleId}`);
    const notice = await visible(dialog.getByTestId('review-notice'));
    await eventually(async () => (await notice.getAttribute('data-state')) === 'returned');
    expect(await notice.textContent()).toContain(comment);
    expect(await notice.textContent()).toContain(editor.username);
    await shot(a, 'returned-notice-1280');
    await typeInto('自2027年1月1日起生效。');
    await dialog.getByTestId('submit-for-review').click();
    await a.getByTestId('submit-confirm').click();
    await toast(a, '已提交审核');

    // the editor approves: it is published, gone from the queue, and the author is mailed
    await eventually(() => mailTo(editor.email, /待审核/).length === 2, 20_000);
    await e.goto('/review');
    await item.getByRole('link').click();
    await visible(e.getByTestId('history-text'));
    expect(await e.getByTestId('history-text').textContent()).toContain('2027年1月1日');
    await e.getByRole('button', { name: '批准并发布' }).click();
    const question = await visible(e.getByRole('alertdialog'));
    expect(await question.textContent()).toContain('立即公开');
    await question.getByRole('button', { name: '批准并发布' }).click();
    await toast(e, '已批准并发布');
    await e.waitForURL('**/review');
    await visible(e.getByTestId('review-empty'));
    await eventually(() => mailTo(author.email, /已批准/).length === 1, 20_000);

    // the page is public in Chinese, with the approved text
    const visitor = await pageAt(1280);
    const res = await visitor.goto(`/news/${articleId}`);
    expect(res?.status()).toBe(200);
    expect(await visitor.locator('h1').first().textContent()).toContain(title);
    expect(await visitor.locator('main').textContent()).toContain('自2027年1月1日起生效');
    expect((await call<AdminArticle>(admin, 'GET', `/api/articles/${articleId}`)).status).toBe('Published');

    authorClean();
    editorClean();
    for (const p of [admin, editor.page, author.page, visitor]) await p.context().close();
  }, 240_000);

  it('when an editor submits her own version, then she cannot approve it: the page says so', async () => {
    const admin = await pageAt(1280);
    await signIn(admin, adminCredentials.username, adminCredentials.password);
    const { page: e, username } = await colleague(admin, 'editor', 1280);
    const article = await call<AdminArticle>(e, 'POST', '/api/articles', { title: `E2E 自审 ${stamp}`, category: 'news', status: 'Draft', content: '<p>正文</p>' });
    const mine = await call<ReviewSubmission>(e, 'POST', `/api/articles/${article.id}/submissions`, { lang: 'zh' });
    expect(mine.submittedBy?.username).toBe(username);

    await e.goto(`/review/${mine.id}`);
    await e.getByTestId('review-approve').click();
    const question = await visible(e.getByRole('alertdialog'));
    await question.getByRole('button', { name: '批准并发布' }).click();

    await toast(e, zhCommon.errors.SELF_APPROVAL);
    expect((await call<AdminArticle>(e, 'GET', `/api/articles/${article.id}`)).status).toBe('InReview');
    for (const p of [admin, e]) await p.context().close();
  });

  it('when the queue, a diff, the return dialog and a returned notice are seen on a phone, then nothing overflows', async () => {
    const admin = await pageAt(375);
    await signIn(admin, adminCredentials.username, adminCredentials.password);
    const a = (await colleague(admin, 'author', 375)).page;
    const editor = (await colleague(admin, 'editor', 375)).page;
    const article = await call<AdminArticle>(a, 'POST', '/api/articles', { title: `E2E 手机审核 ${stamp}`, category: 'news', status: 'Draft', content: '<p>第一段：费用说明。</p><p>第二段：所需材料。</p>' });
    const submitted = await call<ReviewSubmission>(a, 'POST', `/api/articles/${article.id}/submissions`, { lang: 'zh', publishAt: '2031-01-05T09:00:00+08:00' });
    const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await editor.goto('/review');
    await visible(editor.getByTestId('review-item').filter({ hasText: article.title }));
    expect(await overflow(editor)).toBeLessThanOrEqual(0);
    await shot(editor, 'queue-375');
    await editor.goto(`/review/${submitted.id}`);
    await visible(editor.getByTestId('history-text'));
    expect(await editor.getByTestId('review-approve').textContent()).toContain('批准并定时发布');
    expect(await overflow(editor)).toBeLessThanOrEqual(0);
    await shot(editor, 'diff-375');
    await editor.getByTestId('review-return').click();
    const returnDialog = await visible(editor.getByTestId('return-dialog'));
    await settled(returnDialog);
    await returnDialog.getByLabel('意见').fill('请补充材料清单的来源。');
    await shot(editor, 'return-dialog-375');
    await returnDialog.getByRole('button', { name: '退回', exact: true }).click();
    await toast(editor, '已退回给作者');

    await a.goto(`/articles?edit=${article.id}`);
    const notice = await visible(a.getByTestId('review-notice'));
    await eventually(async () => (await notice.getAttribute('data-state')) === 'returned');
    expect(await notice.textContent()).toContain('请补充材料清单的来源。');
    expect(await overflow(a)).toBeLessThanOrEqual(0);
    await shot(a, 'returned-notice-375');
    for (const p of [admin, editor, a]) await p.context().close();
  });
});
