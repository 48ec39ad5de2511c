import type { Browser } from 'playwright-core';
import type { PublicAssessmentList } from '../../src/shared/schemas/assessments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicArticle as Article } from '../../src/shared/schemas/articles';
import type { Category } from '../../src/shared/schemas/categories';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { baseURL, launchBrowser, newPage } from './fixtures';
import { getJson, serverHtml } from './site-helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('server-rendered HTML', () => {
  it('when the home HTML is fetched, then it holds the page text and the head tags in Chinese', async () => {
    const { status, html } = await serverHtml('/');
    const base = baseURL();

    expect(status).toBe(200);
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain(zhSite.home.hero.title);
    expect(html).toContain(zhSite.home.testimonials.items.t19.content);
    expect(html).toMatch(/<title data-head>[^<]*新加坡环球咨询集团<\/title>/);
    expect(attr(html, /<meta data-head name="description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /rel="canonical" href="([^"]+)"/)).toBe(`${base}/`);
    expect(attr(html, /hreflang="zh-CN" href="([^"]+)"/)).toBe(`${base}/`);
    expect(attr(html, /hreflang="en" href="([^"]+)"/)).toBe(`${base}/en`);
    expect(attr(html, /hreflang="x-default" href="([^"]+)"/)).toBe(`${base}/`);
    expect(html).toMatch(/property="og:title" content="[^"]+"/);
    expect(html).toMatch(/property="og:image" content="http[^"]+"/);
    expect(html).toContain('<script id="__APP_STATE__" type="application/json">');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script: the CSP would refuse it
  });

  it('when an /en address is fetched, then the HTML is in English, whatever the language cookie says', async () => {
    const english = await serverHtml('/en/contact');
    const chineseWithCookie = await (await fetch(`${baseURL()}/contact`, { headers: { Cookie: 'language=en' } })).text();

    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain(enSite.contact.page.title);
    expect(english.html).toContain(enSite.contact.form.submit);
    expect(attr(english.html, /rel="canonical" href="([^"]+)"/)).toBe(`${baseURL()}/en/contact`);
    expect(attr(english.html, /property="og:locale" content="([^"]+)"/)).toBe('en_US');
    expect(chineseWithCookie).toContain('<html lang="zh-CN"');
    expect(chineseWithCookie).toContain(zhSite.contact.page.title);
  });

  it('when an old ?lang=en address is fetched, then it answers 301 to its /en twin', async () => {
    const cases: [string, string][] = [
      ['/contact?lang=en', '/en/contact'],
      ['/?lang=en', '/en'],
      ['/immigration/skilled?lang=en&x=1', '/en/immigration/skilled?x=1'],
      ['/en/contact?lang=zh', '/contact'],
    ];

    for (const [from, to] of cases) {
      const { status, location } = await serverHtml(from);
      expect({ from, status, location }).toEqual({ from, status: 301, location: to });
    }
  });

  it('when an article page is fetched, then its meta description is the SEO description, else the summary', async () => {
    const articles = await getJson<Article[]>('/api/public/articles');
    const article = articles.find((a) => a.articleId === 'company-registration')!;

    const { html } = await serverHtml('/business/company-registration');

    expect(html).toContain(article.title);
    expect(attr(html, /<meta data-head name="description" content="([^"]+)"/)).toBe((article.metaDescription || article.summary)!.slice(0, 160));
    expect(html).toMatch(/property="og:type" content="article"/);
  });

  it('when the redirecting routes are fetched, then they answer 302 with the canonical Location', async () => {
    const articles = await getJson<Article[]>('/api/public/articles');
    const news = articles.find((a) => a.type === 'news')!;
    const categories = await getJson<Category[]>('/api/categories');
    const educationId = categories.find((c) => c.type === 'education')!.id;
    const cases: [string, string][] = [
      ['/admin', '/articles'],
      ['/admin/categories', '/categories'],
      ['/admin/consultations', '/consultations'],
      ['/admin/settings', '/settings'],
      ['/article/self-employed', '/immigration/self-employed'],
      [`/article/${news.id}`, `/news/${news.id}`],
      [`/category/${educationId}`, '/education/kindergarten'],
      ['/category/overseas', '/overseas/island-passport'],
      ['/en/value-added', '/en/value-added/private-bank'],
    ];

    for (const [from, to] of cases) {
      const { status, location } = await serverHtml(from);
      expect({ from, status, location }).toEqual({ from, status: 302, location: to });
    }
  });

  it('when an unknown path is fetched, then it answers 404 with the not-found screen inside the layout', async () => {
    const { status, html } = await serverHtml('/no-such-page');

    expect(status).toBe(404);
    expect(html).toContain(zhSite.layout.notFound.text);
    expect(html).toContain(zhSite.layout.notFound.back);
    expect(html).toContain('<footer');
  });

  it('when a back-office path is fetched, then the client-rendered shell comes without content and kept out of search', async () => {
    const { status, html } = await serverHtml('/articles');

    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('when /sitemap.xml is fetched, then every public page and published article is listed with zh and en alternates', async () => {
    const articles = await getJson<Article[]>('/api/public/articles');
    const res = await fetch(`${baseURL()}/sitemap.xml`);
    const xml = await res.text();

    expect(res.headers.get('content-type')).toContain('xml');
    for (const path of ['/', '/contact', '/techdocs', '/privacy', '/book', '/immigration/self-employed', '/overseas/malaysia-mm2h']) {
      expect(xml).toContain(`<loc>${baseURL()}${path}</loc>`);
      expect(xml).toContain(`<loc>${baseURL()}${path === '/' ? '/en' : `/en${path}`}</loc>`);
    }
    for (const news of articles.filter((a) => a.type === 'news')) expect(xml).toContain(`<loc>${baseURL()}/news/${news.id}</loc>`);
    const englishVersions = articles.filter((a) => a.languages.includes('en')).length;
    const { assessments } = await getJson<PublicAssessmentList>('/api/public/assessments');
    for (const check of assessments) expect(xml).toContain(`<loc>${baseURL()}/en/eligibility/${check.slug}</loc>`);
    // the fixed pages (home, contact, techdocs, privacy, book) in both languages, the articles' versions, the self-assessments in both
    expect(xml.match(/<url>/g)!.length).toBe(5 * 2 + articles.length + englishVersions + assessments.length * 2);
    expect(xml).toContain('<lastmod>');
  });

  it('when /robots.txt is fetched, then it points to the sitemap and keeps crawlers out of /api and the back office', async () => {
    const text = await (await fetch(`${baseURL()}/robots.txt`)).text();

    expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/articles', '/settings', '/login']) expect(text).toContain(`Disallow: ${path}\n`);
  });

  it('when a built asset is fetched, then it is compressed and cached for a year', async () => {
    const { html } = await serverHtml('/');
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
    // the entry waits behind the stylesheet and images on a slow link (docs/decisions/0031)
    expect(/<script type="module"[^>]*>/.exec(html)![0]).toContain('fetchpriority="low"');

    const res = await fetch(`${baseURL()}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('when JavaScript is disabled, then home, contact and not-found are fully readable', async () => {
    const page = await newPage(browser, { width: 375, javaScriptEnabled: false });

    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe(zhSite.home.hero.title);
    expect(await page.getByText(zhSite.home.testimonials.items.t01.content).isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    await page.goto('/en/contact');
    expect(await page.locator('h1').textContent()).toBe(enSite.contact.page.title);
    await page.goto('/missing');
    expect(await page.locator('h1').textContent()).toBe(zhSite.layout.notFound.title);
    await page.context().close();
  });
});
