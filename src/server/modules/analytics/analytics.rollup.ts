import { sql } from 'drizzle-orm';
import { sectionTypes } from '../../../shared/catalog';
import { ANALYTICS_EVENTS_PER_VISITOR_DAY, ANALYTICS_VALUES_PER_DAY, DIRECT_VALUE, NONE_VALUE, OTHER_VALUE } from '../../../shared/schemas/analytics';
import { addDays } from '../../../shared/singapore-time';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { singaporeDay } from '../cta-clicks/cta-clicks.service';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
/** Days of aggregates kept (two years and a bit, for a year compared with the one before). */
export const ANALYTICS_DAILY_KEEP_DAYS = 800;
/** Past days with events and no aggregates that one run rebuilds at most (the rest wait for the next run). */
const CATCH_UP_DAYS = 31;
/** Serialises rebuilds: the job's claim already runs it once, but a test or a script may call it beside. */
const ROLLUP_LOCK_KEY = 2_902_001_900;
const DAY_MS = 24 * 60 * 60 * 1000;

type Rows<T> = { rows: T[] };
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Rebuilds one Singapore day's aggregates from its events, in SQL (docs/decisions/0029-analytics.md).
 * A day is recomputed whole rather than added to: distinct visitors do not add up (a visitor seen
 * by two servers, or in two runs, is one), and a rebuild is idempotent, so whichever server runs it,
 * however often, the day comes out the same.
 *   - a visitor's first ANALYTICS_EVENTS_PER_VISITOR_DAY events count (by id): a flood stays within it;
 *   - the visitor-level dimensions (entry, referrer, campaign, device, country) and the `total` and
 *     `funnel` rows take the visitor's first page view of the day, its language included, so their
 *     rows of a language sum to that language's total; `page` and `cta` rows are in the page's language;
 *   - a conversion is an enquiry or booking event whose enquiry is not spam (a booking: with an appointment);
 *     `total` counts every enquiry of the day instead (also those of visitors not counted);
 *   - `assessment` rows count each self-assessment's steps (start, finish, each outcome) and the
 *     enquiries that carried its answers (not spam), by distinct visitors;
 *   - per language and dimension the ANALYTICS_VALUES_PER_DAY values with most visitors keep their row,
 *     the rest are summed under OTHER_VALUE (for `page` that sum may count a visitor twice).
 */
