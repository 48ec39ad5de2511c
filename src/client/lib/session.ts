import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@shared/schemas/auth';
import { ApiError, api } from './api-client';

/** GET /api/user: a 401 means nobody is signed in (null), not an error. */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await api.get<PublicUser>('/api/user');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

export function useUser() {
  return useQuery(userQuery);
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<PublicUser>('/api/register', { ...input }),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/logout'),
    onSuccess: () => {
      qc.setQueryData(userQuery.queryKey, null);
      // admin data must not linger in the cache after sign-out
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' && q.queryKey[0] !== 'public' });
    },
  });
}
