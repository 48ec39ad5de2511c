import { Eye, Mail, Phone, RotateCcw, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Consultation } from '@shared/schemas/consultations';
import { formatLocalDateTime } from '../../shared/format';
import { ConsultationStatusBadge } from '../../shared/status-badge';
import { useIsDesktop } from '../../shared/use-media-query';
import { touchTarget } from '../lib/touch';
import { useConsultationTypeLabel } from './consultation-type';
import { SuspectBadge } from './suspect-badge';
import { AppointmentBadge } from './appointment-badge';

interface Props {
  rows: Consultation[];
  onView: (c: Consultation) => void;
  /** absent for a role that may not delete enquiries (manageEnquiries) */
  onDelete?: (c: Consultation) => void;
  /** in the Spam folder: "not spam — move to inbox" */
  onRestore?: (c: Consultation) => void;
}

function Actions({ c, onView, onDelete, onRestore }: { c: Consultation } & Omit<Props, 'rows'>) {
  const { t } = useTranslation('admin');
  const name = c.name || t('consultations.erased');
  return (
    <div className="flex justify-end gap-1 max-md:flex-wrap">
      {onRestore && c.spam && (
        <Button variant="outline" size="sm" className={touchTarget} onClick={() => onRestore(c)} aria-label={t('consultations.notSpamLabel', { name })}>
          <RotateCcw aria-hidden="true" />
          {t('consultations.notSpamShort')}
        </Button>
      )}
      <Button variant="outline" size="sm" className={touchTarget} onClick={() => onView(c)} aria-label={t('consultations.viewLabel', { name })}>
        <Eye aria-hidden="true" />
        <span className="md:max-xl:sr-only">{t('shared.actions.view')}</span>
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-red-50 hover:text-destructive max-md:size-11"
          onClick={() => onDelete(c)}
          aria-label={t('consultations.deleteLabel', { name })}
        >
          <Trash2 />
        </Button>
      )}
    </div>
  );
}

/** The name opens the enquiry too: on a phone people tap the name, not the "View" button beside it. */
function NameButton({ c, onView, className }: { c: Consultation; onView: Props['onView']; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={() => onView(c)}
      data-testid="consultation-name"
      className={`cursor-pointer rounded-sm text-left font-medium break-words underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${className ?? ''}`}
    >
      {c.name || t('consultations.erased')}
    </button>
  );
}

function Assignee({ c }: { c: Consultation }) {
  const { t } = useTranslation('admin');
  return c.assignee ? (
    <span className="inline-flex items-center gap-1 text-sm" data-testid="consultation-assignee">
      <UserRound className="size-3.5 text-muted-foreground" aria-hidden="true" />
      {c.assignee.username}
    </span>
  ) : (
    <span className="text-sm text-muted-foreground" data-testid="consultation-assignee">
      {t('consultations.unassigned')}
    </span>
  );
}

function SpamReason({ c }: { c: Consultation }) {
  const { t } = useTranslation('admin');
  if (!c.spam || !c.spamReason) return null;
  return <p className="text-xs text-red-800">{t('consultations.spamReasonLabel', { reason: t(`consultations.spamReasons.${c.spamReason}`) })}</p>;
}

/** ID, name, contact, type, submitted time (local format), assignee, status badge, view; cards on a phone (docs/product-spec.md, section 2). */
export function ConsultationTable({ rows, onView, onDelete, onRestore }: Props) {
  const { t, i18n } = useTranslation('admin');
  const typeLabel = useConsultationTypeLabel();
  const desktop = useIsDesktop();
  const time = (c: Consultation) => formatLocalDateTime(c.createdAt, i18n.language);
  const erased = t('consultations.erased');

  if (!desktop) {
    return (
      <ul className="divide-y rounded-lg border" data-testid="consultation-rows">
        {rows.map((c) => (
          <li key={c.id} data-testid="consultation-row" className="grid gap-2 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <NameButton c={c} onView={onView} className="flex min-h-11 w-full items-center" />
                <p className="text-xs text-muted-foreground">
                  #{c.id} · {time(c)}
                </p>
              </div>
              <ConsultationStatusBadge status={c.status} />
            </div>
            {(c.email || c.phone) && (
              <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <span className="break-all">{c.email}</span>
                <span className="whitespace-nowrap">{c.phone}</span>
              </p>
            )}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-sm">{typeLabel(c.type)}</span>
              <Assignee c={c} />
            </div>
            <AppointmentBadge c={c} />
            <SpamReason c={c} />
            <SuspectBadge c={c} />
            <Actions c={c} onView={onView} onDelete={onDelete} onRestore={onRestore} />
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
            <TableHead>{t(`${h}.assignee`)}</TableHead>
            <TableHead>{t(`${h}.status`)}</TableHead>
            <TableHead className="pr-4 text-right">{t(`${h}.actions`)}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id} data-testid="consultation-row">
              <TableCell className="pl-4 text-muted-foreground tabular-nums">{c.id}</TableCell>
              <TableCell className="min-w-28 whitespace-normal">
                <NameButton c={c} onView={onView} />
                <SpamReason c={c} />
                <SuspectBadge c={c} />
              </TableCell>
              <TableCell>
                <span className="flex items-center gap-1.5 text-sm">
                  <Mail className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  {c.email || erased}
                </span>
                <span className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Phone className="size-3.5" aria-hidden="true" />
                  <span className="whitespace-nowrap">{c.phone || erased}</span>
                </span>
              </TableCell>
              <TableCell className="min-w-24 whitespace-normal">
                {typeLabel(c.type)}
                <AppointmentBadge c={c} />
              </TableCell>
              <TableCell className="min-w-24 text-sm whitespace-normal text-muted-foreground tabular-nums">{time(c)}</TableCell>
              <TableCell>
                <Assignee c={c} />
              </TableCell>
              <TableCell>
                <ConsultationStatusBadge status={c.status} />
              </TableCell>
              <TableCell className="pr-4">
                <Actions c={c} onView={onView} onDelete={onDelete} onRestore={onRestore} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
