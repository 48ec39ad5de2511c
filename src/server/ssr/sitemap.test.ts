import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_URLS_PER_FILE, sitemapEntries, sitemapIndexXml, sitemapParts, sitemapXml, type SitemapArticle, type SitemapEntry } from './sitemap';

const article = (over: Partial<SitemapArticle>): SitemapArticle => ({
  id: 1,
  articleId: null,
  category: 'singapore-immigration',
  type: 'service',
  status: 'Published',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...over,
});

describe('sitemap', () => {
  it('when articles are published, then the fixed pages and every article page are listed', () => {
    const entries = sitemapEntries([
      article({ id: 1, articleId: 'self-employed' }),
      article({ id: 9, category: 'news', type: 'news' }),
      article({ id: 5, category: 'overseas-identity' }),
    ]);

    expect(entries.map((e) => e.path)).toEqual(['/', '/contact', '/book', '/techdocs', '/privacy', '/immigration/self-employed', '/news/9', '/overseas/article-5']);
    expect(entries[5]!.lastmod).toEqual({ zh: '2026-01-02T03:04:05.000Z', en: '2026-01-02T03:04:05.000Z' });
    expect(entries[0]!.lastmod).toBeUndefined();
  });

  it('when the English version changed on its own, then each language\'s URL carries its own lastmod and the fixed pages none', () => {
    const entries = sitemapEntries([article({ id: 2, articleId: 'skilled', languages: ['zh', 'en'], englishUpdatedAt: '2026-03-04T05:06:07.000Z' })]);

    const out = sitemapXml('https://example.com', entries);

    expect(out).toContain('<loc>https://example.com/immigration/skilled</loc>\n    <lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(out).toContain('<loc>https://example.com/en/immigration/skilled</loc>\n    <lastmod>2026-03-04T05:06:07.000Z</lastmod>');
    expect(out).toMatch(/<loc>https:\/\/example\.com\/contact<\/loc>\n {4}<xhtml:link/);
  });

  it('when an address is a redirect\'s from, then it is left out in that language only', () => {
    const entries = sitemapEntries([article({ id: 2, articleId: 'skilled', languages: ['zh', 'en'] }), article({ id: 3, articleId: 'gone', languages: ['zh'] })], new Set(['/en/immigration/skilled', '/immigration/gone', '/en/privacy']));

    const out = sitemapXml('https://example.com', entries);

    expect(out).toContain('<loc>https://example.com/immigration/skilled</loc>');
    expect(out).not.toContain('<loc>https://example.com/en/immigration/skilled</loc>');
    expect(out).not.toContain('https://example.com/immigration/gone');
    expect(out).toContain('<loc>https://example.com/privacy</loc>');
    expect(out).not.toContain('<loc>https://example.com/en/privacy</loc>');
  });

  it('when an article is a draft, then it is left out', () => {
    expect(sitemapEntries([article({ status: 'Draft' })]).map((e) => e.path)).toEqual(['/', '/contact', '/book', '/techdocs', '/privacy']);
  });

  it('when rendered, then each page appears in zh and en (under /en) with both alternates and x-default', () => {
    const out = sitemapXml('https://example.com', [{ path: '/contact' }]);

    expect(out).toContain('<loc>https://example.com/contact</loc>');
    expect(out).toContain('<loc>https://example.com/en/contact</loc>');
    expect(out).toContain('hreflang="zh-CN" href="https://example.com/contact"');
    expect(out).toContain('hreflang="en" href="https://example.com/en/contact"');
    expect(out).toContain('hreflang="x-default" href="https://example.com/contact"');
  });

  it('when rendered, then the privacy notice is listed in both languages with its alternates', () => {
    const out = sitemapXml('https://example.com', sitemapEntries([]));

    expect(out).toContain('<loc>https://example.com/privacy</loc>');
    expect(out).toContain('<loc>https://example.com/en/privacy</loc>');
    expect(out).toContain('hreflang="en" href="https://example.com/en/privacy"');
    expect(out).toContain('hreflang="zh-CN" href="https://example.com/privacy"');
  });

  it('when rendered, then the booking page is listed in both languages with its alternates', () => {
    const out = sitemapXml('https://example.com', sitemapEntries([]));

    expect(out).toContain('<loc>https://example.com/book</loc>');
    expect(out).toContain('<loc>https://example.com/en/book</loc>');
    expect(out).toContain('hreflang="en" href="https://example.com/en/book"');
  });

  it('when an article is published in Chinese only, then only its Chinese URL is listed, with no English alternate', () => {
    const entries = sitemapEntries([article({ id: 1, articleId: 'self-employed', languages: ['zh'] }), article({ id: 2, articleId: 'skilled', languages: ['zh', 'en'] })]);

    const out = sitemapXml('https://example.com', entries);

    expect(out).toContain('<loc>https://example.com/immigration/self-employed</loc>');
    expect(out).not.toContain('https://example.com/en/immigration/self-employed');
    expect(out).toContain('<loc>https://example.com/en/immigration/skilled</loc>');
    expect(out).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });
});

describe('robots.txt', () => {
  it('when served, then it points to the sitemap and keeps crawlers out of the API and the back office', () => {
    const out = robotsTxt('https://example.com', ['/articles', '/login']);

    expect(out).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(out).toContain('Disallow: /api/');
    expect(out).toContain('Disallow: /articles');
    expect(out).toContain('Disallow: /login');
    expect(out).toContain('Disallow: /admin');
  });
});

describe('a site past one file of addresses', () => {
  const many = (n: number): SitemapEntry[] => Array.from({ length: n }, (_, i) => ({ path: `/news/${i + 1}`, lastmod: { zh: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z` }, languages: i % 2 ? ['zh'] : ['zh', 'en'] }));

  it('when the pages hold more URLs than a file takes, then they split in order into parts of at most that many, each page whole', () => {
    const entries = many(9);
    const parts = sitemapParts(entries, 5);

    expect(parts.map((p) => p.map((e) => e.path))).toEqual([
      ['/news/1', '/news/2', '/news/3'],
      ['/news/4', '/news/5', '/news/6'],
      ['/news/7', '/news/8', '/news/9'],
    ]);
    expect(parts.flat()).toEqual(entries);
    for (const part of parts) expect(part.reduce((n, e) => n + (e.languages?.length ?? 2), 0)).toBeLessThanOrEqual(5);
    expect(sitemapParts(many(3), SITEMAP_URLS_PER_FILE)).toHaveLength(1);
  });

  it('when it splits, then the index lists each part at its address with its latest change', () => {
    const xml = sitemapIndexXml('https://example.sg', sitemapParts(many(40), 30));

    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://example.sg/sitemap-1.xml', 'https://example.sg/sitemap-2.xml']);
    expect([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(['2026-11-20T00:00:00.000Z', '2026-11-28T00:00:00.000Z']);
  });
});
