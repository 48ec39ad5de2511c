import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StaffAppointment } from '@shared/schemas/booking';
import type { StaffRef } from '@shared/schemas/inbox';
import { sgtDate, todaySgt } from '@shared/singapore-time';
import { cn } from '@/lib/utils';
import { ListLoadFailed, ListLoading } from '../../shared/list-states';
import { useIsDesktop } from '../../shared/use-media-query';
import { useAppointments } from '../api/get-appointments';
import { useWeekParams } from '../lib/week-params';
import { dayHeading, daysFrom } from '../lib/week';
import { AppointmentCard } from './appointment-card';
import { AppointmentDialog } from './appointment-dialog';
import { WeekToolbar } from './week-toolbar';

/**
 * The bookings of a week or a day (docs/decisions/0028-booking-and-chat.md): columns from 768 px,
 * a list by day on a phone. Times are Singapore's whatever the browser's zone.
 */
export function WeekView({ consultants }: { consultants: StaffRef[] }) {
  const { t, i18n } = useTranslation('admin');
  const week = useWeekParams();
  const desktop = useIsDesktop();
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useAppointments({
    from: week.from,
    to: week.to,
    consultantId: typeof week.consultant === 'number' ? week.consultant : undefined,
    includeCancelled: week.showCancelled,
  });
  const shown = (query.data?.appointments ?? []).filter((a) => week.consultant !== 'firm' || a.consultant === null);
  const byDay = new Map<string, StaffAppointment[]>();
  for (const a of shown) byDay.set(sgtDate(a.startsAt), [...(byDay.get(sgtDate(a.startsAt)) ?? []), a]);
  const days = daysFrom(week.from, week.days);
  const today = todaySgt();
  const open = shown.find((a) => a.id === openId) ?? null;
  const card = (a: StaffAppointment) => (
    <li key={a.id}>
      <AppointmentCard appointment={a} onOpen={() => setOpenId(a.id)} />
    </li>
  );

  let body;
  if (query.isPending) body = <ListLoading rows={3} />;
  else if (query.isError) body = <ListLoadFailed title={t('bookings.week.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (desktop)
    body = (
      <div className={cn('grid gap-2', week.days === 7 ? 'grid-cols-7' : 'grid-cols-1')} data-testid="week-columns">
        {days.map((day) => (
          <section key={day} aria-label={dayHeading(day, i18n.language)} className={cn('min-h-40 min-w-0 rounded-lg border bg-muted/30 p-2', day === today && 'border-primary/60 bg-primary/5')}>
            <h3 className={cn('mb-2 text-sm font-semibold', day === today && 'text-primary')}>{dayHeading(day, i18n.language)}</h3>
            {byDay.get(day)?.length ? <ul className="grid gap-2">{byDay.get(day)!.map(card)}</ul> : <p className="text-xs text-muted-foreground">{t('bookings.week.emptyDay')}</p>}
          </section>
        ))}
      </div>
    );
  else if (shown.length === 0) body = <p className="rounded-lg border bg-muted/30 p-6 text-center text-sm text-muted-foreground">{t('bookings.week.empty')}</p>;
  else
    body = (
      <div className="grid gap-4" data-testid="week-list">
        {days
          .filter((day) => byDay.has(day))
          .map((day) => (
            <section key={day} aria-label={dayHeading(day, i18n.language)}>
              <h3 className={cn('mb-2 text-sm font-semibold', day === today && 'text-primary')}>{dayHeading(day, i18n.language)}</h3>
              <ul className="grid gap-2">{byDay.get(day)!.map(card)}</ul>
            </section>
          ))}
      </div>
    );

  return (
    <div className="grid gap-4">
      <WeekToolbar week={week} consultants={consultants} />
      <p className="sr-only" aria-live="polite">
        {query.data && t('bookings.week.count', { count: shown.length })}
      </p>
      {body}
      {open && <AppointmentDialog appointment={open} consultants={consultants} onClose={() => setOpenId(null)} />}
    </div>
  );
}
