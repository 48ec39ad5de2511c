import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReturnReviewInput, ReviewSubmission } from '@shared/schemas/review';

export type ReviewDecision = { kind: 'approve' } | { kind: 'return'; input: ReturnReviewInput };

export function decideReview(id: number, decision: ReviewDecision): Promise<ReviewSubmission> {
  return decision.kind === 'approve' ? api.post<ReviewSubmission>(`/api/review/${id}/approve`, {}) : api.post<ReviewSubmission>(`/api/review/${id}/return`, { ...decision.input });
}

/**
 * POST /api/review/:id/approve or /return. Settled either way, every cached read is stale: the
 * queue and its count (a refusal such as REVIEW_DECIDED means another editor was quicker), the
 * article lists and the dashboard, and with an approval the public pages.
 */
export function useDecideReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewDecision }) => decideReview(id, decision),
    onSettled: () => qc.invalidateQueries(),
  });
}
