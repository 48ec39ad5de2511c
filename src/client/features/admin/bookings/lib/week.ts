import { BOOKING_TIME_ZONE } from '@shared/schemas/booking';
import { sgtDate } from '../../shared/singapore-time';

/**
 * Days of the week view, as Singapore dates (YYYY-MM-DD). Singapore keeps UTC+8 all year, so a
 * date's arithmetic is plain UTC arithmetic on its noon.
 */
const DAY_MS = 86_400_000;
const SGT_MS = 8 * 60 * 60 * 1000;

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isDay = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(noon(value));

/** The Singapore date of an instant. */
export const sgtDay = sgtDate;

export const todaySgt = (now = Date.now()) => sgtDay(now);

export const addDays = (day: string, n: number) => dayOfUtc(noon(day) + n * DAY_MS);

/** The Monday of the day's week. */
export const weekStart = (day: string) => addDays(day, -((new Date(noon(day)).getUTCDay() + 6) % 7));

/** `count` days from `from`. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** "HH:MM" in Singapore time. */
export const sgtTime = (iso: string) => new Date(new Date(iso).getTime() + SGT_MS).toISOString().slice(11, 16);

const locale = (language: string) => (language.startsWith('en') ? 'en-SG' : 'zh-CN');

/** "Mon 1 Dec" / "12月1日 周一": a day's heading. */
export const dayHeading = (day: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { timeZone: BOOKING_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(noon(day)));

/** "1 – 7 Dec 2026" / "2026年12月1日至7日": a range's title. */
export const rangeTitle = (from: string, to: string, language: string) => {
  const format = new Intl.DateTimeFormat(locale(language), { timeZone: BOOKING_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  return from === to ? format.format(new Date(noon(from))) : format.formatRange(new Date(noon(from)), new Date(noon(to)));
};
