import { desc, gte, sql } from 'drizzle-orm';
import { ctaKinds, type CtaKind } from '../../../shared/schemas/cta-clicks';
import type { Db } from '../../db/client';
import { ctaClicks as t } from '../../db/schema/index';
import { withTransaction } from '../../lib/transaction';

/** Distinct (kind, path) rows a Singapore day may hold; taps on further pages count under OTHER_PATH. */
export const CTA_CLICK_PATHS_PER_DAY = 2000;
/** Where a day's taps go once it holds CTA_CLICK_PATHS_PER_DAY pages (one row per kind, beyond the bound). */
export const OTHER_PATH = '/(other)';
/** Serialises the servers' flushes, so two of them cannot both take a day's last free rows. */
const FLUSH_LOCK_KEY = 2_819_001_900;

/** Taps on one kind and page on one Singapore day (`day` as YYYY-MM-DD). */
export interface CtaClickCount {
  day: string;
  kind: CtaKind;
  path: string;
  clicks: number;
}

const isKind = (kind: string): kind is CtaKind => (ctaKinds as readonly string[]).includes(kind);

/** The tap counts (docs/decisions/0028-booking-and-chat.md). Built on the caller's database or transaction. */
export function ctaClicksRepository(db: Db) {
  return {
    /**
     * Adds a server's counts in one upsert (rows in key order, so two servers lock alike), a day's
     * pages beyond CTA_CLICK_PATHS_PER_DAY under OTHER_PATH (the most tapped new ones keep their
     * row), and deletes the days before `keepFrom`.
     */
    async add(rows: CtaClickCount[], keepFrom: string, pathsPerDay = CTA_CLICK_PATHS_PER_DAY): Promise<void> {
      if (!rows.length) return;
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${FLUSH_LOCK_KEY})`);
        await tx.execute(sql`
          WITH v AS (
            SELECT v.day, v.kind, v.path, v.clicks
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(day date, kind text, path text, clicks integer)
          ),
          held AS (
            SELECT c.day, count(*) AS n FROM cta_clicks c
            WHERE c.day IN (SELECT DISTINCT day FROM v) AND c.path <> ${OTHER_PATH}
            GROUP BY c.day
          ),
          marked AS (
            SELECT v.*, (v.path = ${OTHER_PATH} OR EXISTS (SELECT 1 FROM cta_clicks c WHERE c.day = v.day AND c.kind = v.kind AND c.path = v.path)) AS known
            FROM v
          ),
          ranked AS (
            SELECT m.*, row_number() OVER (PARTITION BY m.day, m.known ORDER BY m.clicks DESC, m.kind, m.path) AS rn
            FROM marked m
          ),
          placed AS (
            SELECT r.day, r.kind, CASE WHEN r.known OR coalesce(h.n, 0) + r.rn <= ${pathsPerDay} THEN r.path ELSE ${OTHER_PATH} END AS path, r.clicks
            FROM ranked r LEFT JOIN held h ON h.day = r.day
          )
          INSERT INTO cta_clicks AS c (day, kind, path, clicks)
          SELECT day, kind, path, LEAST(sum(clicks), 2147483647)::integer FROM placed
          GROUP BY day, kind, path
          ORDER BY day, kind, path
          ON CONFLICT (day, kind, path) DO UPDATE SET clicks = LEAST(c.clicks::bigint + excluded.clicks, 2147483647)::integer`);
        await tx.execute(sql`DELETE FROM cta_clicks WHERE day < ${keepFrom}::date`);
      });
    },

    /** Taps per kind since `since` (a day, included), and the pages tapped most. */
    async totals(since: string, topPages: number): Promise<{ byKind: { kind: CtaKind; clicks: number }[]; topPages: Omit<CtaClickCount, 'day'>[] }> {
      const clicks = sql<number>`sum(${t.clicks})`.mapWith(Number);
      const [kinds, pages] = await Promise.all([
        db.select({ kind: t.kind, clicks }).from(t).where(gte(t.day, since)).groupBy(t.kind),
        db.select({ path: t.path, kind: t.kind, clicks }).from(t).where(gte(t.day, since)).groupBy(t.path, t.kind).orderBy(desc(clicks), t.path, t.kind).limit(topPages),
      ]);
      return {
        byKind: kinds.flatMap((r) => (isKind(r.kind) ? [{ kind: r.kind, clicks: r.clicks }] : [])),
        topPages: pages.flatMap((r) => (isKind(r.kind) ? [{ path: r.path, kind: r.kind, clicks: r.clicks }] : [])),
      };
    },
  };
}
