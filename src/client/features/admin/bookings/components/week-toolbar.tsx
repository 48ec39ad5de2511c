import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { StaffRef } from '@shared/schemas/inbox';
import { todaySgt } from '@shared/singapore-time';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { useWeekParams } from '../lib/week-params';
import { rangeTitle } from '../lib/week';
import { ConsultantSelect } from './consultant-select';

/** The week's controls: consultant, day or week, previous / today / next, and the cancelled switch. */
export function WeekToolbar({ week, consultants }: { week: ReturnType<typeof useWeekParams>; consultants: StaffRef[] }) {
  const { t, i18n } = useTranslation('admin');
  const w = 'bookings.week' as const;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={t(`${w}.previous`)} onClick={() => week.step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => week.setDate(todaySgt())}>
            {t(`${w}.today`)}
          </Button>
          <Button variant="outline" size="icon" aria-label={t(`${w}.next`)} onClick={() => week.step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2 className="min-w-0 flex-1 text-lg font-semibold" aria-live="polite" data-testid="week-range">
          {rangeTitle(week.from, week.to, i18n.language)}
        </h2>
        <div role="group" aria-label={t(`${w}.view`)} className="inline-flex rounded-md border p-0.5">
          {(['day', 'week'] as const).map((m) => (
            <Button key={m} size="sm" variant={week.mode === m ? 'secondary' : 'ghost'} aria-pressed={week.mode === m} onClick={() => week.setMode(m)}>
              {t(`${w}.${m}`)}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Label htmlFor="booking-consultant" className="text-sm text-muted-foreground">
            {t(`${w}.consultant`)}
          </Label>
          <ConsultantSelect
            id="booking-consultant"
            className="w-56 max-w-full"
            value={String(week.consultant)}
            onChange={(v) => week.setConsultant(v === 'all' || v === 'firm' ? v : Number(v))}
            first={{ value: 'all', label: t(`${w}.everyone`) }}
            consultants={consultants}
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="booking-cancelled" checked={week.showCancelled} onCheckedChange={(on) => week.setShowCancelled(on === true)} />
          <Label htmlFor="booking-cancelled" className="text-sm font-normal">
            {t(`${w}.showCancelled`)}
          </Label>
        </div>
        <p className="text-xs text-muted-foreground">{t('bookings.sgtNote')}</p>
      </div>
    </div>
  );
}
