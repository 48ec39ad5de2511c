import { articlePath, type ArticlePathInput } from '../../shared/article-path';

export interface SitemapArticle extends ArticlePathInput {
  status: string;
  updatedAt: string | null;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const staticPages = ['/', '/contact', '/techdocs'];
// Chinese (the default) at the bare path, English at ?lang=en: the same URLs as the pages' hreflang links
const langs = [
  ['', 'zh-CN'],
  ['?lang=en', 'en'],
] as const;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page: the fixed pages, then one per published article (news and service). */
export function sitemapEntries(articles: readonly SitemapArticle[]): SitemapEntry[] {
  const entries: SitemapEntry[] = staticPages.map((path) => ({ path }));
  const seen = new Set(staticPages);
  for (const article of articles) {
    if (article.status !== 'Published') continue;
    const path = articlePath(article);
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const time = article.updatedAt ? Date.parse(article.updatedAt) : NaN;
    entries.push({ path, lastmod: Number.isNaN(time) ? undefined : new Date(time).toISOString() });
  }
  return entries;
}

/** sitemaps.org XML: each language version listed with its zh, en and x-default alternates. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...langs.map(([query, hreflang]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${origin}${entry.path}${query}`)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + entry.path)}"/>`,
    ].join('\n');
    return langs.map(
      ([query]) =>
        `  <url>\n    <loc>${xml(`${origin}${entry.path}${query}`)}</loc>\n` +
        (entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : '') +
        `${alternates}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** Crawlers: everything public, not the back office or the API (issue 3). */
export function robotsTxt(origin: string, backOfficePaths: readonly string[]): string {
  const disallow = ['/api/', '/admin', ...backOfficePaths].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
