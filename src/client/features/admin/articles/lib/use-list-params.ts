import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, isArticleTab, type ArticleFilters } from './article-list';

/**
 * Tab, filters and page are kept in the address, so a reload or the Back button returns staff
 * to the same list they were looking at.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const filters: ArticleFilters = useMemo(
    () => ({
      tab: isArticleTab(tab) ? tab : 'all',
      search: params.get('q') ?? '',
      category: params.get('category') ?? 'all',
      status: params.get('status') ?? 'all',
    }),
    [params, tab],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: Partial<ArticleFilters> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const names = { tab: 'tab', search: 'q', category: 'category', status: 'status' } as const;
          for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
            if (!(key in changes)) continue;
            const value = changes[key];
            if (!value || value === emptyFilters[key]) next.delete(name);
            else next.set(name, value);
          }
          // a filter change starts again at page 1
          if (changes.page && changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, page, update };
}