export async function rebuildDay(tx: Db, day: string): Promise<void> {
  const start = new Date(`${day}T00:00:00+08:00`);
  const end = new Date(start.getTime() + DAY_MS);
  const servicePath = sql`split_part(ltrim(CASE WHEN path = '/en' OR path LIKE '/en/%' THEN substr(path, 4) ELSE path END, '/'), '/', 1) IN (${list(sectionTypes)})`;
  const booked = (id: ReturnType<typeof sql>) => sql`EXISTS (SELECT 1 FROM appointments a WHERE a.consultation_id = ${id})`;
  await tx.execute(sql`DELETE FROM analytics_daily WHERE day = ${day}::date`);
  await tx.execute(sql`
    WITH capped AS (
      SELECT * FROM (
        SELECT e.*, row_number() OVER (PARTITION BY e.visitor ORDER BY e.id) AS n
        FROM analytics_events e WHERE e.day = ${day}::date
      ) numbered WHERE n <= ${ANALYTICS_EVENTS_PER_VISITOR_DAY}
    ),
    views AS (SELECT * FROM capped WHERE name = 'pageview'),
    firsts AS (
      SELECT DISTINCT ON (visitor) visitor, lang, path AS entry, referrer, utm_source, utm_medium, utm_campaign, device, country
      FROM views ORDER BY visitor, at, id
    ),
    conversions AS (
      SELECT c.visitor, max(c.at) AS enquired_at, max(c.at) FILTER (WHERE c.name = 'booking' AND ${booked(sql`k.id`)}) AS booked_at
      FROM capped c JOIN consultations k ON k.id = c.ref AND NOT k.spam
      WHERE c.name IN ('enquiry', 'booking')
      GROUP BY c.visitor
    ),
    steps AS (
      SELECT visitor, count(*) FILTER (WHERE name = 'pageview') AS views, bool_or(name = 'pageview' AND ${servicePath}) AS service, bool_or(name = 'cta') AS tapped
      FROM capped GROUP BY visitor
    ),
    people AS (
      SELECT f.*, s.views, cv.enquired_at IS NOT NULL AS enquired, cv.booked_at IS NOT NULL AS booked, s.service, s.service AND s.tapped AS tapped
      FROM firsts f JOIN steps s USING (visitor) LEFT JOIN conversions cv USING (visitor)
    ),
    enquiries AS (
      SELECT CASE WHEN k.lang = 'en' THEN 'en' ELSE 'zh' END AS lang, count(*) AS enquiries, count(*) FILTER (WHERE ${booked(sql`k.id`)}) AS bookings
      FROM consultations k
      WHERE NOT k.spam AND k.created_at >= ${start.toISOString()}::timestamptz AND k.created_at < ${end.toISOString()}::timestamptz
      GROUP BY 1
    ),
    counted AS (
      SELECT coalesce(p.lang, q.lang) AS lang, 'total'::text AS dimension, ''::text AS value, coalesce(p.views, 0) AS views, coalesce(p.visitors, 0) AS visitors,
        coalesce(q.enquiries, 0) AS enquiries, coalesce(q.bookings, 0) AS bookings
      FROM (SELECT lang, sum(views) AS views, count(*) AS visitors FROM people GROUP BY lang) p FULL JOIN enquiries q ON q.lang = p.lang
      UNION ALL
      SELECT p.lang, d.dimension, d.value, sum(p.views), count(*), count(*) FILTER (WHERE p.enquired), count(*) FILTER (WHERE p.booked)
      FROM people p CROSS JOIN LATERAL (VALUES
        ('entry'::text, p.entry), ('referrer', coalesce(p.referrer, ${DIRECT_VALUE})), ('source', coalesce(p.utm_source, ${NONE_VALUE})),
        ('medium', coalesce(p.utm_medium, ${NONE_VALUE})), ('campaign', coalesce(p.utm_campaign, ${NONE_VALUE})), ('device', p.device),
        ('country', coalesce(p.country, ${NONE_VALUE}))
      ) AS d(dimension, value)
      GROUP BY p.lang, d.dimension, d.value
      UNION ALL
      SELECT v.lang, 'page', v.path, count(*), count(DISTINCT v.visitor),
        count(DISTINCT v.visitor) FILTER (WHERE v.at <= cv.enquired_at), count(DISTINCT v.visitor) FILTER (WHERE v.at <= cv.booked_at)
      FROM views v LEFT JOIN conversions cv USING (visitor)
      GROUP BY v.lang, v.path
      UNION ALL
      SELECT c.lang, 'cta', c.kind, count(*), count(DISTINCT c.visitor),
        count(DISTINCT c.visitor) FILTER (WHERE cv.enquired_at IS NOT NULL), count(DISTINCT c.visitor) FILTER (WHERE cv.booked_at IS NOT NULL)
      FROM capped c LEFT JOIN conversions cv USING (visitor)
      WHERE c.name = 'cta' AND c.kind IS NOT NULL
      GROUP BY c.lang, c.kind
      UNION ALL
      SELECT p.lang, 'funnel', step.value, 0, step.visitors, 0, 0
      FROM (SELECT lang, count(*) FILTER (WHERE service) AS service, count(*) FILTER (WHERE tapped) AS tapped, count(*) FILTER (WHERE tapped AND enquired) AS converted
            FROM people GROUP BY lang) p
      CROSS JOIN LATERAL (VALUES ('service'::text, p.service), ('cta', p.tapped), ('converted', p.converted)) AS step(value, visitors)
      UNION ALL
      SELECT a.lang, 'assessment', v.value, count(*), count(DISTINCT a.visitor), 0, 0
      FROM capped a CROSS JOIN LATERAL (VALUES
        (split_part(a.kind, ':', 1) || ':' || split_part(a.kind, ':', 2)),
        (CASE WHEN split_part(a.kind, ':', 2) = 'finish' AND split_part(a.kind, ':', 3) <> '' THEN split_part(a.kind, ':', 1) || ':outcome:' || split_part(a.kind, ':', 3) END)
      ) AS v(value)
      WHERE a.name = 'assessment' AND a.kind IS NOT NULL AND v.value IS NOT NULL
      GROUP BY a.lang, v.value
      UNION ALL
      SELECT a.lang, 'assessment', a.kind || ':enquiry', count(*), count(DISTINCT a.visitor), count(DISTINCT a.visitor), 0
      FROM capped a JOIN consultations k ON k.id = a.ref AND NOT k.spam
      WHERE a.name = 'assessment-enquiry' AND a.kind IS NOT NULL
      GROUP BY a.lang, a.kind
    ),
    ranked AS (
      SELECT r.*, row_number() OVER (PARTITION BY lang, dimension ORDER BY visitors DESC, views DESC, value) AS rank FROM counted r
    )
    INSERT INTO analytics_daily (day, lang, dimension, value, views, visitors, enquiries, bookings)
    SELECT ${day}::date, lang, dimension, CASE WHEN rank <= ${ANALYTICS_VALUES_PER_DAY} THEN value ELSE ${OTHER_VALUE} END AS kept,
      LEAST(sum(views), 2147483647)::integer, LEAST(sum(visitors), 2147483647)::integer, LEAST(sum(enquiries), 2147483647)::integer, LEAST(sum(bookings), 2147483647)::integer
    FROM ranked
    GROUP BY lang, dimension, kept`);
  await tx.execute(sql`INSERT INTO analytics_rollups (day, rolled_up_at) VALUES (${day}::date, now()) ON CONFLICT (day) DO UPDATE SET rolled_up_at = excluded.rolled_up_at`);
}

