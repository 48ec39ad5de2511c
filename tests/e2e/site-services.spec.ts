import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultItem, sections } from '../../src/shared/catalog';
import enCommon from '../../src/client/i18n/locales/en/common';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { articlePath } from '../../src/shared/article-path';
import type { PublicArticle } from '../../src/shared/schemas/articles';
import { INDEX_PAGE_SIZE } from '../../src/client/lib/public-queries';
import { apiJson, eventually } from './admin-helpers';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { articlesOfCategory, contentSnippet, escapeRegExp, expectHeading, langPath, serverHtml, whenHydrated, runAxeOnMain } from './site-helpers';

const texts = { zh: { common: zhCommon, site: zhSite }, en: { common: enCommon, site: enSite } };
const immigration = sections.find((s) => s.type === 'immigration')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function seededArticle(category: string, articleId: string, lang: 'zh' | 'en' = 'zh') {
  const article = (await articlesOfCategory(category, lang)).find((a) => a.articleId === articleId);
  if (!article) throw new Error(`no published article ${articleId} in ${category}`);
  return article;
}

describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
  { width: 1280, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('service pages at $width px in $lang', ({ width, lang }) => {
  const mobile = width < 768;
  const { common } = texts[lang];

  it('when each section is opened without an item, then it redirects to the default item and shows its article', async () => {
    const page = await newPage(browser, { width, lang });
    const assertNoErrors = expectNoConsoleErrors(page);

    for (const section of sections) {
      const item = defaultItem(section.type);
      const article = await seededArticle(section.category, item, lang);
      const label = common.items[item as keyof typeof common.items];

      await page.goto(langPath(section.basePath, lang));

      await page.waitForURL(new RegExp(`${escapeRegExp(section.basePath)}/${item}(\\?|$)`));
      await expectHeading(page, article.title);
      if (mobile) {
        expect(await page.getByTestId('service-sidebar').isVisible()).toBe(false);
        expect(await page.getByTestId('drawer-trigger').textContent()).toContain(label);
      } else {
        expect(await page.getByTestId('service-sidebar').locator('[aria-current="page"]').textContent()).toBe(label);
      }
    }
    assertNoErrors();
    await page.context().close();
  });

  it('when an item page with a table is opened, then it shows the title, content, table and active item', async () => {
    const article = await seededArticle(immigration.category, 'skilled', lang);
    const page = await newPage(browser, { width, lang });

    await page.goto(langPath('/immigration/skilled', lang));

    await expectHeading(page, article.title);
    expect(await page.locator('.prose-content').first().textContent()).toContain(contentSnippet(article.content));
    expect(await page.locator('[data-testid="service-article"] table th').first().textContent()).toBe(article.tableData!.headers[0]);
    expect(await page.locator('[data-testid="service-article"] figcaption').textContent()).toBe(article.tableData!.caption);
    expect(await page.locator('html').getAttribute('lang')).toMatch(lang === 'en' ? /^en/ : /^zh/);
    if (!mobile) {
      expect(await page.getByTestId('service-sidebar').locator('[aria-current="page"]').textContent()).toBe(common.items.skilled);
    }
    await page.context().close();
  });
});

describe('service page behaviour', () => {
  it('when the mobile drawer is opened and an item chosen, then it navigates and the drawer closes', async () => {
    const entrepreneur = await seededArticle(immigration.category, 'entrepreneur');
    const page = await newPage(browser, { width: 375, lang: 'zh' });
    await page.goto('/immigration/self-employed');
    const trigger = page.getByTestId('drawer-trigger');
    await whenHydrated(trigger);

    await trigger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.getByRole('link').count()).toBeGreaterThanOrEqual(immigration.items.length);
    await drawer.getByRole('link', { name: zhCommon.items.entrepreneur }).click();

    await page.waitForURL(/\/immigration\/entrepreneur$/);
    await drawer.waitFor({ state: 'hidden' });
    await expectHeading(page, entrepreneur.title);
    await page.context().close();
  });

  it('when the drawer is closed with its close button, then focus returns to the trigger', async () => {
    const page = await newPage(browser, { width: 375, lang: 'en' });
    await page.goto('/en/business/company-registration');
    const trigger = page.getByTestId('drawer-trigger');
    await whenHydrated(trigger);
    await trigger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });

    await drawer.getByRole('button', { name: enCommon.actions.close }).click();

    await drawer.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it.each(['zh', 'en'] as const)('when refresh is pressed on education in %s, then the refreshed toast appears', async (lang) => {
    const { services } = texts[lang].site;
    const page = await newPage(browser, { width: 1280, lang });
    await page.goto(langPath('/education/kindergarten', lang));
    const button = page.getByTestId('refresh-button');
    await whenHydrated(button);

    await button.click();

    await page.getByText(services.refresh.successTitle).waitFor({ timeout: 10_000 });
    expect(await page.getByText(services.refresh.successText).isVisible()).toBe(true);
    await page.context().close();
  });

  it('when business or value-added is shown, then there is no refresh button', async () => {
    const page = await newPage(browser, { width: 1280 });
    for (const path of ['/business/audit', '/value-added/insurance']) {
      await page.goto(path);
      await page.getByTestId('service-article').waitFor();

      expect(await page.getByTestId('refresh-button').count()).toBe(0);
    }
    await page.context().close();
  });

  it('when overseas stays open, then its categories are refetched every 5 seconds', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.clock.install(); // the test moves the page's clock on rather than waiting for it
    const isCategories = (url: string) => new URL(url).pathname === '/api/categories';
    let calls = 0;
    let answered = 0;
    page.on('request', (req) => {
      if (isCategories(req.url())) calls += 1;
    });
    const onAnswered = (req: Request) => {
      if (isCategories(req.url())) answered += 1;
    };
    page.on('requestfinished', onAnswered).on('requestfailed', onAnswered);
    await page.goto('/overseas/greece-pr');
    await whenHydrated(page.getByTestId('service-sidebar').getByRole('link').first());
    const before = calls;

    // 11 s of the page's time, a second at a time; a refetch is answered before the clock moves on,
    // as one still under way when the next is due would absorb it
    for (let second = 0; second < 11; second++) {
      await eventually(() => answered === calls);
      await page.clock.runFor(1_000);
    }

    await expect.poll(() => calls - before).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('when the section is unknown, then the not-found screen answers 404', async () => {
    const page = await newPage(browser, { width: 1280 });

    const res = await page.goto('/no-such-section/item');

    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: zhSite.layout.notFound.title }).waitFor();
    await page.context().close();
  });
});

