import { queryOptions } from '@tanstack/react-query';
import type { PublicAssessmentList } from '@shared/schemas/assessments';
import { apiFor } from './api-client';
import { publicKeys } from './public-queries';

/**
 * The published self-assessments (GET /api/public/assessments, docs/decisions/0030-self-assessments.md):
 * slug, title in both languages, service and whether the navigation lists them. Read by the service
 * pages' callout and by the navigation's menus when one opens, never by the first load of a page
 * that does not show them. Both languages in one answer, so the key has none; it starts with 'public'
 * so a write in the back office invalidates it with the rest.
 */
export const publicAssessmentsQuery = () =>
  queryOptions({
    queryKey: [...publicKeys.all, 'assessments'] as const,
    queryFn: ({ signal, client }) => apiFor(client).get<PublicAssessmentList>('/api/public/assessments', { signal }),
    staleTime: 5 * 60_000,
  });
