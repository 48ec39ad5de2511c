import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecoveryCodesAnswer, TwoFactorEnableInput } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

/** POST /api/account/two-factor/enable with the first code: answers the ten recovery codes, shown once. */
export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorEnableInput) => api.post<RecoveryCodesAnswer>('/api/account/two-factor/enable', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
