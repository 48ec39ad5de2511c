import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@shared/paths';
import type { RedirectList } from '@shared/schemas/redirects';
import { redirectKeys, type RedirectListRequest } from './redirect-keys';

/** GET /api/redirects?q=&page=&pageSize=: one page of redirects, matching either address. */
export function getRedirects({ q, page, pageSize }: RedirectListRequest, signal?: AbortSignal): Promise<RedirectList> {
  return api.get<RedirectList>(withQuery('/api/redirects', { q: q || undefined, page: String(page), pageSize: String(pageSize) }), { signal });
}

export const redirectsQuery = (request: RedirectListRequest) =>
  queryOptions({
    queryKey: redirectKeys.list(request),
    queryFn: ({ signal }) => getRedirects(request, signal),
    // hits change with every visit: a short staleness keeps them near enough without polling
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useRedirects = (request: RedirectListRequest) => useQuery(redirectsQuery(request));
