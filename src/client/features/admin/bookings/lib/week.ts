import { BOOKING_TIME_ZONE } from '@shared/schemas/booking';
import { addDays, weekdayOf } from '@shared/singapore-time';

/**
 * Days of the week view, as Singapore dates (YYYY-MM-DD), and their headings in the reader's
 * language. A date's noon UTC lies inside its Singapore day (20:00), so Intl shows that day.
 */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

export const isDay = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(noon(value));

/** The Monday of the day's week. */
export const weekStart = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** `count` days from `from`. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

const locale = (language: string) => (language.startsWith('en') ? 'en-SG' : 'zh-CN');

/** "Mon 1 Dec" / "12月1日 周一": a day's heading. */
export const dayHeading = (day: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { timeZone: BOOKING_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(noon(day)));

/** "1 – 7 Dec 2026" / "2026年12月1日至7日": a range's title. */
export const rangeTitle = (from: string, to: string, language: string) => {
  const format = new Intl.DateTimeFormat(locale(language), { timeZone: BOOKING_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  return from === to ? format.format(new Date(noon(from))) : format.formatRange(new Date(noon(from)), new Date(noon(to)));
};
