import { ArrowDown } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Redirect } from '@shared/schemas/redirects';
import { formatSgt } from '../../shared/singapore-time';
import { useIsDesktop } from '../../shared/use-media-query';
import { RedirectActions } from './redirect-actions';
import { Address, LastHit, SourceBadge, StatusBadge } from './redirect-parts';

interface ListProps {
  items: Redirect[];
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}

/** A table from 768 px; below, one card per redirect, so nothing is cut on a phone. */
export function RedirectList(props: ListProps) {
  return useIsDesktop() ? <RedirectTable {...props} /> : <RedirectCards {...props} />;
}

function RedirectTable({ items, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('admin');
  const c = 'redirects.table' as const;
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow className="bg-muted/50 hover:bg-muted/50">
          <TableHead className="pl-5">{t(`${c}.from`)}</TableHead>
          <TableHead>{t(`${c}.to`)}</TableHead>
          <TableHead className="w-28">{t(`${c}.status`)}</TableHead>
          <TableHead className="w-20">{t(`${c}.source`)}</TableHead>
          <TableHead className="w-20 text-right">{t(`${c}.hits`)}</TableHead>
          <TableHead className="w-44 whitespace-normal">{t(`${c}.lastHit`)}</TableHead>
          <TableHead className="w-24 pr-5 text-right">
            <span className="sr-only">{t(`${c}.actions`)}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id} data-testid="redirect-row" data-from={r.fromPath}>
            <TableCell className="pl-5 align-top whitespace-normal">
              <Address path={r.fromPath} testId="redirect-from" />
            </TableCell>
            <TableCell className="align-top whitespace-normal">
              <Address path={r.toPath} testId="redirect-to" />
            </TableCell>
            <TableCell className="align-top">
              <StatusBadge status={r.status} />
            </TableCell>
            <TableCell className="align-top">
              <SourceBadge source={r.source} />
            </TableCell>
            <TableCell className="text-right align-top tabular-nums">{r.hits}</TableCell>
            <TableCell className="align-top text-sm whitespace-normal">
              <LastHit at={r.lastHitAt} />
            </TableCell>
            <TableCell className="py-1 pr-5 align-top">
              <RedirectActions redirect={r} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RedirectCards({ items, onEdit, onDelete }: ListProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul className="divide-y">
      {items.map((r) => (
        <li key={r.id} data-testid="redirect-row" data-from={r.fromPath} className="grid gap-2 px-4 py-3">
          <div className="grid gap-1">
            <span>
              <span className="sr-only">{t('redirects.table.from')}: </span>
              <Address path={r.fromPath} testId="redirect-from" />
            </span>
            <span className="flex items-start gap-1.5">
              <ArrowDown className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{t('redirects.table.to')}: </span>
              <Address path={r.toPath} testId="redirect-to" />
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
            <StatusBadge status={r.status} />
            <SourceBadge source={r.source} />
            <span className="tabular-nums">{t('redirects.hitsCount', { count: r.hits })}</span>
            {r.lastHitAt && <span>{t('redirects.lastHitAt', { time: formatSgt(r.lastHitAt, i18n.language) })}</span>}
          </div>
          <RedirectActions redirect={r} labels onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
        </li>
      ))}
    </ul>
  );
}
