import { languageAlternates, pageUrl } from '../../shared/alternates';
import { articlePath, type ArticlePathInput } from '../../shared/article-path';
import { languages as allLanguages, type Language } from '../../shared/languages';
import { paths } from '../../shared/paths';

export interface SitemapArticle extends ArticlePathInput {
  status: string;
  updatedAt: string | null;
  /** the languages the article is published in (a public read's `languages`) */
  languages?: Language[];
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** the languages the page is published in (default both) */
  languages?: Language[];
}

const staticPages: string[] = [paths.home, paths.contact, paths.techdocs, paths.privacy];

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
    entries.push({ path, lastmod: Number.isNaN(time) ? undefined : new Date(time).toISOString(), languages: article.languages ?? ['zh'] });
  }
  return entries;
}

/**
 * sitemaps.org XML: each published language version of each page, with the same hreflang
 * alternates as the page's head (shared/alternates.ts). English appears only where published.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const languages = allLanguages.filter((lang) => (entry.languages ?? allLanguages).includes(lang));
    const alternates = languageAlternates(origin, entry.path, languages)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
      .join('\n');
    return languages.map(
      (lang) =>
        `  <url>\n    <loc>${xml(pageUrl(origin, entry.path, lang))}</loc>\n` +
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

/** Crawlers: everything public, not the back office or the API (docs/decisions/0005-bilingual-content.md). */
export function robotsTxt(origin: string, backOfficePaths: readonly string[]): string {
  const disallow = ['/api/', '/admin', ...backOfficePaths].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
