import type { WallClock } from '@shared/singapore-time';

/*
 * The visitor's own zone on the booking pages (docs/decisions/0028-booking-and-chat.md): slots are
 * shown in Singapore time (@shared/singapore-time, the same on the server's render and in the browser)
 * and, once hydrated, in the zone the browser's Intl reports when its wall clock differs.
 */

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
