import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SetupChecklist, SetupItemId } from '@shared/schemas/setup-checklist';
import { setupChecklistKey } from './get-setup-checklist';

/** POST /api/setup-checklist/:item/dismiss: the item is hidden for every admin, with the reason recorded. */
export function dismissSetupItem({ item, reason }: { item: SetupItemId; reason: string }): Promise<SetupChecklist> {
  return api.post<SetupChecklist>(`/api/setup-checklist/${item}/dismiss`, { reason });
}

/** POST /api/setup-checklist/home-samples/confirm: staff keep the shipped testimonials and claims on purpose. */
export function confirmSetupItem(item: SetupItemId): Promise<SetupChecklist> {
  return api.post<SetupChecklist>(`/api/setup-checklist/${item}/confirm`, {});
}

export function useDismissSetupItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: dismissSetupItem, onSuccess: (list) => qc.setQueryData(setupChecklistKey, list) });
}

export function useConfirmSetupItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: confirmSetupItem, onSuccess: (list) => qc.setQueryData(setupChecklistKey, list) });
}
