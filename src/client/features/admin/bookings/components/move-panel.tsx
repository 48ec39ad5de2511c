import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StaffAppointment } from '@shared/schemas/booking';
import type { StaffRef } from '@shared/schemas/inbox';
import { sgtTime } from '@shared/singapore-time';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { ListLoading } from '../../shared/list-states';
import { useFreeSlots } from '../api/get-free-slots';
import { dayHeading } from '../lib/week';
import { ConsultantSelect } from './consultant-select';

const KEEP = 'keep';

/** A new time for a booking: a day, one of its free times, and the consultant (kept when free). */
export function MovePanel({
  appointment,
  consultants,
  pending,
  onMove,
  onBack,
}: {
  appointment: StaffAppointment;
  consultants: StaffRef[];
  pending: boolean;
  onMove: (startsAt: string, consultantId?: number | null) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const d = 'bookings.detail' as const;
  const slots = useFreeSlots(true);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [consultant, setConsultant] = useState(KEEP);
  const days = slots.data?.days ?? [];
  const activeDay = days.find((x) => x.date === day) ?? days[0];
  const consultantId = consultant === KEEP ? undefined : consultant === 'firm' ? null : Number(consultant);

  return (
    <div className="grid gap-4" data-testid="move-panel">
      <h3 className="text-sm font-semibold">{t(`${d}.moveTitle`)}</h3>
      {slots.isPending ? (
        <ListLoading rows={2} />
      ) : (
        <>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="move-day">{t(`${d}.moveDay`)}</Label>
              <Select value={activeDay?.date ?? ''} onValueChange={(v) => (setDay(v), setSlot(null))}>
                <SelectTrigger id="move-day">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {days.map((x) => (
                    <SelectItem key={x.date} value={x.date}>
                      {dayHeading(x.date, i18n.language)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="move-consultant">{t(`${d}.moveConsultant`)}</Label>
              <ConsultantSelect id="move-consultant" value={consultant} onChange={setConsultant} first={{ value: KEEP, label: t(`${d}.keepConsultant`) }} consultants={consultants} />
            </div>
          </div>
          <div role="group" aria-label={t(`${d}.moveTime`)} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {activeDay?.slots.length ? (
              activeDay.slots.map((s) => (
                <Button
                  key={s}
                  type="button"
                  size="sm"
                  variant={slot === s ? 'default' : 'outline'}
                  aria-pressed={slot === s}
                  className={cn('tabular-nums', s === appointment.startsAt && 'ring-2 ring-primary/40')}
                  onClick={() => setSlot(s)}
                >
                  {sgtTime(s)}
                </Button>
              ))
            ) : (
              <p className="col-span-full text-sm text-muted-foreground">{t(`${d}.noFreeTimes`)}</p>
            )}
          </div>
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {t('shared.actions.cancel')}
        </Button>
        <Button disabled={!slot || pending} onClick={() => slot && onMove(slot, consultantId)}>
          {pending && <Spinner aria-hidden="true" role="presentation" />}
          {pending ? t(`${d}.moving`) : t(`${d}.moveConfirm`)}
        </Button>
      </div>
    </div>
  );
}
