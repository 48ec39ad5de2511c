import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { formatNewsDate, listedNews } from '../../src/client/features/site/news/news-order';
import type { PublicArticle } from '../../src/shared/schemas/articles';
import { INDEX_PAGE_SIZE } from '../../src/client/lib/public-queries';
import { apiJson } from './admin-helpers';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { contentSnippet, escapeRegExp, expectHeading, getJson, langPath, serverHtml, whenHydrated, runAxeOnMain } from './site-helpers';

const texts = { zh: zhSite, en: enSite };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Published news, newest first, as the page should list them (an English page lists only what exists in English). */
async function publishedNews(lang: 'zh' | 'en' = 'zh'): Promise<PublicArticle[]> {
  const news = listedNews(await getJson<PublicArticle[]>(`/api/public/articles/bytype/news?lang=${lang}`), lang);
  if (news.length < 2) throw new Error('the seed data should hold at least two published news articles');
  return news;
}

describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
  { width: 1280, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('news at $width px in $lang', ({ width, lang }) => {
  const mobile = width < 768;

  it('when /news is opened, then it redirects to the newest article and shows its date and content', async () => {
    const [newest] = await publishedNews(lang);
    const page = await newPage(browser, { width, lang });
    const assertNoErrors = expectNoConsoleErrors(page);

    await page.goto(langPath('/news', lang));

    await page.waitForURL(new RegExp(`/news/${newest!.id}(\\?|$)`));
    await expectHeading(page, newest!.title);
    const article = page.getByTestId('news-article');
    expect(await article.locator('header time').textContent()).toBe(formatNewsDate(newest!));
    expect(await article.locator('.prose-content').textContent()).toContain(contentSnippet(newest!.content));
    if (mobile) {
      expect(await page.getByTestId('news-list').isVisible()).toBe(false);
      expect(await page.getByTestId('drawer-trigger').textContent()).toContain(newest!.title);
    } else {
      expect(await page.getByTestId('news-list').locator('[aria-current="page"]').textContent()).toContain(newest!.title);
    }
    assertNoErrors();
    await page.context().close();
  });
});

describe('news behaviour', () => {
  it('when the list shows the news, then they are in newest-first order', async () => {
    const news = await publishedNews();
    const page = await newPage(browser, { width: 1280 });

    await page.goto('/news');
    await page.getByTestId('news-article').waitFor();

    const titles = await page.getByTestId('news-list').locator('[data-testid="news-title"]').allTextContents();
    expect(titles).toEqual(news.slice(0, INDEX_PAGE_SIZE).map((a) => a.title));
    await page.context().close();
  });

  it('when there are more news than one page, then the list shows the newest page and the button adds the older ones', async () => {
    const staff = await newPage(browser, { width: 1280 });
    await signInAsAdmin(staff);
    const before = await publishedNews();
    const created: number[] = [];
    try {
      for (let i = 0; i <= INDEX_PAGE_SIZE - before.length; i++) {
        const body = { title: `分页新闻 ${i + 1}`, content: '<p>一条用来翻页的新闻，正文足够长。</p>', category: 'news', status: 'Published' };
        created.push((await apiJson<PublicArticle>(staff, 'POST', '/api/articles', body)).id);
      }
      const news = await publishedNews();
      const page = await newPage(browser, { width: 1280 });
      await page.goto('/news');
      const list = page.getByTestId('news-list');
      const more = list.getByRole('button', { name: zhSite.news.list.more });
      await whenHydrated(more);
      const titles = () => list.locator('[data-testid="news-title"]').allTextContents();
      expect(news.length).toBeGreaterThan(INDEX_PAGE_SIZE);
      expect(await titles()).toEqual(news.slice(0, INDEX_PAGE_SIZE).map((a) => a.title));

      await more.click();

      await expect.poll(titles).toEqual(news.map((a) => a.title));
      await more.waitFor({ state: 'detached' });
      await page.context().close();
    } finally {
      for (const id of created) await apiJson(staff, 'DELETE', `/api/articles/${id}`);
      await staff.context().close();
    }
  });

  it('when another article is chosen in the desktop list, then it is shown', async () => {
    const [, second] = await publishedNews('en');
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    await page.goto('/en/news');
    const link = page.getByTestId('news-list').getByRole('link', { name: second!.title });
    await whenHydrated(link);

    await link.click();

    await page.waitForURL(new RegExp(`/news/${second!.id}$`));
    await expectHeading(page, second!.title);
    await page.context().close();
  });

  it('when another article is chosen in the mobile drawer, then it is shown and the drawer closes', async () => {
    const [, second] = await publishedNews();
    const page = await newPage(browser, { width: 375, lang: 'zh' });
    await page.goto('/news');
    const trigger = page.getByTestId('drawer-trigger');
    await whenHydrated(trigger);

    await trigger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.getByText(zhSite.news.drawer.title).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: second!.title }).click();

    await page.waitForURL(new RegExp(`/news/${second!.id}$`));
    await drawer.waitFor({ state: 'hidden' });
    await expectHeading(page, second!.title);
    await page.context().close();
  });

  it.each(['/news/not-a-number', '/news/99999999'])('when %s is opened, then the not-found screen answers 404 and hydrates cleanly', async (path) => {
    const page = await newPage(browser, { width: 1280 });
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().includes('404')) errors.push(msg.text());
    });

    const res = await page.goto(path);

    expect(res?.status()).toBe(404);
    await whenHydrated(page.getByRole('heading', { name: zhSite.layout.notFound.title }));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('when the HTML of a news article is fetched, then it holds the title, date and content', async () => {
    const [, second] = await publishedNews();

    const { status, html } = await serverHtml(`/news/${second!.id}`);

    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(second!.title)}</h1>`));
    expect(html).toContain(formatNewsDate(second!));
    expect(html).toContain(contentSnippet(second!.content));
    expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(second!.title)}`));
  });

  it('when /news is fetched, then the server redirects to the newest article', async () => {
    const [newest] = await publishedNews();

    const { status, location } = await serverHtml('/news');

    expect([301, 302, 307, 308]).toContain(status);
    expect(location).toMatch(new RegExp(`/news/${newest!.id}$`));
  });

  it('when JavaScript is disabled, then the news article is readable in English too', async () => {
    const [newest] = await publishedNews('en');
    const page = await newPage(browser, { width: 375, lang: 'en', javaScriptEnabled: false });

    await page.goto(`/en/news/${newest!.id}`);

    expect((await page.locator('h1').textContent())?.trim()).toBe(newest!.title);
    expect(await page.getByText(texts.en.news.drawer.open).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each(['zh', 'en'] as const)('when a news page is checked in %s, then axe finds no serious violation in its content', async (lang) => {
    const page = await newPage(browser, { width: 1280, lang });
    await page.goto(langPath('/news', lang));
    await page.getByTestId('news-article').waitFor();

    expect(await runAxeOnMain(page)).toEqual([]);
    await page.context().close();
  });
});
