import type { AnalyticsInterval } from '@shared/schemas/analytics';

const localeOf = (language: string) => (language.startsWith('en') ? 'en-SG' : 'zh-CN');

export const formatNumber = (n: number, language: string): string => new Intl.NumberFormat(localeOf(language)).format(n);

/** 0.1234 → "12.3%" */
export const formatPercent = (ratio: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A ratio as the number a spreadsheet reads under a "(%)" heading: 0.1234 → 12.3. */
export const percentNumber = (ratio: number): number => Math.round(ratio * 1000) / 10;

/** `part` of `whole` as a ratio; null when the whole is nothing. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export type Change = { kind: 'up' | 'down'; ratio: number } | { kind: 'same' } | { kind: 'fromZero' };

/** How a figure moved against the previous period (a move under half a percent reads as the same). */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'fromZero' };
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.005) return { kind: 'same' };
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}

const dayFormats = {
  en: new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  zh: new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const bucketFormats = {
  day: { en: new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', timeZone: 'UTC' }), zh: new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'numeric', timeZone: 'UTC' }) },
  month: { en: new Intl.DateTimeFormat('en-SG', { month: 'short', year: 'numeric', timeZone: 'UTC' }), zh: new Intl.DateTimeFormat('zh-CN', { month: 'long', year: 'numeric', timeZone: 'UTC' }) },
};
const lang = (language: string) => (language.startsWith('en') ? 'en' : 'zh');
const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** "24 Nov 2026" / "2026年11月24日": a report's day (YYYY-MM-DD, a Singapore day). */
export const formatDay = (day: string, language: string): string => dayFormats[lang(language)].format(utcDay(day));

/** A bucket's label: its day ("24 Nov", the Monday for a week) or its month ("Nov 2026"). */
export const bucketLabel = (bucket: string, interval: AnalyticsInterval, language: string): string =>
  bucketFormats[interval === 'month' ? 'month' : 'day'][lang(language)].format(utcDay(bucket));
