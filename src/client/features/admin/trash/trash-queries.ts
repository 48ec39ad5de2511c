import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashEntry, TrashRestoreInput } from '@shared/schemas/trash';
import { api } from '@/lib/api-client';

const trashKey = ['admin', 'trash'] as const;

/** GET /api/trash (admins), asked afresh each time the panel opens. */
export const useTrash = (enabled: boolean) =>
  useQuery({ queryKey: trashKey, queryFn: ({ signal }) => api.get<TrashEntry[]>('/api/trash', { signal }), staleTime: 0, enabled });

/** Restore (as it was, or as a draft) or delete for good. */
export function useTrashActions() {
  const qc = useQueryClient();
  // a restore changes the lists, counts and public pages: everything cached may be stale
  const afterRestore = () => qc.invalidateQueries();
  const afterDelete = () => qc.invalidateQueries({ queryKey: trashKey });
  return {
    restore: useMutation({
      mutationFn: ({ id, ...input }: { id: number } & TrashRestoreInput) => api.post<{ id: number }>(`/api/trash/${id}/restore`, input),
      onSuccess: afterRestore,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<unknown>(`/api/trash/${id}`), onSuccess: afterDelete }),
  };
}
