import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from './admin-helpers';
import { expectNoConsoleErrors, launchBrowser, newPage, runAxe, signInAsAdmin } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('admin layout', () => {
  it('when the screen is 375 px wide, then the sidebar hides behind the menu toggle and closes after navigating', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await signInAsAdmin(page);
    await page.goto('/articles');
    await visible(page.getByRole('heading', { name: '文章管理' }));
    expect(await page.getByTestId('admin-sidebar').isVisible()).toBe(false);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = await visible(page.getByRole('dialog'));
    await drawer.getByRole('link', { name: '分类管理' }).click();

    await page.waitForURL('**/categories');
    await visible(page.getByRole('heading', { name: '分类管理' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('when each screen is shown at 375 px in English and Chinese, then nothing is wider than the screen', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = await newPage(browser, { width: 375, height: 800, lang });
      await signInAsAdmin(page);
      for (const path of ['/dashboard', '/articles', '/articles?new=true', '/categories', '/consultations', '/settings?tab=social', '/settings?tab=general', '/download?tab=docs']) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')));
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${path}`).toBeLessThanOrEqual(375);
      }
      await page.context().close();
    }
  });

  it('when the language is switched in the top bar, then the back office turns English and the choice is kept', async () => {
    const page = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/settings');
    await visible(page.getByRole('heading', { name: '网站设置' }));

    await page.getByRole('button', { name: /切换语言/ }).click();

    await visible(page.getByRole('heading', { name: 'Site settings' }));
    // the back office keeps its own choice, apart from the public site's `language` key (docs/decisions/0024-beyond-the-spec.md)
    expect(await page.evaluate(() => localStorage.getItem('adminLanguage'))).toBe('en');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Site settings' }));
    await visible(page.getByRole('link', { name: 'Visit official site' }));
    await page.context().close();
  });

  it('when /news-management is opened, then the articles screen shows the news tab', async () => {
    const page = await newPage(browser);
    await signInAsAdmin(page);

    await page.goto('/news-management');

    await page.waitForURL('**/articles?tab=news');
    const tab = await visible(page.getByTestId('tab-news'));
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('when each admin screen is shown, then axe finds no serious violation and nothing logs an error', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await signInAsAdmin(page);
    const check = expectNoConsoleErrors(page);

    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/articles', 'Articles'],
      ['/categories', 'Categories'],
      ['/consultations', 'Consultation orders'],
      ['/settings', 'Site settings'],
      ['/download', 'Download centre'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('heading', { name: heading, level: 1 }));
      expect(await runAxe(page), path).toEqual([]);
    }

    check();
    await page.context().close();
  });
});
