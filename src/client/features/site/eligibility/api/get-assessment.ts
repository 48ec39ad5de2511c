import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { PublishedAssessment } from '@shared/schemas/assessments';
import { ApiError, apiFor } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';

/**
 * The slug's published assessment (GET /api/public/assessments/:slug), both languages in one answer.
 * A 404 (none published under it) resolves to null, not an error, so the server's not-found render
 * and the browser's hydration agree, as for articles (lib/public-queries.ts).
 */
export const publishedAssessmentQuery = (slug: string) =>
  queryOptions({
    queryKey: [...publicKeys.all, 'assessments', 'slug', slug] as const,
    queryFn: async ({ signal, client }): Promise<PublishedAssessment | null> => {
      try {
        return await apiFor(client).get<PublishedAssessment>(`/api/public/assessments/${encodeURIComponent(slug)}`, { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: 2,
  });

/** What a slug can be (assessmentSlugSchema, without loading zod into the page): anything else is not found at once. */
export const isAssessmentSlug = (slug: string | undefined): slug is string => !!slug && slug.length >= 3 && slug.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);

export const usePublishedAssessment = (slug: string | undefined) => useQuery({ ...publishedAssessmentQuery(slug ?? ''), enabled: isAssessmentSlug(slug) });

/**
 * Server rendering: the published version, read in process, so the page's first HTML holds the
 * questions; none published under the slug answers 404 (the page renders the not-found screen). The
 * content carries both languages: the page's language does not change the read.
 */
export async function prefetchEligibilityPage(qc: QueryClient, params: { slug?: string }, _lang?: Language): Promise<{ status?: number }> {
  if (!isAssessmentSlug(params.slug)) return { status: 404 };
  // no retries while a visitor waits for the first byte; the browser retries on its own
  const found = await qc.fetchQuery({ ...publishedAssessmentQuery(params.slug), retry: false }).catch(() => undefined);
  return found === null ? { status: 404 } : {};
}
