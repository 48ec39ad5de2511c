/**
 * Staff break an article, open History, see the diff, restore the good version and publish it
 * again (docs/decisions/0015-revisions.md). Set REVISIONS_SHOTS to a folder for
 * screenshots of the History panel at 375 and 1280 px in both languages (looked at, not compared).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../src/shared/schemas/articles';
import zhArticleForm from '../../src/client/i18n/locales/zh/admin/article-form';
import zhRevisions from '../../src/client/i18n/locales/zh/admin/revisions';
import { apiJson, eventually, settled, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { serverHtml } from './site-helpers';

const shots = process.env.REVISIONS_SHOTS;
const GOOD_TITLE = '工作准证续签指南';
const KEPT = '申请人需要提交有效护照。';
const DELETED = '审批通常需要三周时间。';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('undoing a broken save', () => {
  let page: Page;
  let article: AdminArticle;
  const dialog = () => page.getByTestId('article-dialog');
  const panel = () => page.getByTestId('history-panel');

  beforeAll(async () => {
    page = await newPage(browser, { width: 1280 });
    await signInAsAdmin(page);
    article = await apiJson<AdminArticle>(page, 'POST', '/api/articles', { title: GOOD_TITLE, content: `<p>${KEPT}</p><p>${DELETED}</p>`, category: 'news', status: 'Published' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('when staff replace the title, delete a paragraph and save, then History shows what went and a restore brings it back to the public page', async () => {
    await page.goto(`/articles?edit=${article.id}`);
    await visible(dialog(), 30_000); // the admin chunk on a busy machine
    await dialog().locator('#article-title').fill('坏掉的标题');
    await dialog().getByTestId('rich-text').getByText(DELETED).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await eventually(async () => !(await dialog().getByTestId('rich-text').textContent())?.includes(DELETED));
    await dialog().getByRole('button', { name: zhArticleForm.update, exact: true }).click();
    await toast(page, zhArticleForm.outcome.updated);
    const saved = await apiJson<AdminArticle>(page, 'GET', `/api/articles/${article.id}`);
    expect(saved).toMatchObject({ title: '坏掉的标题', status: 'Published' });
    expect(saved.content).not.toContain(DELETED);
    await eventually(async () => !(await serverHtml(`/news/${article.id}`)).html.includes(DELETED));

    await dialog().getByTestId('history-open').click();
    const entries = (await visible(panel().getByTestId('history-list'))).locator('li');
    await eventually(async () => (await entries.count()) === 2);
    await entries.nth(1).getByRole('button').click();
    const removed = await visible(panel().getByTestId('history-text').locator('del'));
    expect((await removed.allTextContents()).join('')).toContain('三周');
    expect(await panel().getByTestId('history-fields').textContent()).toContain(`${GOOD_TITLE}→坏掉的标题`);
    if (shots) await page.screenshot({ path: `${shots}/history-zh-1280.png` });

    await panel().getByTestId('history-restore').click();
    await toast(page, zhRevisions.restored);
    expect(await dialog().locator('#article-title').inputValue()).toBe(GOOD_TITLE);
    expect(await serverHtml(`/news/${article.id}`).then((r) => r.html.includes(DELETED))).toBe(false);
    await dialog().getByRole('button', { name: zhArticleForm.update, exact: true }).click();

    await toast(page, zhArticleForm.outcome.updated);
    await eventually(async () => (await serverHtml(`/news/${article.id}`)).html.includes(DELETED));
    expect((await serverHtml(`/news/${article.id}`)).html).toContain(GOOD_TITLE);
    const revisions = await apiJson<{ title: string }[]>(page, 'GET', `/api/articles/${article.id}/revisions?lang=zh`);
    expect(revisions.map((r) => r.title)).toEqual([GOOD_TITLE, '坏掉的标题', GOOD_TITLE]);
  });
});

describe.skipIf(!shots).each([
  [375, 'zh'],
  [375, 'en'],
  [1280, 'en'],
] as const)('the History panel at %i px in %s', (width, lang) => {
  it('when opened on a changed article, then it lists the versions and a diff (screenshot)', async () => {
    const page = await newPage(browser, { width, lang });
    await signInAsAdmin(page);
    const article = await apiJson<AdminArticle>(page, 'POST', '/api/articles', { title: `${GOOD_TITLE} ${width}`, content: `<p>${KEPT}</p><p>${DELETED}</p>`, category: 'news', status: 'Published' });
    await apiJson(page, 'PATCH', `/api/articles/${article.id}`, { title: '坏掉的标题', content: `<p>${KEPT}</p>`, status: 'Draft' });

    await page.goto(`/articles?edit=${article.id}`);
    await visible(page.getByTestId('history-open'));
    await page.screenshot({ path: `${shots}/editor-${lang}-${width}.png` });
    await page.getByTestId('history-open').click();
    await visible(page.getByTestId('history-list'));
    await settled(page.getByTestId('history-panel')); // the sheet's slide-in
    await page.screenshot({ path: `${shots}/history-list-${lang}-${width}.png` });
    await page.getByTestId('history-list').locator('li').nth(1).getByRole('button').click();
    await visible(page.getByTestId('history-text'));
    await page.screenshot({ path: `${shots}/history-diff-${lang}-${width}.png` });
    await page.context().close();
  });
});
