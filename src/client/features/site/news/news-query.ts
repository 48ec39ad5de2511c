import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { PublicArticle as Article } from '@shared/schemas/articles';
import { ApiError, apiFor } from '@/lib/api-client';
import { publicKeys, withLang } from '@/lib/public-queries';

/**
 * One news article by id for /news/:id when it is not in the news list. A 404 resolves to null
 * (not an error), so a server render that found nothing hands the browser the same answer and the
 * not-found screen hydrates without a mismatch. The key sits under the article's public key, so
 * invalidating that article (or everything public) refreshes it too.
 */
export const newsArticleQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: [...publicKeys.article(id, lang), 'or-null'] as const,
    queryFn: async ({ signal, client }): Promise<Article | null> => {
      try {
        return await apiFor(client).getWithFallback<Article>(withLang(`/api/public/articles/${id}`, lang), withLang(`/api/articles/${id}`, lang), { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: 2,
  });
