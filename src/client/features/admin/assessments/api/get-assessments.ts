import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssessmentList } from '@shared/schemas/assessments';
import { assessmentKeys } from './assessment-keys';

/** GET /api/assessments: every assessment with its state (at most ASSESSMENTS_MAX, so no pages). */
export const getAssessments = (signal?: AbortSignal) => api.get<AssessmentList>('/api/assessments', { signal });

export const assessmentsQuery = () => queryOptions({ queryKey: assessmentKeys.list(), queryFn: ({ signal }) => getAssessments(signal), staleTime: 10_000 });

export const useAssessments = () => useQuery(assessmentsQuery());
