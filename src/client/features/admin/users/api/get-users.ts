import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffUser } from '@shared/schemas/staff';
import { userKeys } from './users-keys';

/** GET /api/users: every account, ordered by username. */
export const usersQuery = queryOptions({
  queryKey: userKeys.list(),
  queryFn: ({ signal }) => api.get<StaffUser[]>('/api/users', { signal }),
  staleTime: 10_000,
});

export function useUsers() {
  return useQuery(usersQuery);
}