/**
 * One run: today and yesterday (Singapore), whose events still arrive, and past days that have
 * events but were never rolled up; then what is kept expires: raw events after ANALYTICS_RAW_DAYS,
 * every salt before today, aggregates after ANALYTICS_DAILY_KEEP_DAYS. Returns the days rebuilt.
 */
export async function rollUp(tx: Db, { now = new Date(), rawDays, days }: { now?: Date; rawDays: number; days?: string[] }): Promise<string[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
  const today = singaporeDay(now);
  const yesterday = addDays(today, -1);
  const keepFrom = addDays(today, -rawDays);
  const missed = (await tx.execute(sql`
    SELECT d::date::text AS day FROM generate_series(${keepFrom}::date, ${addDays(today, -2)}::date, interval '1 day') AS d
    WHERE NOT EXISTS (SELECT 1 FROM analytics_rollups r WHERE r.day = d::date) AND EXISTS (SELECT 1 FROM analytics_events e WHERE e.day = d::date)
    ORDER BY d DESC LIMIT ${CATCH_UP_DAYS}`)) as unknown as Rows<{ day: string }>;
  const rebuilt = [...new Set([...(days ?? [today, yesterday]), ...missed.rows.map((r) => r.day)])];
  for (const day of rebuilt) await rebuildDay(tx, day);

  await tx.execute(sql`DELETE FROM analytics_events WHERE day < ${keepFrom}::date`);
  await tx.execute(sql`DELETE FROM analytics_salts WHERE day < ${today}::date`);
  const aggregatesFrom = addDays(today, -ANALYTICS_DAILY_KEEP_DAYS);
  await tx.execute(sql`DELETE FROM analytics_daily WHERE day < ${aggregatesFrom}::date`);
  await tx.execute(sql`DELETE FROM analytics_rollups WHERE day < ${aggregatesFrom}::date`);
  return rebuilt;
}

/** The scheduler's job (lib/jobs.ts): once a minute, on one server at a time (the claim). */
export function analyticsRollupJob({ rawDays }: { rawDays: number }): Job {
  return {
    name: ANALYTICS_ROLLUP_JOB,
    everyMs: 60_000,
    run: (now, tx) => rollUp(tx, { now, rawDays }),
  };
}
