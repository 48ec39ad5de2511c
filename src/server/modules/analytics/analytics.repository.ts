import { and, between, eq, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsEventName, DeviceClass } from '../../../shared/schemas/analytics';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { analyticsDaily as daily, analyticsRollups as rollups, analyticsSalts as salts } from '../../db/schema/index';

/** One raw event as a server buffers and writes it (a row of analytics_events). */
export interface AnalyticsEvent {
  at: Date;
  /** the Singapore day of `at`, YYYY-MM-DD: the visitor key's day */
  day: string;
  name: AnalyticsEventName;
  visitor: string;
  path: string;
  lang: Language;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
  country: string | null;
  kind: string | null;
  ref: number | null;
}

/** Sums of analytics_daily rows (a dimension's value, a day or a language). */
export interface DailySums {
  views: number;
  visitors: number;
  enquiries: number;
  bookings: number;
}

type Rows<T> = { rows: T[] };
const sums = {
  views: sql<number>`coalesce(sum(${daily.views}), 0)`.mapWith(Number),
  visitors: sql<number>`coalesce(sum(${daily.visitors}), 0)`.mapWith(Number),
  enquiries: sql<number>`coalesce(sum(${daily.enquiries}), 0)`.mapWith(Number),
  bookings: sql<number>`coalesce(sum(${daily.bookings}), 0)`.mapWith(Number),
};
const toNumbers = <T extends DailySums>(r: T): T => ({ ...r, views: Number(r.views), visitors: Number(r.visitors), enquiries: Number(r.enquiries), bookings: Number(r.bookings) });

/** Raw events, the day's salt and the per-day aggregates (docs/decisions/0029-analytics.md). */
export function analyticsRepository(db: Db) {
  return {
    /** Appends a server's buffered events in one statement (one parameter, however many rows). */
    async insertEvents(events: AnalyticsEvent[]): Promise<void> {
      if (!events.length) return;
      const rows = events.map((e) => ({
        at: e.at.toISOString(),
        day: e.day,
        name: e.name,
        visitor: e.visitor,
        path: e.path,
        lang: e.lang,
        referrer: e.referrer,
        utm_source: e.utmSource,
        utm_medium: e.utmMedium,
        utm_campaign: e.utmCampaign,
        device: e.device,
        country: e.country,
        kind: e.kind,
        ref: e.ref,
      }));
      await db.execute(sql`
        INSERT INTO analytics_events (at, day, name, visitor, path, lang, referrer, utm_source, utm_medium, utm_campaign, device, country, kind, ref)
        SELECT at, day, name, visitor, path, lang, referrer, utm_source, utm_medium, utm_campaign, device, country, kind, ref
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(at timestamptz, day date, name text, visitor text, path text, lang text, referrer text,
          utm_source text, utm_medium text, utm_campaign text, device text, country text, kind text, ref integer)`);
    },

    /**
     * The salt of `day`: `candidate` if no server made one first (every server then reads the same
     * row), and the salts of the days before are deleted, so no earlier key can be recomputed.
     */
    async saltOf(day: string, candidate: string): Promise<string> {
      await db.insert(salts).values({ day, salt: candidate }).onConflictDoNothing();
      await db.delete(salts).where(lt(salts.day, day));
      const [row] = await db.select({ salt: salts.salt }).from(salts).where(eq(salts.day, day));
      return row?.salt ?? candidate;
    },

    /** Sums per day and dimension from `from` to `to` (both included), both languages or one. */
    async byDay(from: string, to: string, dimensions: AnalyticsDimension[], lang?: Language): Promise<(DailySums & { day: string; dimension: string })[]> {
      const rows = await db
        .select({ day: daily.day, dimension: daily.dimension, ...sums })
        .from(daily)
        .where(and(between(daily.day, from, to), inArray(daily.dimension, dimensions), lang ? eq(daily.lang, lang) : undefined))
        .groupBy(daily.day, daily.dimension);
      return rows.map(toNumbers);
    },

    /** Sums per language of one dimension over the days. */
    async byLanguage(from: string, to: string, dimension: AnalyticsDimension): Promise<(DailySums & { lang: string })[]> {
      const rows = await db
        .select({ lang: daily.lang, ...sums })
        .from(daily)
        .where(and(between(daily.day, from, to), eq(daily.dimension, dimension)))
        .groupBy(daily.lang);
      return rows.map(toNumbers);
    },

    /** The `top` values of each dimension over the days, most visitors first (then by value). */
    async topValues(from: string, to: string, dimensions: AnalyticsDimension[], top: number, lang?: Language): Promise<(DailySums & { dimension: string; value: string })[]> {
      const langFilter: SQL = lang ? sql`AND lang = ${lang}` : sql``;
      const result = (await db.execute(sql`
        SELECT dimension, value, views, visitors, enquiries, bookings FROM (
          SELECT dimension, value, sum(views) AS views, sum(visitors) AS visitors, sum(enquiries) AS enquiries, sum(bookings) AS bookings,
            row_number() OVER (PARTITION BY dimension ORDER BY sum(visitors) DESC, value) AS rank
          FROM analytics_daily
          WHERE day BETWEEN ${from}::date AND ${to}::date AND dimension IN (${sql.join(
            dimensions.map((d) => sql`${d}`),
            sql`, `,
          )}) ${langFilter}
          GROUP BY dimension, value
        ) ranked
        WHERE rank <= ${top}
        ORDER BY dimension, rank`)) as unknown as Rows<DailySums & { dimension: string; value: string }>;
      return result.rows.map(toNumbers);
    },

    /** When the latest of the days' aggregates was rebuilt, or null. */
    async rolledUpAt(from: string, to: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(rollups.rolledUpAt) })
        .from(rollups)
        .where(between(rollups.day, from, to));
      return row?.at ? new Date(row.at) : null;
    },
  };
}
