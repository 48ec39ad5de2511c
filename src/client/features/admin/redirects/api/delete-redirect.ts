import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { redirectKeys } from './redirect-keys';

/** DELETE /api/redirects/:id (204). */
export function deleteRedirect(id: number): Promise<void> {
  return api.delete<void>(`/api/redirects/${id}`);
}

export function useDeleteRedirect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRedirect(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: redirectKeys.all }),
  });
}
