import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeContent } from '@shared/schemas/home-content';
import { api } from '@/lib/api-client';

export const homeContentAdminKey = ['admin', 'home-content'] as const;

export const homeContentAdminQuery = () =>
  queryOptions({
    queryKey: homeContentAdminKey,
    queryFn: ({ signal }) => api.get<HomeContent>('/api/home-content', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** Both languages and the trust details, always the server's current values. */
export const useHomeContentForSettings = () => useQuery(homeContentAdminQuery());
