import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { PublicArticle } from '@shared/schemas/articles';
import { withQuery } from '@shared/paths';
import { api } from '@/lib/api-client';

/** Previews are never kept: each visit asks again, and a dead link is not retried. */
const fresh = { staleTime: 0, gcTime: 0, retry: false, refetchOnWindowFocus: false } as const;

/** Staff: the saved version of `lang`, or one of its revisions (GET /api/preview/articles/:id). */
export const usePreviewArticle = (id: number, lang: Language, revision: number | undefined) =>
  useQuery({
    queryKey: ['preview', 'article', id, lang, revision ?? null],
    queryFn: ({ signal }) => api.get<PublicArticle>(withQuery(`/api/preview/articles/${id}`, { lang, revision: revision === undefined ? undefined : String(revision) }), { signal }),
    ...fresh,
  });

/** Anyone holding a live shared link (GET /api/preview/:token). */
export const usePreviewLink = (token: string) =>
  useQuery({
    queryKey: ['preview', 'link', token],
    queryFn: ({ signal }) => api.get<PublicArticle>(`/api/preview/${encodeURIComponent(token)}`, { signal }),
    ...fresh,
  });
