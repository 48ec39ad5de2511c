import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@shared/paths';
import type { NotFoundList } from '@shared/schemas/redirects';
import { redirectKeys } from './redirect-keys';

/** How many addresses the panel asks for (the server's bound is 100). */
const NOT_FOUND_LIMIT = 20;

/** GET /api/redirects/not-found: this month's most asked addresses that do not exist (Singapore time), bots left out unless asked. */
export function getNotFound(bots: boolean, signal?: AbortSignal): Promise<NotFoundList> {
  return api.get<NotFoundList>(withQuery('/api/redirects/not-found', { range: 'month', bots: String(bots), limit: String(NOT_FOUND_LIMIT) }), { signal });
}

export const notFoundQuery = (bots: boolean) =>
  queryOptions({
    queryKey: redirectKeys.notFound(bots),
    queryFn: ({ signal }) => getNotFound(bots, signal),
    staleTime: 30_000,
  });

export const useNotFound = (bots: boolean) => useQuery(notFoundQuery(bots));
