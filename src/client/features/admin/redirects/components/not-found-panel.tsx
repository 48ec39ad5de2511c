import { CornerDownRight, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { NotFoundEntry } from '@shared/schemas/redirects';
import { ListLoadFailed, ListLoading } from '../../shared/list-states';
import { formatSgt } from '../../shared/singapore-time';
import { useNotFound } from '../api/get-not-found';

/** Rows shown before "show all": the panel sits above the redirects and should not push them far down. */
const FIRST_ROWS = 5;

/** This month's most asked addresses that do not exist, each with a one-click "Redirect to…" that opens the form prefilled. */
export function NotFoundPanel({ onRedirect }: { onRedirect: (path: string) => void }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [bots, setBots] = useState(false);
  const [all, setAll] = useState(false);
  const query = useNotFound(bots);
  const items = query.data?.items ?? [];
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  const n = 'redirects.notFound' as const;

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border bg-background shadow-xs" data-testid="not-found-panel">
      <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            <SearchX className="size-4 text-muted-foreground" aria-hidden="true" />
            {t(`${n}.title`)}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{t(`${n}.description`)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Checkbox id="not-found-bots" checked={bots} onCheckedChange={(v) => setBots(v === true)} />
          <Label htmlFor="not-found-bots" className="font-normal">
            {t(`${n}.bots`)}
          </Label>
        </div>
      </div>
      {query.isPending ? (
        <ListLoading rows={3} />
      ) : query.isError ? (
        <ListLoadFailed title={t(`${n}.loadFailed`)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground sm:px-5" data-testid="not-found-empty">
          {t(`${n}.empty`)}
        </p>
      ) : (
        <>
          <ul className="divide-y">
            {shown.map((entry) => (
              <NotFoundRow key={entry.path} entry={entry} onRedirect={() => onRedirect(entry.path)} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2.5 text-sm text-muted-foreground sm:px-5">
            <span>{t(`${n}.total`, { total: query.data.total })}</span>
            {items.length > FIRST_ROWS && (
              <Button variant="ghost" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
                {all ? t(`${n}.less`) : t(`${n}.more`, { count: items.length })}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function NotFoundRow({ entry, onRedirect }: { entry: NotFoundEntry; onRedirect: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const n = 'redirects.notFound' as const;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5" data-testid="not-found-row" data-path={entry.path}>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 text-[13px] font-medium [overflow-wrap:anywhere]">{entry.path}</code>
          {entry.bot && <Badge variant="outline">{t(`${n}.bot`)}</Badge>}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{t(`${n}.hits`, { count: entry.hits })}</span>
          <span>{t(`${n}.lastSeen`, { time: formatSgt(entry.lastSeenAt, i18n.language) })}</span>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {entry.referrer ? (
              <>
                {t(`${n}.referrer`)} <span title={entry.referrer}>{entry.referrer.length > 80 ? `${entry.referrer.slice(0, 80)}…` : entry.referrer}</span>
              </>
            ) : (
              t(`${n}.noReferrer`)
            )}
          </span>
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={onRedirect}>
        <CornerDownRight aria-hidden="true" />
        {t(`${n}.redirect`)}
        <span className="sr-only"> {entry.path}</span>
      </Button>
    </li>
  );
}
