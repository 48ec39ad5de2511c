import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminArticle } from '@shared/schemas/articles';
import { adminArticleKeys } from './articles-keys';

/** One article for the edit dialog, with both language versions; retried twice (docs/product-spec.md, section 8). Always fresh when the dialog opens. */
export const adminArticleQuery = (id: number) =>
  queryOptions({
    queryKey: adminArticleKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminArticle>(`/api/articles/${id}`, { signal }),
    staleTime: 0,
    retry: 2,
    refetchOnWindowFocus: false,
  });

export function useAdminArticle(id: number | null) {
  return useQuery({ ...adminArticleQuery(id ?? 0), enabled: id !== null });
}
