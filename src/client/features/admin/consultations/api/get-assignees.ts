import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffRef } from '@shared/schemas/inbox';
import { consultationKeys } from './consultations-keys';

/** The staff an enquiry can be assigned to (active admins). */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: consultationKeys.assignees(),
    queryFn: ({ signal }) => api.get<StaffRef[]>('/api/consultations/assignees', { signal }),
    staleTime: 5 * 60_000,
  });

export function useAssignees() {
  return useQuery(assigneesQuery());
}
