import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@shared/paths';
import type { AnalyticsQuery, AnalyticsReport } from '@shared/schemas/analytics';
import { api } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (query: AnalyticsQuery) => ['admin', 'analytics', 'report', query] as const,
};

/** GET /api/analytics: the report of a period (Singapore days), a language and a bucket size. */
export const analyticsPath = ({ from, to, lang, interval }: AnalyticsQuery) => withQuery('/api/analytics', { from, to, lang, interval });

export const analyticsQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.report(query),
    queryFn: ({ signal }) => api.get<AnalyticsReport>(analyticsPath(query), { signal }),
    // today's figures are rolled up again when asked at most every 15 s (modules/analytics FRESH_MS)
    staleTime: 15_000,
    // the figures of the last filters stay (dimmed) while the next arrive
    placeholderData: keepPreviousData,
  });

/** The report, when the filters make a valid query (null: nothing is asked). */
export function useAnalytics(query: AnalyticsQuery | null) {
  const fallback: AnalyticsQuery = { from: '1970-01-01', to: '1970-01-01', lang: 'all', interval: 'day' };
  return useQuery({ ...analyticsQuery(query ?? fallback), enabled: query !== null });
}
