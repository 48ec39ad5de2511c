import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PasswordConfirmInput, RecoveryCodesAnswer } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

/** Ten new recovery codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) => api.post<RecoveryCodesAnswer>('/api/account/two-factor/recovery-codes', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
