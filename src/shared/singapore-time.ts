/*
 * Singapore time without a time zone database (docs/decisions/0028-booking-and-chat.md, "Time zones"):
 * Singapore keeps UTC+8 all year, no daylight saving, so its wall clock and its days are plain
 * arithmetic on UTC instants, and the server's render and every browser agree on them. Formatting in
 * a reader's language (Intl) stays with the screens that show it.
 */

const SGT_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A wall-clock reading: the day (YYYY-MM-DD) and the time (HH:MM). */
export interface WallClock {
  date: string;
  time: string;
}

/** An instant's Singapore day and time. */
export function sgtClock(instant: string | number | Date): WallClock {
  const shifted = new Date(new Date(instant).getTime() + SGT_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The Singapore date (YYYY-MM-DD) of an instant. */
export const sgtDate = (instant: string | number | Date): string => sgtClock(instant).date;

/** "HH:MM" in Singapore time. */
export const sgtTime = (instant: string | number | Date): string => sgtClock(instant).time;

/** Today's date in Singapore. */
export const todaySgt = (now = Date.now()): string => sgtDate(now);

// a date's noon UTC is 20:00 the same day in Singapore: arithmetic on it never crosses a day boundary
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** The date `n` days after a YYYY-MM-DD (before it when `n` is negative). */
export const addDays = (day: string, n: number): string => new Date(noon(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string): number => Math.round((noon(to) - noon(from)) / DAY_MS);

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD. */
export const weekdayOf = (date: string): number => new Date(noon(date)).getUTCDay();
