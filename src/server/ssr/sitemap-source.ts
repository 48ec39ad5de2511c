import { languages as allLanguages, type Language } from '../../shared/languages';
import type { AdminArticle } from '../../shared/schemas/articles';
import type { PublicCache } from '../lib/public-cache';
import { isPublished } from '../modules/articles/article-rules';
import { paths } from '../../shared/paths';
import type { SitemapArticle, SitemapPage } from './sitemap';

/** What the sitemap lists: the articles with each language's last change, and the addresses that redirect. */
export interface SitemapSource {
  /** the articles, then the other published pages (self-assessments) */
  articles(): Promise<(SitemapArticle | SitemapPage)[]>;
  /** every redirect's `from` (left out of the sitemap) */
  redirected(): Promise<ReadonlySet<string>>;
}

/** Under this key in the public cache: read again after every write (articles and assessments alike), like the pages. */
const KEY = 'sitemap:articles';

/**
 * The published articles as the sitemap needs them: the English version's own last change for its
 * /en page (docs/decisions/0027-found-and-shared.md). Read from the back office's list (it alone
 * carries both versions' times) once per change of content, and kept in the public cache, so a
 * crawler's visits cost no query.
 */
export function sitemapSource(opts: {
  cache: PublicCache;
  listAdmin: () => Promise<AdminArticle[]>;
  /** the published self-assessments, each in both languages (docs/decisions/0030-self-assessments.md) */
  assessments?: () => Promise<{ slug: string; publishedAt: Date }[]>;
  redirected: () => Promise<ReadonlySet<string>>;
}): SitemapSource {
  const load = async (): Promise<(SitemapArticle | SitemapPage)[]> => {
    const articles = (await opts.listAdmin())
      .filter((a) => isPublished(a.status))
      .map((a): SitemapArticle => {
        const en = a.translations.en;
        const english = en && isPublished(en.status) ? en : null;
        const languages: Language[] = english ? ['zh', 'en'] : ['zh'];
        return { id: a.id, articleId: a.articleId, category: a.category, type: a.type, status: a.status, updatedAt: a.updatedAt, englishUpdatedAt: english?.updatedAt ?? null, languages };
      });
    const assessments = (await opts.assessments?.()) ?? [];
    return [...articles, ...assessments.map((a): SitemapPage => ({ path: paths.eligibility(a.slug), updatedAt: a.publishedAt.toISOString(), languages: [...allLanguages] }))];
  };
  return {
    articles: async () => (await opts.cache.get(KEY, load)).value as (SitemapArticle | SitemapPage)[],
    redirected: opts.redirected,
  };
}
