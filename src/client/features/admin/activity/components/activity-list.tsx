import { useTranslation } from '@/i18n/use-translation';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { AuditEntryView } from '@shared/schemas/audit';
import { useIsDesktop } from '../../shared/use-media-query';
import { ChangeSummary } from './change-summary';
import { EntryAction, EntryActor, EntryTime, EntryWhat } from './entry-parts';

/** A table from 768 px up; cards below that. */
export function ActivityList({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation('admin');
  const desktop = useIsDesktop();

  if (!desktop) {
    return (
      <ul className="divide-y rounded-lg border bg-background" data-testid="activity-rows">
        {entries.map((e) => (
          <li key={e.id} data-testid="activity-row" data-action={e.action} className="grid gap-2 p-3">
            <div className="flex items-start justify-between gap-2">
              <EntryWhat entry={e} />
              <EntryAction entry={e} />
            </div>
            <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
              <EntryActor entry={e} />
              <span aria-hidden="true">·</span>
              <EntryTime entry={e} />
              {e.ip && <span className="break-all">· {e.ip}</span>}
            </p>
            {e.changes.length > 0 && <ChangeSummary changes={e.changes} />}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="rounded-lg border bg-background">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              {t('activity.columns.when')} <span className="font-normal text-muted-foreground">({t('activity.timeZone')})</span>
            </TableHead>
            <TableHead>{t('activity.columns.who')}</TableHead>
            <TableHead>{t('activity.columns.action')}</TableHead>
            <TableHead>{t('activity.columns.what')}</TableHead>
            <TableHead>{t('activity.columns.ip')}</TableHead>
            <TableHead>{t('activity.columns.changes')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody data-testid="activity-rows">
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="activity-row" data-action={e.action} className="align-top">
              <TableCell className="text-sm">
                <EntryTime entry={e} />
              </TableCell>
              <TableCell>
                <EntryActor entry={e} />
              </TableCell>
              <TableCell>
                <EntryAction entry={e} />
              </TableCell>
              <TableCell className="max-w-64 whitespace-normal">
                <EntryWhat entry={e} />
              </TableCell>
              <TableCell className="font-mono text-xs text-muted-foreground">{e.ip ?? '—'}</TableCell>
              <TableCell className="max-w-96 min-w-48 whitespace-normal">
                <ChangeSummary changes={e.changes} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
