import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminArticle } from '@shared/schemas/articles';
import { adminArticleKeys } from './articles-keys';

/** Every article, whatever its status, with its English state (admins only). Retried 3 times, 1 s apart (docs/product-spec.md, section 8). */
export const adminArticlesQuery = () =>
  queryOptions({
    queryKey: adminArticleKeys.list(),
    queryFn: ({ signal }) => api.get<AdminArticle[]>('/api/articles', { signal }),
    staleTime: 30_000,
    retry: 3,
    retryDelay: 1000,
  });

export function useAdminArticles() {
  return useQuery(adminArticlesQuery());
}
