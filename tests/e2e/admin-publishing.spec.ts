/**
 * Preview, scheduling and Trash (docs/decisions/0016-publishing.md): staff share a preview
 * link that a signed-out browser opens; a scheduled version shows as Scheduled in the list; a
 * deleted article comes back from Trash. Set PUBLISHING_SHOTS to a folder for screenshots at 375
 * and 1280 px in both languages (looked at, not compared).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../src/shared/schemas/articles';
import zhPublishing from '../../src/client/i18n/locales/zh/admin/publishing';
import enPreview from '../../src/client/i18n/locales/en/site/preview';
import zhPreview from '../../src/client/i18n/locales/zh/site/preview';
import { apiJson, eventually, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';

const shots = process.env.PUBLISHING_SHOTS;
const DRAFT_TEXT = '这是一篇尚未发布的草稿正文。';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('preview, scheduling and Trash', () => {
  let staff: Page;
  let article: AdminArticle;
  const dialog = () => staff.getByTestId('article-dialog');

  beforeAll(async () => {
    staff = await newPage(browser, { width: 1280 });
    await signInAsAdmin(staff);
    article = await apiJson<AdminArticle>(staff, 'POST', '/api/articles', {
      title: `预览草稿 ${Date.now()}`,
      content: `<p>${DRAFT_TEXT}</p>`,
      category: 'news',
      translations: { en: { title: 'Preview draft', content: '<p>An English draft nobody has seen.</p>', status: 'Draft' } },
    });
  });
  afterAll(async () => {
    await staff?.context().close();
  });

  it('when staff share a preview link, then a new signed-out browser sees the draft under the preview banner, and a revoked link is a 404 page', async () => {
    await staff.goto(`/articles?edit=${article.id}`);
    await visible(dialog());
    await dialog().getByTestId('share-open').click();
    const share = await visible(staff.getByTestId('share-dialog'));
    await share.getByTestId('share-create').click();
    const url = await (await visible(share.getByTestId('share-url'))).inputValue();
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    if (shots) await staff.screenshot({ path: `${shots}/share-zh-1280.png` });

    const visitor = await newPage(browser, { width: 375 });
    try {
      const res = await visitor.goto(new URL(url).pathname);
      expect(res?.headers()['cache-control']).toBe('no-store');
      expect(res?.headers()['x-robots-tag']).toBe('noindex');
      await visible(visitor.getByTestId('preview-banner'));
      expect(await visitor.getByTestId('preview-banner').textContent()).toContain(zhPreview.banner);
      await visible(visitor.getByText(DRAFT_TEXT));
      expect(await visitor.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
      if (shots) await visitor.screenshot({ path: `${shots}/preview-zh-375.png`, fullPage: true });

      const links = await apiJson<{ id: number }[]>(staff, 'GET', `/api/articles/${article.id}/preview-links`);
      await apiJson(staff, 'DELETE', `/api/preview-links/${links[0]!.id}`);
      const dead = await visitor.goto(new URL(url).pathname);
      expect(dead?.status()).toBe(404);
      await visible(visitor.getByText(zhPreview.invalidTitle));
      if (shots) await visitor.screenshot({ path: `${shots}/preview-dead-zh-375.png` });
    } finally {
      await visitor.context().close();
    }
  });

  it('when staff open the English preview, then it shows the English draft in an English page', async () => {
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    try {
      await signInAsAdmin(page);
      await page.goto(`/en/preview/articles/${article.id}`);
      await visible(page.getByText('An English draft nobody has seen.'));
      expect(await page.getByTestId('preview-banner').textContent()).toContain(enPreview.banner);
      if (shots) await page.screenshot({ path: `${shots}/preview-en-1280.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  });

  it('when staff schedule a publication, then the list shows it as Scheduled with the time', async () => {
    await staff.goto(`/articles?edit=${article.id}`);
    await visible(dialog());
    await dialog().getByTestId('schedule-open').click();
    const nextYear = new Date().getUTCFullYear() + 1;
    await (await visible(staff.locator('#schedule-publish-at'))).fill(`${nextYear}-03-01T09:30`);
    if (shots) await staff.screenshot({ path: `${shots}/schedule-zh-1280.png` });
    await staff.getByTestId('schedule-save').click();
    await toast(staff, zhPublishing.schedule.saved);
    const schedule = await apiJson<{ zh: { publishAt: string } }>(staff, 'GET', `/api/articles/${article.id}/schedule`);
    expect(schedule.zh.publishAt).toBe(`${nextYear}-03-01T01:30:00.000Z`);

    await staff.goto('/articles');
    const row = staff.getByTestId('article-row').filter({ hasText: article.title });
    const badge = await visible(row.getByTestId('schedule-badge'));
    expect(await badge.textContent()).toContain(zhPublishing.schedule.badge);
    expect(await badge.textContent()).toContain('09:30');
    if (shots) {
      await staff.screenshot({ path: `${shots}/list-scheduled-zh-1280.png` });
      await staff.setViewportSize({ width: 375, height: 800 });
      await visible(row.getByTestId('schedule-badge'));
      await staff.screenshot({ path: `${shots}/list-scheduled-zh-375.png` });
      await staff.goto(`/articles?edit=${article.id}`);
      await visible(dialog());
      await staff.screenshot({ path: `${shots}/editor-zh-375.png` });
      await staff.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('when an article is deleted, then Trash lists it and a restore brings it back to the list', async () => {
    await apiJson(staff, 'DELETE', `/api/articles/${article.id}`);
    await staff.goto('/articles');
    await staff.getByTestId('trash-open').click();
    const row = await visible(staff.getByTestId('trash-row').filter({ hasText: article.title }));
    if (shots) await staff.screenshot({ path: `${shots}/trash-zh-1280.png` });

    await row.getByRole('button', { name: zhPublishing.trash.restore }).click();
    // a restore asks how: as it was (back online) or as a draft
    await (await visible(staff.getByTestId('trash-restore-dialog'))).getByRole('button', { name: zhPublishing.trash.restoreDialog.asWas }).click();

    await toast(staff, zhPublishing.trash.restored.replace('“{{title}}”', ''));
    await eventually(async () => (await apiJson<AdminArticle>(staff, 'GET', `/api/articles/${article.id}`)).title === article.title);
  });
});
