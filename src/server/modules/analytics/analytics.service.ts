import { languages, type Language } from '../../../shared/languages';
import {
  ANALYTICS_TOP_ROWS,
  type AnalyticsDimension,
  type AnalyticsInterval,
  type AnalyticsPoint,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsRow,
  type AnalyticsTotals,
  type AssessmentFunnel,
  OTHER_VALUE,
} from '../../../shared/schemas/analytics';
import { ASSESSMENT_OUTCOMES_MAX, ASSESSMENTS_MAX } from '../../../shared/schemas/assessments';
import { ctaKinds, type CtaKind } from '../../../shared/schemas/cta-clicks';
import { addDays, daysBetween, weekdayOf } from '../../../shared/singapore-time';
import type { Db } from '../../db/client';
import { analyticsRepository, type DailySums } from './analytics.repository';


/** The first day of the bucket holding `day`: itself, its week's Monday, its month's 1st. */
export function bucketOf(day: string, interval: AnalyticsInterval): string {
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  if (interval === 'week') return addDays(day, -((weekdayOf(day) + 6) % 7));
  return day;
}

/** The report's tables, each a dimension of analytics_daily. */
const tables = { pages: 'page', entries: 'entry', referrers: 'referrer', sources: 'source', mediums: 'medium', campaigns: 'campaign', devices: 'device', countries: 'country' } as const satisfies Record<string, AnalyticsDimension>;
const byVisitors = (a: AnalyticsRow, b: AnalyticsRow) => b.visitors - a.visitors || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
const zero: DailySums = { views: 0, visitors: 0, enquiries: 0, bookings: 0 };

/** Each self-assessment's steps from its `assessment` rows (`<slug>:<step>`, `<slug>:outcome:<key>`), most started first. */
function assessmentFunnels(rows: { value: string; visitors: number }[], withEnquiries: boolean): AssessmentFunnel[] {
  const funnels = new Map<string, AssessmentFunnel>();
  for (const { value, visitors } of rows) {
    const [slug = '', step, outcome] = value.split(':');
    const funnel = funnels.get(slug) ?? { slug, started: 0, finished: 0, outcomes: [], enquiries: withEnquiries ? 0 : null };
    if (step === 'start') funnel.started += visitors;
    else if (step === 'finish') funnel.finished += visitors;
    else if (step === 'enquiry') funnel.enquiries = withEnquiries ? (funnel.enquiries ?? 0) + visitors : null;
    else if (step === 'outcome' && outcome) funnel.outcomes.push({ id: outcome, visitors });
    funnels.set(slug, funnel);
  }
  return [...funnels.values()]
    .filter((f) => f.slug !== OTHER_VALUE)
    .map((f) => ({ ...f, outcomes: f.outcomes.sort((a, b) => b.visitors - a.visitors) }))
    .sort((a, b) => b.started - a.started || (a.slug < b.slug ? -1 : 1));
}

/** The Analytics screen's report, read from the per-day aggregates only (docs/decisions/0029-analytics.md). */
export function analyticsService(db: Db) {
  const repo = analyticsRepository(db);
  return {
    /** `withEnquiries`: the role may read enquiries; otherwise their figures are null. */
    async report(query: AnalyticsQuery, { withEnquiries }: { withEnquiries: boolean }): Promise<AnalyticsReport> {
      const { from, to, interval } = query;
      const lang: Language | undefined = query.lang === 'all' ? undefined : query.lang;
      const length = daysBetween(from, to) + 1;
      const previous = { from: addDays(from, -length), to: addDays(from, -1) };
      const row = (value: string, s: DailySums): AnalyticsRow => ({
        value,
        visitors: s.visitors,
        views: s.views,
        enquiries: withEnquiries ? s.enquiries : null,
        bookings: withEnquiries ? s.bookings : null,
        conversion: withEnquiries ? (s.visitors ? s.enquiries / s.visitors : 0) : null,
      });

      const [days, top, steps, byLanguage, updatedAt] = await Promise.all([
        repo.byDay(previous.from, to, ['total', 'cta'], lang),
        repo.topValues(from, to, [...Object.values(tables), 'cta', 'funnel'], ANALYTICS_TOP_ROWS, lang),
        // every assessment's every step and outcome, not the top rows
        repo.topValues(from, to, ['assessment'], ASSESSMENTS_MAX * (ASSESSMENT_OUTCOMES_MAX + 3), lang),
        repo.byLanguage(from, to, 'total'),
        repo.rolledUpAt(from, to),
      ]);

      const totalsOf = (start: string, end: string): AnalyticsTotals => {
        const within = days.filter((d) => d.day >= start && d.day <= end);
        const sum = (key: keyof DailySums) => within.filter((d) => d.dimension === 'total').reduce((n, d) => n + d[key], 0);
        return {
          visitors: sum('visitors'),
          views: sum('views'),
          enquiries: withEnquiries ? sum('enquiries') : null,
          bookings: withEnquiries ? sum('bookings') : null,
          ctaClicks: within.filter((d) => d.dimension === 'cta').reduce((n, d) => n + d.views, 0),
        };
      };

      // each day of the period, and the day as many days earlier in the previous one, into the day's bucket
      const totalOn = new Map(days.filter((d) => d.dimension === 'total').map((d) => [d.day, d]));
      const points = new Map<string, AnalyticsPoint>();
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const bucket = bucketOf(day, interval);
        const point = points.get(bucket) ?? { bucket, visitors: 0, views: 0, enquiries: withEnquiries ? 0 : null, previousVisitors: 0, previousViews: 0 };
        const now = totalOn.get(day) ?? zero;
        const then = totalOn.get(addDays(day, -length)) ?? zero;
        point.visitors += now.visitors;
        point.views += now.views;
        if (point.enquiries !== null) point.enquiries += now.enquiries;
        point.previousVisitors += then.visitors;
        point.previousViews += then.views;
        points.set(bucket, point);
      }

      const rowsOf = (dimension: AnalyticsDimension) => top.filter((r) => r.dimension === dimension).map((r) => row(r.value, r)).sort(byVisitors);
      const funnel = new Map(top.filter((r) => r.dimension === 'funnel').map((r) => [r.value, r.visitors]));
      const taps = new Map(top.filter((r) => r.dimension === 'cta').map((r) => [r.value, r]));
      const spoken = new Map(byLanguage.map((r) => [r.lang, r]));

      return {
        from,
        to,
        lang: query.lang,
        interval,
        previous,
        totals: totalsOf(from, to),
        previousTotals: totalsOf(previous.from, previous.to),
        series: [...points.values()],
        pages: rowsOf('page'),
        entries: rowsOf('entry'),
        referrers: rowsOf('referrer'),
        sources: rowsOf('source'),
        mediums: rowsOf('medium'),
        campaigns: rowsOf('campaign'),
        devices: rowsOf('device'),
        countries: rowsOf('country'),
        languages: languages.map((l) => row(l, spoken.get(l) ?? zero)).sort(byVisitors),
        // every kind, tapped or not, so the screen lists the same rows each time
        cta: ctaKinds.map((kind) => ({ ...row(kind, taps.get(kind) ?? zero), value: kind as CtaKind })).sort(byVisitors),
        funnel: { service: funnel.get('service') ?? 0, cta: funnel.get('cta') ?? 0, converted: withEnquiries ? (funnel.get('converted') ?? 0) : null },
        assessments: assessmentFunnels(steps, withEnquiries),
        includesEnquiries: withEnquiries,
        updatedAt: updatedAt?.toISOString() ?? null,
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
