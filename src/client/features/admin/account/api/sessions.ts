import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountSession, SignOutOthersAnswer } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: ({ signal }) => api.get<AccountSession[]>('/api/account/sessions', { signal }),
  staleTime: 0,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

export function useSignOutSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignOutOthersAnswer>('/api/account/sessions/sign-out-others'),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
