import { useTranslation } from '@/i18n/use-translation';
import type { StaffAppointment } from '@shared/schemas/booking';
import { sgtTime } from '@shared/singapore-time';
import { cn } from '@/lib/utils';
import { KindIcon } from './kind-icon';
import { useBookingLabels } from './use-booking-labels';

/** One booking in the week: time, name, service, kind and consultant; opens its details. */
export function AppointmentCard({ appointment: a, onOpen }: { appointment: StaffAppointment; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const labels = useBookingLabels();
  const cancelled = a.status === 'cancelled';
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="appointment-card"
      data-status={a.status}
      className={cn(
        'grid w-full min-w-0 gap-0.5 rounded-md border-l-4 bg-card p-2 text-left text-sm shadow-sm transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        cancelled ? 'border-l-muted-foreground/40 text-muted-foreground' : 'border-l-primary',
      )}
    >
      <span className="flex items-center justify-between gap-1 text-xs font-semibold tabular-nums">
        <span className={cn('whitespace-nowrap', cancelled && 'line-through')}>
          {sgtTime(a.startsAt)}–{sgtTime(a.endsAt)}
        </span>
        <KindIcon kind={a.kind} />
      </span>
      <span className={cn('truncate font-medium', cancelled && 'line-through')}>{a.name || t('consultations.erased')}</span>
      <span className="truncate text-xs text-muted-foreground">
        {labels.service(a.type)} · {labels.kind(a.kind)}
      </span>
      {(a.consultant || cancelled) && (
        <span className="truncate text-xs text-muted-foreground">{cancelled ? t('bookings.week.cancelled') : a.consultant?.username}</span>
      )}
    </button>
  );
}
