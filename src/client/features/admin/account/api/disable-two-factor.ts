import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PasswordConfirmInput } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) => api.post<{ message: string }>('/api/account/two-factor/disable', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
