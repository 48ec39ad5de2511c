import { SCHEDULE_TIME_ZONE } from '@shared/schemas/scheduling';

/** The Singapore date (YYYY-MM-DD) of an instant, as the booking pages reckon it. */
export { sgtDate } from '@shared/singapore-time';

/** Singapore keeps UTC+8 all year (no daylight saving), so a wall-clock time there has one instant. */
const SGT_OFFSET = '+08:00';
const SGT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the value of <input type="datetime-local"> in Singapore time ('' for none). */
export function toSgtInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + SGT_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Singapore time, as an ISO instant with its offset; null when empty or invalid. */
export function fromSgtInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00${SGT_OFFSET}`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** "24 Nov 2026, 14:30" / "2026年11月24日 14:30" in Singapore time, whatever the browser's zone. */
export function formatSgt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-SG' : 'zh-CN', { timeZone: SCHEDULE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
