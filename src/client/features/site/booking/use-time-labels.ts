import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { daysBetween, sgtClock, weekdayOf } from '@shared/singapore-time';
import { useContentLanguage } from '@/lib/content-language';
import { zoneClock, zoneName } from './booking-time';
import { useVisitorTimeZone } from './use-visitor-time-zone';

const weekdayKeys = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;
const monthKeys = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const;

/** A slot as the page shows it: its Singapore day and time, and the visitor's time when that differs. */
export interface SlotLabel {
  date: string;
  /** "10:00" */
  time: string;
  /** "10:00 SGT" */
  sgt: string;
  /** "02:00 London", with "(previous day)" when the day differs; null when the visitor's clock reads the same */
  visitor: string | null;
}

/**
 * The booking pages' dates and times in the page's language. The visitor's zone is added after
 * hydration (useVisitorTimeZone); `timeZone` sets it (tests).
 */
export function useTimeLabels(timeZone?: string) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const zone = useVisitorTimeZone(timeZone);

  return useMemo(() => {
    const weekday = (date: string) => t(`booking.weekdays.${weekdayKeys[weekdayOf(date)]!}`);
    const day = (date: string, form: 'short' | 'long' = 'short') => {
      const [, month = 1, dayOfMonth = 1] = date.split('-').map(Number);
      return t(`booking.date.${form}`, { day: dayOfMonth, month, monthName: t(`booking.months.${monthKeys[month - 1]!}`), weekday: weekday(date) });
    };
    const slot = (iso: string): SlotLabel => {
      const sg = sgtClock(iso);
      const here = zone ? zoneClock(iso, zone) : null;
      const sgt = t('booking.time.sgt', { time: sg.time });
      if (!here || (here.time === sg.time && here.date === sg.date)) return { date: sg.date, time: sg.time, sgt, visitor: null };
      const shift = daysBetween(sg.date, here.date);
      const suffix = shift < 0 ? t('booking.time.previousDay') : shift > 0 ? t('booking.time.nextDay') : '';
      return { date: sg.date, time: sg.time, sgt, visitor: t('booking.time.visitor', { time: here.time, zone: zoneName(zone!, lang) }) + suffix };
    };
    /** "Wed 3 Dec 10:00" or "Wed 3 Dec 10:00 SGT · 02:00 London" */
    const when = (iso: string) => {
      const label = slot(iso);
      return `${day(label.date, 'long')} ${label.visitor ? `${label.sgt} · ${label.visitor}` : label.time}`;
    };
    /** the visitor's zone's name when its clock differs from Singapore's now, else null */
    const now = new Date().toISOString();
    const visitorZone = zone && slot(now).visitor !== null ? zoneName(zone, lang) : null;
    return { weekday, day, slot, when, visitorZone };
  }, [t, lang, zone]);
}

export type TimeLabels = ReturnType<typeof useTimeLabels>;
