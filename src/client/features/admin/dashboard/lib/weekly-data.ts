import { consultationTypes, type ConsultationType } from '@shared/schemas/consultations';
import type { DashboardWeek } from '@shared/schemas/inbox';

/** One colour per service type, far enough apart to tell stacked segments apart (and from the navy brand). */
export const typeColours: Record<ConsultationType, string> = {
  immigration: '#0b3a6f',
  education: '#2563eb',
  business: '#0d9488',
  'value-added': '#d97706',
  overseas: '#9333ea',
  general: '#94a3b8',
};

export type WeekRow = { weekStart: string; label: string; total: number } & Record<ConsultationType, number>;

/** Chart and table rows: each type's count (0 when the server left it out), the week's total and its label. */
export function weekRows(weeks: readonly DashboardWeek[], label: (weekStart: string) => string): WeekRow[] {
  return weeks.map((week) => {
    const counts = Object.fromEntries(consultationTypes.map((type) => [type, week.counts[type] ?? 0])) as Record<ConsultationType, number>;
    const total = consultationTypes.reduce((sum, type) => sum + counts[type], 0);
    return { weekStart: week.weekStart, label: label(week.weekStart), total, ...counts };
  });
}

/** The figures of the chart's one-sentence summary for screen readers. */
export function weekSummary(rows: readonly WeekRow[]): { total: number; current: number; peak: number; peakWeek: string } {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const peakRow = rows.reduce<WeekRow | undefined>((best, row) => (!best || row.total > best.total ? row : best), undefined);
  return { total, current: rows.at(-1)?.total ?? 0, peak: peakRow?.total ?? 0, peakWeek: peakRow?.label ?? '' };
}

/** Every `n`th item counting back from the last, in their order: the axis labels a narrow chart keeps. */
export function everyNthFromEnd<T>(items: readonly T[], n: number): T[] {
  return items.filter((_, i) => (items.length - 1 - i) % n === 0);
}

/** "11/16" or "Nov 16": a week's Monday, read in UTC as the server counts weeks. */
export function weekLabel(weekStart: string, language: string): string {
  const date = new Date(`${weekStart.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return weekStart;
  const english = language.startsWith('en');
  return date.toLocaleDateString(english ? 'en-US' : 'zh-CN', { month: english ? 'short' : 'numeric', day: 'numeric', timeZone: 'UTC' });
}
