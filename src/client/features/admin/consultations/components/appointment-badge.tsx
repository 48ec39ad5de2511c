import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { Consultation } from '@shared/schemas/consultations';
import { cn } from '@/lib/utils';
import { formatSgt } from '../../shared/singapore-time';

/** A booking's mark in the inbox list: its time in Singapore (struck through once cancelled). */
export function AppointmentBadge({ c }: { c: Consultation }) {
  const { t, i18n } = useTranslation('admin');
  if (!c.appointment) return null;
  const cancelled = c.appointment.status === 'cancelled';
  return (
    <span data-testid="appointment-badge" className={cn('mt-1 inline-flex items-center gap-1 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary', cancelled && 'bg-muted text-muted-foreground line-through')}>
      <CalendarDays className="size-3.5" aria-hidden="true" />
      {t('bookings.inbox.badge', { when: formatSgt(c.appointment.startsAt, i18n.language) })}
    </span>
  );
}
