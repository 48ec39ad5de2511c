import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TwoFactorStatus } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

export const twoFactorQuery = queryOptions({
  queryKey: accountKeys.twoFactor(),
  queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/account/two-factor', { signal }),
  staleTime: 0,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQuery);
}
