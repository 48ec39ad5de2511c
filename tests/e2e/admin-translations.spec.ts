/**
 * Staff write and publish an English version in the editor's English tab, visitors read it under
 * /en, and a later edit of the Chinese source marks the English version as needing an update.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../src/shared/schemas/articles';
import zhAdminShared from '../../src/client/i18n/locales/zh/admin/shared';
import zhArticleForm from '../../src/client/i18n/locales/zh/admin/article-form';
import enSite from '../../src/client/i18n/locales/en/site';
import { apiJson, eventually, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { serverHtml } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([375, 1280])('translating an article at %i px', (width) => {
  let page: Page;
  let article: AdminArticle;
  const englishTitle = `Work pass changes explained ${width}`;
  const dialog = () => page.getByTestId('article-dialog');

  beforeAll(async () => {
    page = await newPage(browser, { width });
    await signInAsAdmin(page);
    article = await apiJson<AdminArticle>(page, 'POST', '/api/articles', { title: `工作准证新规解读 ${width}`, content: '<p>人力部公布了新的工作准证规定。</p>', category: 'news', status: 'Published' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('when staff copy from Chinese, translate and publish the English tab, then visitors read it under /en', async () => {
    await page.goto(`/articles?edit=${article.id}`);
    await visible(dialog());
    await dialog().getByTestId('language-tab-en').click();
    await dialog().getByRole('button', { name: zhArticleForm.english.copyFromChinese }).click();
    await dialog().locator('#article-en-title').fill(englishTitle);
    const editor = dialog().getByTestId('rich-text');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('The Ministry of Manpower has published new work pass rules.');

    await dialog().getByRole('button', { name: zhArticleForm.english.publish }).click();

    await toast(page, zhArticleForm.outcome.published);
    await visible(dialog().getByRole('button', { name: zhArticleForm.english.unpublish }));
    await eventually(async () => (await serverHtml(`/en/news/${article.id}`)).html.includes(englishTitle));
    const { html } = await serverHtml(`/en/news/${article.id}`);
    expect(html).toContain('The Ministry of Manpower has published new work pass rules.');
    expect(html).not.toContain(enSite.layout.notTranslated);
    expect((await serverHtml(`/news/${article.id}`)).html).toContain(`工作准证新规解读 ${width}`);
  });

  it('when the Chinese text is then edited, then the English tab and the API say it needs an update', async () => {
    await apiJson(page, 'PATCH', `/api/articles/${article.id}`, { title: `工作准证新规解读（修订） ${width}` });

    await page.goto(`/articles?edit=${article.id}`);
    await visible(dialog());

    await eventually(async () => ((await dialog().getByTestId('language-tab-en').textContent()) ?? '').includes(zhAdminShared.languageState.needsUpdate));
    const saved = await apiJson<AdminArticle>(page, 'GET', `/api/articles/${article.id}`);
    expect(saved.englishState).toBe('needsUpdate');
    expect(saved.translations.en?.title).toBe(englishTitle);
  });
});
