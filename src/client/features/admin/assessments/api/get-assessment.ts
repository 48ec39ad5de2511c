import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssessmentDetail } from '@shared/schemas/assessments';
import { assessmentKeys } from './assessment-keys';

/** GET /api/assessments/:id: the draft, its state and the published version's number. */
export const getAssessment = (id: number, signal?: AbortSignal) => api.get<AssessmentDetail>(`/api/assessments/${id}`, { signal });

// the editor copies the answer into its own state when it opens (fresh: an older copy is read again first);
// a refetch while it is open changes the state shown, never what staff type
export const assessmentQuery = (id: number) => queryOptions({ queryKey: assessmentKeys.one(id), queryFn: ({ signal }) => getAssessment(id, signal), staleTime: 30_000, refetchOnWindowFocus: false });

export const useAssessment = (id: number | null) => useQuery({ ...assessmentQuery(id ?? 0), enabled: id !== null });
