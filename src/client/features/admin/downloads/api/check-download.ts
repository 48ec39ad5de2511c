import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export interface DownloadHead {
  size: number | null;
}

/** HEAD of a static file: is it there, and how big (for the size shown and before each download). */
export async function checkDownload(url: string, signal?: AbortSignal): Promise<DownloadHead> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store', signal });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (!res.ok) throw new ApiError(res.status, res.status === 404 ? 'NOT_BUILT' : 'UNAVAILABLE', `${res.status}: ${res.statusText || 'unavailable'}`);
  const length = Number(res.headers.get('content-length'));
  return { size: Number.isFinite(length) && length > 0 ? length : null };
}

export const downloadHeadQuery = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'downloads', url] as const,
    queryFn: ({ signal }) => checkDownload(url, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useDownloadHead(url: string) {
  return useQuery(downloadHeadQuery(url));
}
