import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewDetail } from '@shared/schemas/review';
import { reviewKeys } from './review-keys';

/** GET /api/review/:submissionId: the submission, its proposed version and the live one to diff it with. */
export function useReviewDetail(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ReviewDetail>(`/api/review/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
