import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MediaItem } from '@shared/schemas/media';
import { mediaKeys } from './media-keys';

/** POST /api/media (multipart `file`): the image resized once on the server; the same picture twice is one image. */
export function uploadMedia(file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file);
  return api.post<MediaItem>('/api/media', body);
}

export function useUploadMedia() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadMedia, onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }) });
}
