import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../../src/shared/catalog';
import type { Article } from '../../src/shared/schemas/articles';
import enCommon from '../../src/client/i18n/locales/en/common';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { apiJson } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { langPath, whenHydrated } from './site-helpers';

/** What visitors of the first week ran into: cut logo, empty footer column, narrow privacy text, menus, form errors, Chinese titles, search. */
const immigration = sections.find((s) => s.type === 'immigration')!;
const langs = ['zh', 'en'] as const;
const widths = [375, 1280] as const;
const common = { zh: zhCommon, en: enCommon };
const site = { zh: zhSite, en: enSite };
const token = Date.now().toString(36);
// SCREENSHOTS=docs/screenshots saves the 1280 px English views looked at for this change
const shots = process.env.SCREENSHOTS;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
});

afterAll(async () => {
  await browser?.close();
});

/** Elements whose text does not fit their box (cut with an ellipsis or clipped). */
const cut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null && el.scrollWidth > el.clientWidth).map((el) => el.textContent));

describe.each(langs)('layout (%s)', (lang) => {
  it.each(widths)('when the home page is %i px wide, then the logo text and the tagline are not cut', async (width) => {
    const page = await newPage(browser, { width });
    await page.goto(langPath('/', lang));

    const brand = page.locator('header a[href] span span', { hasText: common[lang].brand }).first();
    await brand.waitFor();

    expect(await cut(page, 'header a[href] > span > span')).toEqual([]);
    if (width === 1280) expect(await page.locator('header', { hasText: common[lang].tagline }).count()).toBe(1);
    if (shots && width === 1280 && lang === 'en') await page.screenshot({ path: path.join(shots, `home-header-${lang}-${width}.png`), clip: { x: 0, y: 0, width, height: 160 } });
    await page.context().close();
  });

  it.each(widths)('when the footer is shown at %i px, then it has no empty column', async (width) => {
    const page = await newPage(browser, { width });
    await page.goto(langPath('/privacy', lang));
    const grid = page.locator('footer > div').first();
    await grid.waitFor();

    const { columns, blocks, empty } = await grid.evaluate((el) => ({
      columns: getComputedStyle(el).gridTemplateColumns.split(' ').length,
      blocks: el.children.length,
      empty: [...el.children].filter((c) => !c.textContent?.trim()).length,
    }));

    expect(empty).toBe(0);
    expect(columns).toBeLessThanOrEqual(width === 1280 ? blocks : 2);
    await page.context().close();
  });

  it.each(widths)('when the privacy page is %i px wide, then its text is centred and uses the width', async (width) => {
    const page = await newPage(browser, { width });
    await page.goto(langPath('/privacy', lang));
    const text = page.getByTestId('privacy-text');

    const box = (await text.boundingBox())!;

    const right = width - (box.x + box.width);
    expect(Math.abs(box.x - right)).toBeLessThanOrEqual(20);
    expect(box.width).toBeGreaterThanOrEqual(width === 1280 ? 800 : width - 40);
    if (shots && width === 1280 && lang === 'en') await page.screenshot({ path: path.join(shots, `privacy-${lang}-${width}.png`), fullPage: true });
    await page.context().close();
  });
});

