import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@shared/paths';
import type { MediaPage } from '@shared/schemas/media';
import { mediaKeys } from './media-keys';

/** GET /api/media?page=&q=: newest first, with the articles each image is used in. */
export const mediaQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: mediaKeys.list(page, q),
    queryFn: ({ signal }) => api.get<MediaPage>(withQuery('/api/media', { page: String(page), q: q || undefined }), { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useMediaPage = (page: number, q: string) => useQuery(mediaQuery(page, q));
