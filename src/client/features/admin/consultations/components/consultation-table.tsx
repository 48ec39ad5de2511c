import { Eye, Mail, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Consultation } from '@shared/schemas/consultations';
import { formatLocalDateTime } from '../../shared/format';
import { ConsultationStatusBadge } from '../../shared/status-badge';
import { useIsDesktop } from '../../shared/use-media-query';
import { useConsultationTypeLabel } from './consultation-type';

interface Props {
  rows: Consultation[];
  onView: (c: Consultation) => void;
  onDelete: (c: Consultation) => void;
}

function Actions({ c, onView, onDelete }: { c: Consultation } & Omit<Props, 'rows'>) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex justify-end gap-1">
      <Button variant="outline" size="sm" onClick={() => onView(c)} aria-label={t('consultations.viewLabel', { name: c.name })}>
        <Eye aria-hidden="true" />
        {t('shared.actions.view')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => onDelete(c)}
        aria-label={t('consultations.deleteLabel', { name: c.name })}
      >
        <Trash2 />
      </Button>
    </div>
  );
}

/** ID, name, contact, type, submitted time (local format), status badge, view (docs/product-spec.md, section 2). */
export function ConsultationTable({ rows, onView, onDelete }: Props) {
  const { t, i18n } = useTranslation('admin');
  const typeLabel = useConsultationTypeLabel();
  const desktop = useIsDesktop();
  const time = (c: Consultation) => formatLocalDateTime(c.createdAt, i18n.language);

  if (!desktop) {
    return (
      <ul className="divide-y rounded-lg border" data-testid="consultation-rows">
        {rows.map((c) => (
          <li key={c.id} data-testid="consultation-row" className="grid gap-2 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{c.name}</p>
                <p className="text-xs text-muted-foreground">
                  #{c.id} · {time(c)}
                </p>
              </div>
              <ConsultationStatusBadge status={c.status} />
            </div>
            <p className="text-sm break-all text-muted-foreground">
              {c.email} · {c.phone}
            </p>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm">{typeLabel(c.type)}</span>
              <Actions c={c} onView={onView} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const h = 'consultations.table' as const;
  return (
    <div className="rounded-lg border">
      <Table data-testid="consultation-rows">
        <TableHeader>
          <TableRow className="bg-muted/50 hover:bg-muted/50">
            <TableHead className="pl-4">{t(`${h}.id`)}</TableHead>
            <TableHead>{t(`${h}.name`)}</TableHead>
            <TableHead>{t(`${h}.contact`)}</TableHead>
            <TableHead>{t(`${h}.type`)}</TableHead>
            <TableHead>{t(`${h}.submitted`)}</TableHead>
            <TableHead>{t(`${h}.status`)}</TableHead>
            <TableHead className="pr-4 text-right">{t(`${h}.actions`)}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id} data-testid="consultation-row">
              <TableCell className="pl-4 text-muted-foreground tabular-nums">{c.id}</TableCell>
              <TableCell className="font-medium">{c.name}</TableCell>
              <TableCell>
                <span className="flex items-center gap-1.5 text-sm">
                  <Mail className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  {c.email}
                </span>
                <span className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Phone className="size-3.5" aria-hidden="true" />
                  {c.phone}
                </span>
              </TableCell>
              <TableCell>{typeLabel(c.type)}</TableCell>
              <TableCell className="text-sm text-muted-foreground tabular-nums">{time(c)}</TableCell>
              <TableCell>
                <ConsultationStatusBadge status={c.status} />
              </TableCell>
              <TableCell className="pr-4">
                <Actions c={c} onView={onView} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
