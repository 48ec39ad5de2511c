import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { SearchAnswer } from '@shared/schemas/search';
import { SEARCH_QUERY_MAX } from '@shared/schemas/search-limits';
import { apiFor } from '@/lib/api-client';

/** What the page searches: q as the address gives it, cut to what the API takes, and the page from 1. */
export function searchRequest(query: URLSearchParams): { q: string; page: number } {
  const q = (query.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim();
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1 };
}

/**
 * One page of results (GET /api/public/search, rate-limited). Under 'public' so content writes
 * refresh it like every public read; kept a minute, as the lists are.
 */
export const searchQuery = (q: string, lang: Language, page: number) =>
  queryOptions({
    queryKey: ['public', 'search', q, page, lang] as const,
    queryFn: ({ signal, client }) => apiFor(client).get<SearchAnswer>(`/api/public/search?${new URLSearchParams({ q, lang, page: String(page) })}`, { signal }),
    enabled: q !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Server rendering: the results of the address's query (none to load for an empty one). */
export async function prefetchSearchPage(qc: QueryClient, lang: Language, query = new URLSearchParams()): Promise<void> {
  const { q, page } = searchRequest(query);
  if (q) await qc.prefetchQuery({ ...searchQuery(q, lang, page), retry: false });
}
