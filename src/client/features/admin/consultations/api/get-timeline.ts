import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TimelineEntry } from '@shared/schemas/inbox';
import { consultationKeys } from './consultations-keys';

/** An enquiry's history, oldest first: arrival, status changes, notes, assignment, spam, erasure. */
export function useTimeline(id: number) {
  return useQuery(
    queryOptions({
      queryKey: consultationKeys.timeline(id),
      queryFn: ({ signal }) => api.get<TimelineEntry[]>(`/api/consultations/${id}/timeline`, { signal }),
      staleTime: 0,
    }),
  );
}
