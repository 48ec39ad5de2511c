import { ArrowRightLeft, Ban, CalendarClock, CalendarX, Eraser, Inbox, MessageSquareText, RotateCcw, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import type { TimelineEntry, TimelineKind } from '@shared/schemas/inbox';
import { formatLocalDateTime } from '../../shared/format';
import { normaliseConsultationStatus } from '../../shared/status-badge';
import { useTimeline } from '../api/get-timeline';

const icons: Record<TimelineKind, LucideIcon> = {
  received: Inbox,
  status: ArrowRightLeft,
  note: MessageSquareText,
  assigned: UserCheck,
  spam: Ban,
  restored: RotateCcw,
  anonymized: Eraser,
  'booking-moved': CalendarClock,
  'booking-cancelled': CalendarX,
};

/** Kinds that a visitor may cause too (through the booking's link): no actor is the visitor, not a deleted account. */
const visitorKinds: readonly TimelineKind[] = ['received', 'booking-moved', 'booking-cancelled'];

function useEntryText() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const status = (s: string | null | undefined) => tc(`status.${normaliseConsultationStatus(s)}`);
  return (e: TimelineEntry): string => {
    const k = 'consultations.timeline' as const;
    switch (e.kind) {
      case 'status':
        return t(`${k}.status`, { from: status(e.fromStatus), to: status(e.toStatus) });
      case 'assigned':
        return e.assignee ? t(`${k}.assigned`, { name: e.assignee.username }) : t(`${k}.unassigned`);
      default:
        return t(`${k}.${e.kind}`);
    }
  };
}

/** Who did what and when, oldest first (the arrival at the top, the latest at the bottom). */
export function ConsultationTimeline({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const query = useTimeline(id);
  const text = useEntryText();
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('consultations.detail.timelineFailed')}
      </p>
    );
  }
  return (
    <ol className="grid gap-0" data-testid="consultation-timeline">
      {query.data.map((e, i) => {
        const Icon = icons[e.kind] ?? MessageSquareText;
        const last = i === query.data.length - 1;
        const who = e.actor?.username ?? (visitorKinds.includes(e.kind) ? t('consultations.timeline.visitor') : t('consultations.timeline.deletedUser'));
        return (
          <li key={e.id} className="relative flex gap-3 pb-4 last:pb-0" data-testid="timeline-entry" data-kind={e.kind}>
            {!last && <span aria-hidden="true" className="absolute top-7 bottom-0 left-3.5 w-px bg-border" />}
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground">
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <p className="text-sm font-medium">{text(e)}</p>
              <p className="text-xs text-muted-foreground">
                {who} · <time dateTime={e.at}>{formatLocalDateTime(e.at, i18n.language)}</time>
              </p>
              {e.note && <p className="mt-1 rounded-md bg-muted/60 p-2 text-sm break-words whitespace-pre-wrap">{e.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
