/**
 * Both languages for real (docs/decisions/0005-bilingual-content.md): English pages under /en hold
 * English text in their raw HTML, head tags tell search engines the truth, and an article not
 * published in English falls back to Chinese with a notice, noindex and a Chinese canonical.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticlesEn } from '../../src/server/db/seed-data-en';
import type { PublicArticle } from '../../src/shared/schemas/articles';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import { apiJson } from './admin-helpers';
import { baseURL, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { getJson, serverHtml, whenHydrated } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const hreflangs = (html: string) => [...html.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
const selfEmployed = seedArticlesEn['self-employed']!;
const firstWords = (html: string) => /<p>([^<]{20,})/.exec(html)![1]!.slice(0, 40);

describe('raw HTML in both languages (no JavaScript)', () => {
  it('when every public template is fetched under /en, then its text, title, description and head tags are English', async () => {
    const news = (await getJson<PublicArticle[]>('/api/public/articles/bytype/news?lang=en'))[0]!;
    const pages = {
      home: await serverHtml('/en'),
      contact: await serverHtml('/en/contact'),
      techdocs: await serverHtml('/en/techdocs'),
      service: await serverHtml('/en/immigration/self-employed'),
      news: await serverHtml(`/en/news/${news.id}`),
      missing: await serverHtml('/en/no-such-page'),
    };

    for (const [name, page] of Object.entries(pages)) {
      expect(page.html, name).toContain('<html lang="en"');
      expect(attr(page.html, /property="og:locale" content="([^"]+)"/), name).toBe('en_US');
      expect(page.html, name).not.toMatch(/<title data-head>[^<]*[\u3400-\u9fff]/);
    }
    expect(pages.home.html).toContain(enSite.home.hero.title);
    expect(pages.service.html).toContain(selfEmployed.title);
    expect(pages.service.html).toContain(firstWords(selfEmployed.content));
    expect(attr(pages.service.html, /<meta data-head name="description" content="([^"]+)"/)).toBe(selfEmployed.metaDescription);
    expect(pages.news.html).toContain(news.title);
    expect(news.lang).toBe('en');
    expect(pages.missing.status).toBe(404);
    expect(pages.contact.html).toContain(enSite.contact.page.title);
  });

  it('when every public template is fetched at its Chinese address, then its text, title and head tags are Chinese', async () => {
    const news = (await getJson<PublicArticle[]>('/api/public/articles/bytype/news'))[0]!;

    for (const path of ['/', '/contact', '/techdocs', '/immigration/self-employed', `/news/${news.id}`, '/no-such-page']) {
      const { html } = await serverHtml(path);
      expect(html, path).toContain('<html lang="zh-CN"');
      expect(attr(html, /property="og:locale" content="([^"]+)"/), path).toBe('zh_CN');
      expect(html, path).toMatch(/<title data-head>[^<]*[\u3400-\u9fff]/);
    }
  });

  it('when a fully published pair is fetched, then both pages list zh-CN, en and x-default and index', async () => {
    const zh = await serverHtml('/immigration/self-employed');
    const en = await serverHtml('/en/immigration/self-employed');

    for (const page of [zh, en]) {
      expect(hreflangs(page.html)).toEqual(['zh-CN', 'en', 'x-default']);
      expect(page.html).not.toContain('name="robots" content="noindex"');
    }
    expect(attr(en.html, /rel="canonical" href="([^"]+)"/)).toBe(`${baseURL()}/en/immigration/self-employed`);
    expect(attr(zh.html, /rel="canonical" href="([^"]+)"/)).toBe(`${baseURL()}/immigration/self-employed`);
  });
});

describe('an article not published in English', () => {
  let chineseOnly: PublicArticle;
  let englishDraft: PublicArticle;

  beforeAll(async () => {
    const page = await newPage(browser);
    await signInAsAdmin(page);
    chineseOnly = await apiJson<PublicArticle>(page, 'POST', '/api/articles', { title: '仅中文的文章', content: '<p>这篇文章只有中文内容，没有英文版本。</p>', category: 'news', status: 'Published' });
    englishDraft = await apiJson<PublicArticle>(page, 'POST', '/api/articles', {
      title: '英文为草稿的文章',
      content: '<p>中文内容已经发布，英文仍是草稿。</p>',
      category: 'news',
      status: 'Published',
      translations: { en: { title: 'English draft', content: '<p>Not yet ready for readers.</p>', status: 'Draft' } },
    });
    await page.context().close();
  });

  it.each(['chineseOnly', 'englishDraft'] as const)('when %s is read in English, then it is Chinese with a notice, noindex, a Chinese canonical and no hreflang', async (which) => {
    const article = which === 'chineseOnly' ? chineseOnly : englishDraft;

    const en = await serverHtml(`/en/news/${article.id}`);
    const zh = await serverHtml(`/news/${article.id}`);
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();

    expect(en.status).toBe(200);
    expect(en.html).toContain(article.title);
    expect(en.html).toContain(enSite.layout.notTranslated);
    expect(en.html).toContain('name="robots" content="noindex"');
    expect(attr(en.html, /rel="canonical" href="([^"]+)"/)).toBe(`${baseURL()}/news/${article.id}`);
    expect(hreflangs(en.html)).toEqual([]);
    expect(hreflangs(zh.html)).toEqual(['zh-CN', 'x-default']);
    expect(sitemap).toContain(`<loc>${baseURL()}/news/${article.id}</loc>`);
    expect(sitemap).not.toContain(`${baseURL()}/en/news/${article.id}<`);
  });
});

describe.each([375, 1280])('an English reader at %i px', (width) => {
  it('when a service article is opened and the language switched, then it reads in English, and switching back keeps the page', async () => {
    const page = await newPage(browser, { width });

    await page.goto('/en/immigration/self-employed');

    await page.locator('h1', { hasText: selfEmployed.title }).waitFor();
    expect(await page.getByTestId('service-article').textContent()).toContain(firstWords(selfEmployed.content));
    if (width >= 768) {
      const toChinese = page.locator('header button', { hasText: enCommon.language.zh });
      await whenHydrated(toChinese);
      await toChinese.click();
    } else {
      const toggle = page.getByRole('button', { name: enSite.layout.nav.openMenu });
      await whenHydrated(toggle);
      await toggle.click();
      await page.getByRole('dialog', { name: enSite.layout.nav.menuTitle }).getByRole('button', { name: enCommon.language.zh }).click();
    }

    await expect.poll(() => new URL(page.url()).pathname).toBe('/immigration/self-employed');
    await page.locator('h1', { hasText: '新加坡自雇移民' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.context().close();
  });
});
