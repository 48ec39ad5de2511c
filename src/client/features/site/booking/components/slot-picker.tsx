import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AvailableDay, ClosedDate } from '@shared/schemas/booking';
import { useTimeLabels } from '../use-time-labels';
import { DayStrip } from './day-strip';
import { SlotButton } from './slot-button';

export interface SlotPickerProps {
  days: AvailableDay[];
  closed: ClosedDate[];
  /** the chosen slot (an ISO instant) */
  value: string | null;
  onChange: (slot: string) => void;
  /** the next free slots a refusal named: offered first, drawn out */
  offered?: string[];
  /** a message above the times (a slot taken a moment ago) */
  notice?: ReactNode;
  /** the visitor's time zone; by default the browser's, added after hydration */
  timeZone?: string;
  /** no time chosen when one was needed: the message under the times */
  error?: string;
}

/**
 * A day, then its free times (docs/decisions/0028-booking-and-chat.md): each time in Singapore time,
 * and in the visitor's when their clock reads otherwise.
 */
export function SlotPicker({ days, closed, value, onChange, offered = [], notice, timeZone, error }: SlotPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useTimeLabels(timeZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const valueDay = value ? labels.slot(value).date : null;
  // the day picked, else the chosen slot's, else the first; a day that has no free time left gives way
  const day = [chosenDay, valueDay].find((d) => d && days.some((x) => x.date === d)) ?? days[0]?.date ?? null;
  const slots = days.find((d) => d.date === day)?.slots ?? [];
  const free = new Set(days.flatMap((d) => d.slots));
  const stillFree = offered.filter((slot) => free.has(slot));

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <p id={`${id}-days`} className="text-sm font-medium">
          {t('booking.days.label')}
        </p>
        <DayStrip days={days} closed={closed} selected={day} onSelect={setChosenDay} labels={labels} labelId={`${id}-days`} />
      </div>
      {notice}
      {stillFree.length > 0 && (
        <div className="grid gap-2" data-testid="offered-slots">
          <p id={`${id}-offered`} className="text-sm font-medium">
            {t('booking.times.offered')}
          </p>
          <div role="group" aria-labelledby={`${id}-offered`} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
            {stillFree.map((slot) => (
              <SlotButton key={slot} label={labels.slot(slot)} dayText={labels.day(labels.slot(slot).date)} highlighted selected={slot === value} onSelect={() => onChange(slot)} />
            ))}
          </div>
        </div>
      )}
      {day && (
        <div className="grid gap-2">
          <p id={`${id}-times`} className="text-sm font-medium">
            {t('booking.times.label', { date: labels.day(day, 'long') })}
          </p>
          <p className="min-h-8 text-xs text-muted-foreground">{labels.visitorZone ? t('booking.times.noteVisitor', { zone: labels.visitorZone }) : t('booking.times.note')}</p>
          {slots.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-times`} aria-describedby={error ? `${id}-error` : undefined} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
              {slots.map((slot) => (
                <SlotButton key={slot} label={labels.slot(slot)} selected={slot === value} onSelect={() => onChange(slot)} />
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('booking.times.none')}</p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
