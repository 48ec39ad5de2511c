import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateStaffUserInput, StaffUserWithPassword } from '@shared/schemas/staff';
import { userKeys } from './users-keys';

/** POST /api/users: the account and its one-time password (shown once). */
export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffUserInput) => api.post<StaffUserWithPassword>('/api/users', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
