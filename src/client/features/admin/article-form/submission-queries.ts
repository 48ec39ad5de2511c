import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@shared/languages';
import type { ReviewSubmission, SubmitReviewInput } from '@shared/schemas/review';

/** An article's review submissions (docs/decisions/0026-roles-and-review.md), under the review step's key so a decision refreshes them. */
export const submissionKeys = {
  list: (id: number) => ['admin', 'review', 'article', id] as const,
};

/** GET /api/articles/:id/submissions: both languages, newest first. */
export const submissionsQuery = (id: number) =>
  queryOptions({
    queryKey: submissionKeys.list(id),
    queryFn: ({ signal }) => api.get<ReviewSubmission[]>(`/api/articles/${id}/submissions`, { signal }),
    staleTime: 0,
  });

/** Asked only by a writer who cannot publish: for the others the review is not in the editor's way. */
export const useSubmissions = (id: number | null, enabled: boolean) => useQuery({ ...submissionsQuery(id ?? 0), enabled: enabled && id !== null });

/** The latest submission of `lang`, if any: what the editor says about that version's review. */
export const latestSubmission = (submissions: readonly ReviewSubmission[] | undefined, lang: Language): ReviewSubmission | null =>
  submissions?.find((s) => s.lang === lang) ?? null;

/** POST /api/articles/:id/submissions; the queue, its count and the article's submissions and lists follow. */
export function useSubmitForReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SubmitReviewInput }) => api.post<ReviewSubmission>(`/api/articles/${id}/submissions`, { ...input }),
    onSuccess: (_submission, { id }) =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'review'] }), qc.invalidateQueries({ queryKey: ['admin', 'articles', 'list'] }), qc.invalidateQueries({ queryKey: ['admin', 'articles', 'detail', id] })]),
  });
}
