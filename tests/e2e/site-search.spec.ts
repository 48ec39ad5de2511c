import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, launchBrowser, newPage } from './fixtures';
import { expectHeading, serverHtml, whenHydrated } from './site-helpers';

let browser: Browser;
const shots = process.env.SEARCH_SHOTS; // a folder: also take screenshots to look at

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Submits a search box, then checks the results page and opens the first result. */
async function searchAndOpenFirst(page: Page, box: ReturnType<Page['getByRole']>) {
  await box.fill('公司注册');
  await box.press('Enter');

  await page.waitForURL(/\/search\?q=/);
  const first = page.getByTestId('search-results').locator('li').first().getByRole('link');
  await first.waitFor();
  expect(await first.locator('mark').first().textContent()).toBe('公司注册');
  expect(await page.getByRole('status').textContent()).toMatch(/找到 \d+ 条结果/);
  return first;
}

/** The opened result shows the article (a client-side navigation from the results page). */
async function expectArticle(page: Page) {
  await expectHeading(page, '新加坡公司注册');
}

describe('site search', () => {
  it('when a visitor searches 公司注册 in the navbar (1280 px), then the results page highlights it and the first result is the company-registration article', async () => {
    const page = await newPage(browser, { width: 1280 });
    const assertNoErrors = expectNoConsoleErrors(page);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: zhSite.search.box.label });
    await whenHydrated(box);

    const first = await searchAndOpenFirst(page, box);
    if (shots) await page.screenshot({ path: `${shots}/search-zh-1280.png`, fullPage: true });
    await first.click();

    await page.waitForURL(/\/business\/company-registration$/);
    await expectArticle(page);
    assertNoErrors();
    await page.context().close();
  });

  it('when a visitor searches 公司注册 in the mobile menu (375 px), then the first result opens the company-registration article', async () => {
    const page = await newPage(browser, { width: 375 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: zhSite.layout.nav.openMenu });
    await whenHydrated(toggle);
    await toggle.click();
    const menu = page.getByRole('dialog', { name: zhSite.layout.nav.menuTitle });

    const first = await searchAndOpenFirst(page, menu.getByRole('searchbox', { name: zhSite.search.box.label }));
    if (shots) await page.screenshot({ path: `${shots}/search-zh-375.png`, fullPage: true });
    await first.click();

    await page.waitForURL(/\/business\/company-registration$/);
    await expectArticle(page);
    await page.context().close();
  });

  it('when /en/search?q=entrepass is opened, then the English self-employed article comes first, server-rendered and noindex', async () => {
    const html = await serverHtml('/en/search?q=entrepass');
    const page = await newPage(browser, { width: 375, lang: 'en' });

    await page.goto('/en/search?q=entrepass');

    expect(html.status).toBe(200);
    expect(html.html).toContain('<meta data-head name="robots" content="noindex">');
    expect(html.html).toContain('<mark>EntrePass</mark>');
    const first = page.getByTestId('search-results').locator('li').first().getByRole('link');
    expect(await first.getAttribute('href')).toBe('/en/immigration/self-employed');
    expect(await page.getByRole('status').textContent()).toMatch(/\d+ results?/);
    if (shots) await page.screenshot({ path: `${shots}/search-en-375.png`, fullPage: true });
    await page.context().close();
  });

  it('when nothing matches, then the page says so and suggests the five service sections', async () => {
    const page = await newPage(browser, { width: 1280, lang: 'en' });

    await page.goto('/en/search?q=zzqqxx');

    await page.getByRole('heading', { name: enSite.search.page.noResults.replace('{{q}}', 'zzqqxx') }).waitFor();
    expect(await page.locator('main section ul li a').count()).toBe(5);
    if (shots) await page.screenshot({ path: `${shots}/search-en-1280-none.png`, fullPage: true });
    await page.context().close();
  });

  it('when JavaScript is off, then the navbar box still searches', async () => {
    const page = await newPage(browser, { width: 1280, javaScriptEnabled: false });
    await page.goto('/');

    await searchAndOpenFirst(page, page.getByRole('banner').getByRole('searchbox', { name: zhSite.search.box.label }));

    expect(page.url()).toMatch(/\/search\?q=%E5%85%AC/);
    await page.context().close();
  });
});
