import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffByline, StaffBylineInput } from '@shared/schemas/staff';
import { accountKeys } from './account-keys';

export const ownBylineQuery = queryOptions({
  queryKey: accountKeys.byline(),
  queryFn: ({ signal }) => api.get<StaffByline>('/api/account/byline', { signal }),
  staleTime: 0,
});

export function useOwnByline() {
  return useQuery(ownBylineQuery);
}

export function saveOwnByline(input: StaffBylineInput): Promise<StaffByline> {
  return api.put<StaffByline>('/api/account/byline', { ...input });
}

/** PUT /api/account/byline: the public name and title on the signed-in user's articles. */
export function useSaveOwnByline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveOwnByline,
    onSuccess: (byline) => qc.setQueryData(accountKeys.byline(), byline),
  });
}
