import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Category } from '@shared/schemas/categories';

export const adminCategoryKeys = { list: () => ['admin', 'categories'] as const };

/**
 * The categories as admins read them, with the stored English title (`titleEn`). Not the site's
 * cached list: a visitor's answer lacks `titleEn`, and editing from it would blank the English
 * title. Fresh 60 s, 3 retries 1 s apart, refetched on mount (docs/product-spec.md, section 9).
 */
const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: adminCategoryKeys.list(),
    queryFn: ({ signal }) => api.get<Category[]>('/api/categories', { signal }),
    staleTime: 60_000,
    retry: 3,
    retryDelay: 1000,
    refetchOnMount: true,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery());
}
