import { listedIn, type Language } from '@shared/languages';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';

/** What ordering needs: the lean index's entries (published only) or full articles. */
type NewsItem = Pick<Article, 'id' | 'type' | 'publishedAt'> & Partial<Pick<Article, 'status' | 'createdAt'>>;

const time = (a: NewsItem) => Date.parse(a.publishedAt ?? a.createdAt ?? '') || 0;

/** Published news, newest first (docs/product-spec.md, section 2); ties: the higher id is the newer. */
export function orderNews<T extends NewsItem>(articles: readonly T[]): T[] {
  return articles
    .filter((a) => a.type === 'news' && (a.status === undefined || a.status === 'Published'))
    .sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The news a page in `lang` lists, newest first: an English page only those that exist in English. */
export function listedNews<T extends NewsItem & { lang?: Language }>(articles: readonly T[], lang: Language): T[] {
  return orderNews(articles.filter(listedIn(lang)));
}

/** Where /news without an id goes: the newest published news article, or nowhere. */
export function newestNewsPath(articles: readonly NewsItem[]): string | null {
  const newest = orderNews(articles)[0];
  return newest ? paths.newsArticle(newest.id) : null;
}

/**
 * The article's date in zh-CN format, or null when it has none. The time zone is fixed to the
 * company's (Singapore) so the server-rendered date equals the hydrated one on every visitor's clock.
 */
export function formatNewsDate(article: Pick<Article, 'publishedAt'>): string | null {
  if (!article.publishedAt) return null;
  const date = new Date(article.publishedAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('zh-CN', { timeZone: 'Asia/Singapore' });
}

/** A news id route parameter: a positive integer, else null (the not-found screen). */
export function parseNewsId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
