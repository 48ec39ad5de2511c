import { articlePath } from '../../../shared/article-path';
import type { ArticleCategory, ArticleType } from '../../../shared/catalog';
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchQuery, type SearchResult } from '../../../shared/schemas/search';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import { excerpt, highlight } from './search.highlight';
import { searchTerms, toTsquery } from './search.query';
import { searchRepository, type FoundRow } from './search.repository';

/**
 * Public search (docs/decisions/0013-search.md): published articles only. A Chinese
 * search reads the Chinese text; an English search reads the published English versions and the
 * Chinese text, and answers each article in the language it matched in (English first), so a
 * Chinese term on the English site finds the Chinese pages, marked as such.
 *
 * Answers are kept in a bounded cache of their own (the most recent MAX_KEPT queries), emptied with
 * the public cache on every content write here or in another process: popular queries cost one
 * query per write, and random ones cannot grow memory (docs/decisions/0013-search.md).
 */
const MAX_KEPT = 1000;

export function searchService(db: Db, cache?: Pick<PublicCache, 'onClear'>) {
  const repo = searchRepository(db);
  const kept = new Map<string, Promise<SearchAnswer>>();
  cache?.onClear(() => kept.clear());

  async function search({ q, lang, page }: SearchQuery): Promise<SearchAnswer> {
    const answer = { q, lang, page, pageSize: SEARCH_PAGE_SIZE };
    const terms = searchTerms(q);
    const text = toTsquery(terms);
    if (!text) return { ...answer, total: 0, results: [] };
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const { rows, total } = await repo.search(lang, text, terms, offset, SEARCH_PAGE_SIZE);
    const toResult = (row: FoundRow): SearchResult[] => {
      const path = articlePath(row);
      if (!path) return []; // a category without public pages
      return [
        {
          id: row.id,
          lang: row.lang,
          articleId: row.articleId,
          path,
          title: row.title,
          titleHighlighted: highlight(row.title, terms),
          excerpt: excerpt([row.summary ?? '', row.content], terms),
          category: row.category as ArticleCategory,
          type: row.type as ArticleType,
          publishedAt: row.publishedAt?.toISOString() ?? null,
        },
      ];
    };
    return { ...answer, total: total ?? (offset > 0 ? await repo.count(lang, text) : 0), results: rows.flatMap(toResult) };
  }

  return {
    search(query: SearchQuery): Promise<SearchAnswer> {
      const key = `${query.lang}:${query.page}:${query.q}`;
      const hit = kept.get(key);
      if (hit) {
        // most recently used last, so the oldest leaves first
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const answer = search(query);
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return answer;
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
