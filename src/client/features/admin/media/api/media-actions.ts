import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MediaItem, UpdateMediaInput } from '@shared/schemas/media';
import { mediaKeys } from './media-keys';

/** PATCH /api/media/:id: the alt text in either language. */
export function useUpdateAlt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateMediaInput & { id: string }) => api.patch<MediaItem>(`/api/media/${id}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** DELETE /api/media/:id: refused (409 MEDIA_IN_USE, fieldErrors.usedIn) while articles show it. */
export function useDeleteMedia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/media/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
