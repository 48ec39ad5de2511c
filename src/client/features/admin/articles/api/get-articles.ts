import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListPage, ArticleListTab } from '@shared/schemas/articles';
import type { EnglishState } from '@shared/schemas/translations';
import { adminArticleKeys } from './articles-keys';

/** What the list asks the server for; 'all' and empty values filter nothing and stay out of the address. */
export interface ArticleListRequest {
  page: number;
  q: string;
  tab: ArticleListTab;
  category: string;
  status: string;
  english: EnglishState | 'all';
}

export function listUrl(request: ArticleListRequest): string {
  const params = new URLSearchParams({ page: String(request.page) });
  for (const key of ['q', 'tab', 'category', 'status', 'english'] as const) {
    const value = request[key];
    if (value && value !== 'all') params.set(key, value);
  }
  return `/api/articles?${params}`;
}

/**
 * One page of the back office's list with its total and counts, filtered and sorted by the server
 * (admins only). The previous page stays on screen while the next one loads. Retried 3 times, 1 s
 * apart (docs/product-spec.md, section 8).
 */
export const adminArticlesQuery = (request: ArticleListRequest) =>
  queryOptions({
    queryKey: adminArticleKeys.page(request),
    queryFn: ({ signal }) => api.get<ArticleListPage>(listUrl(request), { signal }),
    staleTime: 30_000,
    retry: 3,
    retryDelay: 1000,
    placeholderData: keepPreviousData,
  });

export function useAdminArticles(request: ArticleListRequest) {
  return useQuery(adminArticlesQuery(request));
}