describe('server-rendered service article', () => {
  it('when the HTML of an article page is fetched, then it holds the title, content, table and head tags', async () => {
    const article = await seededArticle(immigration.category, 'entrepreneur');

    const { status, html } = await serverHtml('/immigration/entrepreneur');

    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(article.title)}</h1>`));
    expect(html).toContain(contentSnippet(article.content));
    expect(html).toContain(article.tableData!.rows[0]![1]);
    expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(article.title)}`));
    expect(html).toContain(article.metaDescription!.slice(0, 30));
  });

  it('when /immigration is fetched, then the server redirects to the default item', async () => {
    const { status, location } = await serverHtml('/immigration');

    expect([301, 302, 307, 308]).toContain(status);
    expect(location).toMatch(/\/immigration\/self-employed$/);
  });

  it('when the English HTML is fetched, then the sidebar items are in English', async () => {
    const { html } = await serverHtml('/en/immigration/entrepreneur');

    expect(html).toContain(enCommon.items['self-employed']);
    expect(html).toContain(enSite.services.sidebar.heading);
  });

  it('when JavaScript is disabled, then the article is readable', async () => {
    const article = await seededArticle(immigration.category, 'family-office');
    const page = await newPage(browser, { width: 1280, javaScriptEnabled: false });

    await page.goto('/immigration/family-office');

    expect((await page.locator('h1').textContent())?.trim()).toBe(article.title);
    expect(await page.locator('.prose-content').textContent()).toContain(contentSnippet(article.content));
    await page.context().close();
  });
});

describe('service page accessibility', () => {
  it.each([
    { width: 1280, lang: 'zh' as const },
    { width: 375, lang: 'en' as const },
  ])('when an article page is checked at $width px in $lang, then axe finds no serious violation in its content', async ({ width, lang }) => {
    const page = await newPage(browser, { width, lang });
    await page.goto(langPath('/immigration/skilled', lang));
    await page.getByTestId('service-article').waitFor();

    expect(await runAxeOnMain(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a section with more articles than its sidebar shows at once', () => {
  it('when the page of an article past the first page is opened, then it shows, and the sidebar lists it once the button has added the next page', async () => {
    const staff = await newPage(browser, { width: 1280 });
    await signInAsAdmin(staff);
    const created: PublicArticle[] = [];
    try {
      for (let i = 1; i <= INDEX_PAGE_SIZE + 1; i++) {
        const body = { title: `分页服务文章 ${String(i).padStart(2, '0')}`, content: '<p>一篇用来翻页的服务文章，正文足够长。</p>', category: 'business-services', status: 'Published' };
        created.push(await apiJson<PublicArticle>(staff, 'POST', '/api/articles', body));
      }
      // weight 0 and the last title: the last entry of the section's list, past its first page
      const last = created.at(-1)!;
      const page = await newPage(browser, { width: 1280 });
      await page.goto(articlePath(last)!);
      await expectHeading(page, last.title);
      const sidebar = page.getByTestId('service-sidebar');
      const more = sidebar.getByRole('button', { name: zhSite.services.sidebar.more });
      await whenHydrated(more);
      expect(await sidebar.getByRole('link', { name: last.title }).count()).toBe(0);

      await more.click();

      await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toContain(last.title);
      await page.context().close();
    } finally {
      for (const a of created) await apiJson(staff, 'DELETE', `/api/articles/${a.id}`);
      await staff.context().close();
    }
  });
});
