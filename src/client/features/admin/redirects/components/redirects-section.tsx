import { Search, Signpost } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { REDIRECT_PATH_MAX, type Redirect } from '@shared/schemas/redirects';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../shared/use-debounced-value';
import { useUrlListParams } from '../../shared/use-url-list-params';
import { useRedirects } from '../api/get-redirects';
import { noRedirectFilters, readRedirectFilters, redirectParamNames, REDIRECTS_PAGE_SIZE } from '../lib/redirect-params';
import { RedirectList } from './redirect-list';
import { RangePager } from '../../shared/range-pager';
import { ListLoadFailed, ListLoading } from '../../shared/list-states';

/** The search box, the redirects (table or cards) with their loading, error and empty states, and the pager; search and page in the address. */
export function RedirectsSection({ onAdd, onEdit, onDelete }: { onAdd: () => void; onEdit: (r: Redirect) => void; onDelete: (r: Redirect) => void }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { filters, page, update } = useUrlListParams({ names: redirectParamNames, empty: noRedirectFilters, read: readRedirectFilters });
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== filters.q) update({ q: settled });
  }, [settled, filters.q, update]);
  const query = useRedirects({ q: filters.q || undefined, page, pageSize: REDIRECTS_PAGE_SIZE });

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border bg-background shadow-xs">
      <h2 id={headingId} className="sr-only">
        {t('redirects.title')}
      </h2>
      <div className="border-b p-3 sm:px-5">
        <div className="relative max-w-md">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-label={t('redirects.search')}
            placeholder={t('redirects.searchPlaceholder')}
            className="pl-8"
            maxLength={REDIRECT_PATH_MAX}
          />
        </div>
      </div>
      {query.isPending ? (
        <ListLoading />
      ) : query.isError && !query.data ? (
        <ListLoadFailed title={t('redirects.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-12 text-center" data-testid="redirects-empty">
          <Signpost className="size-8 text-muted-foreground" aria-hidden="true" />
          {filters.q ? (
            <p className="font-medium [overflow-wrap:anywhere]">{t('redirects.emptySearch', { q: filters.q })}</p>
          ) : (
            <>
              <p className="font-medium">{t('redirects.empty')}</p>
              <p className="max-w-md text-sm text-muted-foreground">{t('redirects.emptyText')}</p>
              <Button variant="outline" className="mt-2" onClick={onAdd}>
                {t('redirects.add')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <RedirectList items={query.data.items} onEdit={onEdit} onDelete={onDelete} />
          <RangePager className="border-t px-5 py-3" page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} onPage={(next) => update({ page: next })} />
        </div>
      )}
    </section>
  );
}
