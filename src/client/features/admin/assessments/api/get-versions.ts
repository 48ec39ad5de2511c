import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssessmentVersionList } from '@shared/schemas/assessments';
import { assessmentKeys } from './assessment-keys';

/** GET /api/assessments/:id/versions: newest first, published ones marked, the one visitors see as current. */
export const getVersions = (id: number, signal?: AbortSignal) => api.get<AssessmentVersionList>(`/api/assessments/${id}/versions`, { signal });

export const versionsQuery = (id: number) => queryOptions({ queryKey: assessmentKeys.versions(id), queryFn: ({ signal }) => getVersions(id, signal), staleTime: 0 });

export const useVersions = (id: number) => useQuery(versionsQuery(id));
