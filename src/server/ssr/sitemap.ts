import { languageAlternates, pageUrl } from '../../shared/alternates';
import { articlePath, type ArticlePathInput } from '../../shared/article-path';
import { languages as allLanguages, type Language } from '../../shared/languages';
import { localePath, paths } from '../../shared/paths';

export interface SitemapArticle extends ArticlePathInput {
  status: string;
  /** the article's last change (its Chinese page's lastmod) */
  updatedAt: string | null;
  /** the English version's own last change (its /en page's lastmod) */
  englishUpdatedAt?: string | null;
  /** the languages the article is published in (a public read's `languages`) */
  languages?: Language[];
}

/** A published page that is no article, at its own address (a self-assessment, docs/decisions/0030-self-assessments.md). */
export interface SitemapPage {
  path: string;
  /** its last publication */
  updatedAt: string | null;
  languages: Language[];
}

export interface SitemapEntry {
  path: string;
  /** each language's last change; the fixed pages have none (docs/decisions/0027-found-and-shared.md) */
  lastmod?: Partial<Record<Language, string>>;
  /** the languages the page is published in (default both) */
  languages?: Language[];
}

const staticPages: string[] = [paths.home, paths.contact, paths.book(), paths.techdocs, paths.privacy];

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isoOf = (time: string | null | undefined): string | undefined => {
  const ms = time ? Date.parse(time) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

/**
 * Every public page: the fixed pages, then one per published article (news and service) and other
 * published page (`SitemapPage`), each in the languages it is published in, less any address that is
 * a redirect's `from` (`redirected`).
 */
export function sitemapEntries(articles: readonly (SitemapArticle | SitemapPage)[], redirected: ReadonlySet<string> = new Set()): SitemapEntry[] {
  const entries: SitemapEntry[] = staticPages.map((path) => ({ path }));
  const seen = new Set(staticPages);
  for (const article of articles) {
    if ('path' in article) {
      const at = isoOf(article.updatedAt);
      if (seen.has(article.path)) continue;
      seen.add(article.path);
      entries.push({ path: article.path, ...(at && { lastmod: Object.fromEntries(article.languages.map((lang) => [lang, at])) }), languages: article.languages });
      continue;
    }
    if (article.status !== 'Published') continue;
    const path = articlePath(article);
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const zh = isoOf(article.updatedAt);
    const en = isoOf(article.englishUpdatedAt) ?? zh;
    entries.push({ path, lastmod: { ...(zh && { zh }), ...(en && { en }) }, languages: article.languages ?? ['zh'] });
  }
  return entries.flatMap((entry) => {
    const languages = (entry.languages ?? allLanguages).filter((lang) => !redirected.has(localePath(entry.path, lang)));
    return languages.length ? [{ ...entry, languages }] : [];
  });
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
        (entry.lastmod?.[lang] ? `    <lastmod>${entry.lastmod[lang]}</lastmod>\n` : '') +
        `${alternates}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * URLs one sitemap file holds before /sitemap.xml becomes an index of parts (/sitemap-1.xml, …):
 * the protocol allows 50,000, but a part this size stays quick to build and to fetch (issue 31).
 */
export const SITEMAP_URLS_PER_FILE = 10_000;

/** A part's address: /sitemap-1.xml is the first. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

const urlsOf = (entry: SitemapEntry) => (entry.languages ?? allLanguages).length;

/** The entries in parts of at most `perFile` URLs, in order, each page's languages in one part. */
export function sitemapParts(entries: readonly SitemapEntry[], perFile = SITEMAP_URLS_PER_FILE): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  let urls = 0;
  for (const entry of entries) {
    if (!parts.length || urls + urlsOf(entry) > perFile) {
      parts.push([]);
      urls = 0;
    }
    parts.at(-1)!.push(entry);
    urls += urlsOf(entry);
  }
  return parts;
}

/** sitemaps.org's index: each part with its latest change. */
export function sitemapIndexXml(origin: string, parts: readonly (readonly SitemapEntry[])[]): string {
  const items = parts.map((part, i) => {
    const latest = part.flatMap((entry) => Object.values(entry.lastmod ?? {})).reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);
    return `  <sitemap>\n    <loc>${xml(`${origin}${sitemapPartPath(i + 1)}`)}</loc>\n` + (latest ? `    <lastmod>${latest}</lastmod>\n` : '') + '  </sitemap>';
  });
  return '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + `${items.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers: everything public, not the back office or the API (docs/decisions/0005-bilingual-content.md). */
export function robotsTxt(origin: string, backOfficePaths: readonly string[]): string {
  const disallow = ['/api/', '/admin', ...backOfficePaths].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
