/**
 * The editor's web address is the address the page gets: a slug filled from the English title and
 * saved from the English tab alone is stored, and after publishing the editor shows the live URLs,
 * which a signed-out reader opens. Set EDITOR_ADDRESS_SHOTS to a folder for screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../src/shared/schemas/articles';
import enArticleForm from '../../src/client/i18n/locales/en/admin/article-form';
import zhArticleForm from '../../src/client/i18n/locales/zh/admin/article-form';
import { apiJson, visible, settled } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin, languagesAndWidths } from './fixtures';

const shots = process.env.EDITOR_ADDRESS_SHOTS;
const forms = { zh: zhArticleForm, en: enArticleForm };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(languagesAndWidths)('the editor address (admin in %s, %i px)', (lang, width) => {
  let staff: Page;
  let article: AdminArticle;
  const dialog = () => staff.getByTestId('article-dialog');
  const words = `EntrePass Application Guide for Founders ${lang} ${width} ${Date.now()}`;
  const slug = words.toLowerCase().replace(/ /g, '-');

  beforeAll(async () => {
    staff = await newPage(browser, { width, height: 900 });
    await staff.context().addInitScript((l) => window.localStorage.setItem('adminLanguage', l), lang);
    await signInAsAdmin(staff);
    article = await apiJson<AdminArticle>(staff, 'POST', '/api/articles', {
      title: `创业准证申请指南 ${Date.now()}`,
      content: '<p>申请步骤</p>',
      category: 'singapore-immigration',
      status: 'Published',
      translations: { en: { title: '', content: '<p>The steps, in order.</p>', status: 'Draft' } },
    });
  });
  afterAll(async () => {
    await staff?.context().close();
  });

  it('when the English tab alone publishes with a title, then the address filled from it is stored and shown live, and a reader opens it', async () => {
    const f = forms[lang];
    await staff.goto(`/articles?edit=${article.id}`);
    await visible(dialog());
    await dialog().getByRole('tab', { name: /English|英文/ }).click();
    await (await visible(dialog().locator('#article-en-title'))).fill(words);

    await dialog().getByRole('button', { name: f.english.publish, exact: true }).click();

    const live = await visible(dialog().getByTestId('live-address'));
    await expect.poll(async () => (await live.getByRole('link').allTextContents()).map((s) => new URL(s).pathname)).toEqual([`/immigration/${slug}`, `/en/immigration/${slug}`]);
    const stored = await apiJson<AdminArticle>(staff, 'GET', `/api/articles/${article.id}`);
    expect(stored.articleId).toBe(slug);
    if (shots) {
      await settled(staff.locator('body'));
      await staff.screenshot({ path: `${shots}/editor-address-${lang}-${width}.png` });
    }

    const reader = await newPage(browser, { width });
    try {
      const res = await reader.goto(`/en/immigration/${slug}`);
      expect(res?.status()).toBe(200);
      await visible(reader.getByRole('heading', { name: words }));
    } finally {
      await reader.context().close();
    }
  });
});
