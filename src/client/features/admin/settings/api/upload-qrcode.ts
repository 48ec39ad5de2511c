import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';
import type { SocialPlatform } from '@shared/catalog';
import type { UploadResponse } from '@shared/schemas/contact';

/** Multipart: file field `qrcode` and field `platform` (docs/product-spec.md, section 7). */
export function uploadQrcode(platform: SocialPlatform, file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('platform', platform);
  body.append('qrcode', file);
  return api.post<UploadResponse>('/api/upload/qrcode', body);
}

export function useUploadQrcode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, file }: { platform: SocialPlatform; file: File }) => uploadQrcode(platform, file),
    onSuccess: () => qc.invalidateQueries({ queryKey: publicKeys.contact() }),
  });
}
