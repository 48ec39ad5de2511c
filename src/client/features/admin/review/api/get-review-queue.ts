import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewQueueItem } from '@shared/schemas/review';
import { reviewKeys } from './review-keys';

/** GET /api/review: the pending submissions, oldest first (editors and admins). */
export const reviewQueueQuery = queryOptions({
  queryKey: reviewKeys.queue(),
  queryFn: ({ signal }) => api.get<ReviewQueueItem[]>('/api/review', { signal }),
  staleTime: 10_000,
});

export function useReviewQueue() {
  return useQuery(reviewQueueQuery);
}

/** The sidebar's count of pending submissions: asked only for a role that publishes (GET /api/review answers 403 to others). */
export function usePendingReviewCount(enabled: boolean): number {
  const { data } = useQuery({ ...reviewQueueQuery, enabled, refetchInterval: enabled ? 60_000 : false });
  return enabled && Array.isArray(data) ? data.length : 0;
}
