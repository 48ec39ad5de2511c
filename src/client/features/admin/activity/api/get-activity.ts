import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@shared/paths';
import type { AuditActor, AuditPage, AuditQueryInput } from '@shared/schemas/audit';

export const activityKeys = {
  all: ['admin', 'activity'] as const,
  page: (request: AuditQueryInput) => ['admin', 'activity', 'page', request] as const,
  actors: () => ['admin', 'activity', 'actors'] as const,
};

/** GET /api/audit: one page of entries, newest first, filtered on the server. */
export function activityPath(request: AuditQueryInput): string {
  const query = Object.fromEntries(Object.entries(request).map(([k, v]) => [k, v === undefined || v === '' ? undefined : String(v)]));
  return withQuery('/api/audit', query);
}

export const activityQuery = (request: AuditQueryInput) =>
  queryOptions({
    queryKey: activityKeys.page(request),
    queryFn: ({ signal }) => api.get<AuditPage>(activityPath(request), { signal }),
    // the log only grows: a short staleness keeps paging snappy without hiding new entries for long
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useActivity = (request: AuditQueryInput) => useQuery(activityQuery(request));

/** GET /api/audit/actors: the person filter's choices. */
export const actorsQuery = queryOptions({
  queryKey: activityKeys.actors(),
  queryFn: ({ signal }) => api.get<AuditActor[]>('/api/audit/actors', { signal }),
  staleTime: 60_000,
});

export const useActors = () => useQuery(actorsQuery);