describe.each(langs)('desktop menus (%s)', (lang) => {
  it('when the hover opened a section menu and its button is clicked, then the menu stays open', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(langPath('/', lang));
    const trigger = page.locator('header nav button', { hasText: common[lang].nav.immigration });
    await whenHydrated(trigger);

    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await trigger.click();
    await page.waitForTimeout(400);

    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});

describe('English menus and sidebars', () => {
  it('when an article has no English version, then the English menu and sidebar leave it out, the Chinese ones list it, and its English address still opens', async () => {
    const title = `仅中文菜单测试 ${token}`;
    const article = await apiJson<Article>(admin, 'POST', '/api/articles', { title, content: '<p>仅中文正文。</p>', category: immigration.category, status: 'Published', weight: 99 });
    const own = `${immigration.basePath}/article-${article.id}`;
    const listed = async (lang: 'zh' | 'en') => {
      const page = await newPage(browser, { width: 1280 });
      await page.goto(langPath(`${immigration.basePath}/self-employed`, lang));
      const trigger = page.locator('header nav button', { hasText: common[lang].nav.immigration });
      await whenHydrated(trigger);
      await trigger.click();
      const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      await menu.locator('ul a').first().waitFor();
      const inMenu = await menu.getByText(title).count();
      const inSidebar = await page.locator('aside').getByText(title).count();
      const opened = await page.goto(langPath(own, lang));
      await page.context().close();
      return { inMenu, inSidebar, status: opened?.status() };
    };

    expect(await listed('zh')).toEqual({ inMenu: 1, inSidebar: 1, status: 200 });
    expect(await listed('en')).toEqual({ inMenu: 0, inSidebar: 0, status: 200 });
  });

  it('when the newest news has no English version, then the English news list leaves it out and /en/news opens an English one, while the Chinese list leads with it', async () => {
    const title = `仅中文新闻测试 ${token}`;
    const news = await apiJson<Article>(admin, 'POST', '/api/articles', { title, content: '<p>这条新闻只有中文版本，英文站不列出它。</p>', category: 'news', status: 'Published' });
    const listed = async (lang: 'zh' | 'en') => {
      const page = await newPage(browser, { width: 1280 });
      await page.goto(langPath('/news', lang));
      const list = page.locator('aside');
      await list.locator('a').first().waitFor();
      const result = { inList: await list.getByText(title).count(), landedOnIt: page.url().endsWith(`/news/${news.id}`) };
      await page.context().close();
      return result;
    };

    const seen = { zh: await listed('zh'), en: await listed('en') };
    await apiJson(admin, 'DELETE', `/api/articles/${news.id}`); // the other news tests expect the seed's newest

    expect(seen.zh).toEqual({ inList: 1, landedOnIt: true });
    expect(seen.en).toEqual({ inList: 0, landedOnIt: false });
  });
});

describe.each(langs)('enquiry form errors (%s)', (lang) => {
  it.each(widths)('when the email and the phone are wrong at %i px, then each shows its message under it and the first is focused and in view', async (width) => {
    const page = await newPage(browser, { width });
    await page.goto(langPath('/contact', lang));
    const form = page.locator('#enquiry-form');
    const strings = site[lang].contact;
    const field = (label: string) => form.getByLabel(label, { exact: false }).first();
    await whenHydrated(form.locator('button[type=submit]'));

    await field(strings.form.name).fill('Tan');
    await field(strings.form.email).fill('not-an-email');
    await field(strings.form.phone).fill('12');
    await form.locator('select').selectOption({ index: 1 });
    await field(strings.form.message).fill('Employment Pass');
    await form.getByRole('checkbox').check();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await form.locator('button[type=submit]').click();

    const emailError = form.getByText(strings.errors.emailInvalid);
    await emailError.waitFor();
    await form.getByText(strings.errors.phoneInvalid).waitFor();
    const email = field(strings.form.email);
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    const [input, message] = [(await email.boundingBox())!, (await emailError.boundingBox())!];
    expect(message.y).toBeGreaterThan(input.y);
    await expect.poll(() => email.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
    await page.context().close();
  });
});

describe('search across languages', () => {
  it('when the English site is searched for a Chinese term, then the Chinese page is found, tagged 中文 and linking to the Chinese page', async () => {
    const title = `就业准证搜索测试${token}`;
    const article = await apiJson<Article>(admin, 'POST', '/api/articles', { title, content: '<p>就业准证的条件。</p>', category: immigration.category, status: 'Published' });
    const page = await newPage(browser, { width: 1280 });

    await page.goto(`/en/search?q=${encodeURIComponent('就业准证')}`);

    const tag = page.getByTestId('search-result-chinese').first();
    await tag.waitFor();
    expect(await tag.textContent()).toBe('中文');
    const hrefs = await page.getByTestId('search-result-chinese').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`${immigration.basePath}/article-${article.id}`);
    await page.context().close();
  });
});

if (shots) fs.mkdirSync(shots, { recursive: true });
