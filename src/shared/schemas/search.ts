import { z } from 'zod';
import type { ArticleCategory, ArticleType } from '../catalog';
import { defaultLanguage, languages, type Language } from '../languages';
import { SEARCH_QUERY_MAX } from './search-limits';

export { SEARCH_PAGE_SIZE } from './search-limits';

/**
 * GET /api/public/search: `q` trimmed (empty: the empty state, no results, not an error; longer
 * than SEARCH_QUERY_MAX: 400), `lang` Chinese when missing or unknown, `page` from 1.
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  lang: z.enum(languages).catch(defaultLanguage),
  page: z.coerce.number().int().min(1).max(100).catch(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One published article found, in the language it was found in: the asked one, or Chinese on an
 * English search matching only the Chinese text (its path is then the Chinese page's).
 */
export interface SearchResult {
  id: number;
  lang: Language;
  articleId: string | null;
  /** the article's public page (shared/article-path.ts), without the /en prefix */
  path: string;
  title: string;
  /** the title, HTML-escaped, with each match in <mark> */
  titleHighlighted: string;
  /** a stretch of the text around the first match, HTML-escaped, matches in <mark> */
  excerpt: string;
  category: ArticleCategory;
  type: ArticleType;
  /** ISO time; the page shows it for news */
  publishedAt: string | null;
}

export interface SearchAnswer {
  q: string;
  lang: Language;
  page: number;
  pageSize: number;
  /** every match, over all pages */
  total: number;
  results: SearchResult[];
}
