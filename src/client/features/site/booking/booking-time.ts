/*
 * Times on the booking pages (docs/decisions/0028-booking-and-chat.md): slots are ISO instants, shown
 * in Singapore time (UTC+8 all year, so plain arithmetic: the server's render and the browser's agree)
 * and, in the browser, in the visitor's own zone when its wall clock differs.
 */

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** A wall-clock reading: the day (YYYY-MM-DD) and the time (HH:MM). */
export interface WallClock {
  date: string;
  time: string;
}

export function singaporeClock(iso: string): WallClock {
  const shifted = new Date(Date.parse(iso) + SINGAPORE_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The instant's wall clock in `timeZone`, or null for a zone the browser does not know. */
export function zoneClock(iso: string, timeZone: string): WallClock | null {
  try {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const parts = format.formatToParts(new Date(iso));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
  } catch {
    return null;
  }
}

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The visitor's zone as a reader names it: in Chinese the browser's generic name ("英国时间"), in
 * English the zone's city ("London", "New York").
 */
export function zoneName(timeZone: string, lang: 'zh' | 'en'): string {
  if (lang === 'zh') {
    try {
      const name = new Intl.DateTimeFormat('zh-CN', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value;
      if (name && !name.startsWith('GMT')) return name;
    } catch {
      // an unknown zone: its city below
    }
  }
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
