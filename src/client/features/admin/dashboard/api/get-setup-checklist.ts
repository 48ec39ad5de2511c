import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SetupChecklist } from '@shared/schemas/setup-checklist';

export const setupChecklistKey = ['admin', 'setup-checklist'] as const;

export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return api.get<SetupChecklist>('/api/setup-checklist', { signal });
}

export const setupChecklistQuery = () =>
  queryOptions({
    queryKey: setupChecklistKey,
    queryFn: ({ signal }) => getSetupChecklist(signal),
    staleTime: 30_000,
  });

/** The setup checklist (admins only: others never ask). */
export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQuery(), enabled });
}
