import { isLanguage } from '@shared/languages';
import { ANALYTICS_RANGE_MAX_DAYS, analyticsIntervals, analyticsQuerySchema, type AnalyticsInterval, type AnalyticsQuery } from '@shared/schemas/analytics';

/** The periods offered in one click, as days ending today (Singapore); 'custom' reads from and to. */
export const rangePresets = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 } as const;
export type RangePreset = keyof typeof rangePresets;

/** The screen's filters as they sit in the address (?range=&from=&to=&interval=&lang=). */
export interface AnalyticsFilters {
  range: string;
  /** YYYY-MM-DD, only with range=custom */
  from: string;
  to: string;
  /** '' chooses by the period's length */
  interval: string;
  lang: string;
}

export const noAnalyticsFilters: AnalyticsFilters = { range: '30d', from: '', to: '', interval: '', lang: 'all' };
export const analyticsParamNames = { range: 'range', from: 'from', to: 'to', interval: 'interval', lang: 'lang' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isPreset = (v: string): v is RangePreset => Object.hasOwn(rangePresets, v);
const isInterval = (v: string): v is AnalyticsInterval => (analyticsIntervals as readonly string[]).includes(v);

/** Unknown values in the address fall back to the defaults, so a hand-edited link never makes a 400. */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const get = (name: string) => params.get(name) ?? '';
  const range = get('range');
  const day = (name: string) => (DAY.test(get(name)) ? get(name) : '');
  const lang = get('lang');
  return {
    range: isPreset(range) || range === 'custom' ? range : noAnalyticsFilters.range,
    from: day('from'),
    to: day('to'),
    interval: isInterval(get('interval')) ? get('interval') : '',
    lang: isLanguage(lang) ? lang : 'all',
  };
}

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The first and last day the filters show, `today` being Singapore's: a custom period missing a day takes it from the default. */
export function periodOf(filters: AnalyticsFilters, today: string): { from: string; to: string } {
  const preset = isPreset(filters.range) ? filters.range : null;
  const days = rangePresets[preset ?? '30d'];
  const fallback = { from: addDays(today, 1 - days), to: today };
  if (preset) return fallback;
  return { from: filters.from || fallback.from, to: filters.to || fallback.to };
}

/** Days for a month or so, weeks up to a season, months beyond: about 7 to 30 points on the chart. */
export function autoInterval(from: string, to: string): AnalyticsInterval {
  const days = spanDays(from, to);
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

export type AnalyticsRequest = { ok: true; query: AnalyticsQuery } | { ok: false; problem: 'order' | 'length' };

/** The server's query for these filters, or why the custom period cannot be asked (checked by the server's own schema). */
export function analyticsRequest(filters: AnalyticsFilters, today: string): AnalyticsRequest {
  const { from, to } = periodOf(filters, today);
  const interval = isInterval(filters.interval) ? filters.interval : autoInterval(from, to);
  const parsed = analyticsQuerySchema.safeParse({ from, to, lang: filters.lang, interval });
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, problem: from > to ? 'order' : 'length' };
}

export { ANALYTICS_RANGE_MAX_DAYS };
