import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQuery } from '@/lib/session';
import type { ChangePasswordInput } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/password', { ...input });
}

/** POST /api/account/password: the server ends every other session and clears mustChangePassword. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Reads the user again, so the guard lets a user who had to change the password through. */
export function useRefreshUser() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: userQuery.queryKey });
}
