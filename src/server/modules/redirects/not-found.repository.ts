import { and, count, desc, gte, sql, type SQL } from 'drizzle-orm';
import { NOT_FOUND_PATHS_MAX, type NotFoundEntry } from '../../../shared/schemas/redirects';
import type { Db } from '../../db/client';
import { notFoundPaths as t, redirects } from '../../db/schema/index';

/** Hits of one path counted by a server since its last flush. */
export interface NotFoundHits {
  path: string;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** the first of the month of `lastSeenAt`, Singapore time */
  monthStart: string;
  referrer: string | null;
  /** every hit came from a user agent that looks like a bot */
  bot: boolean;
}

/** The not-found log (docs/decisions/0027-found-and-shared.md). Built on the caller's database or transaction. */
export function notFoundRepository(db: Db) {
  return {
    /**
     * Adds a server's counts in one statement (rows in path order, so two servers lock in the same
     * order), then drops the least recently seen paths beyond NOT_FOUND_PATHS_MAX.
     */
    async add(rows: NotFoundHits[]): Promise<void> {
      if (!rows.length) return;
      const sorted = [...rows].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      await db.execute(sql`
        INSERT INTO not_found_paths AS n (path, hits, month_hits, month_start, first_seen_at, last_seen_at, referrer, bot)
        SELECT v.path, v.hits, v.hits, v."monthStart", v."firstSeenAt", v."lastSeenAt", v.referrer, v.bot
        FROM jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb)
          AS v(path text, hits integer, "monthStart" timestamptz, "firstSeenAt" timestamptz, "lastSeenAt" timestamptz, referrer text, bot boolean)
        ON CONFLICT (path) DO UPDATE SET
          hits = LEAST(n.hits::bigint + excluded.hits, 2147483647)::integer,
          month_hits = CASE WHEN n.month_start = excluded.month_start THEN LEAST(n.month_hits::bigint + excluded.month_hits, 2147483647)::integer
            WHEN n.month_start > excluded.month_start THEN n.month_hits ELSE excluded.month_hits END,
          month_start = GREATEST(n.month_start, excluded.month_start),
          first_seen_at = LEAST(n.first_seen_at, excluded.first_seen_at),
          last_seen_at = GREATEST(n.last_seen_at, excluded.last_seen_at),
          referrer = COALESCE(excluded.referrer, n.referrer),
          bot = n.bot AND excluded.bot`);
      await db.execute(sql`
        DELETE FROM not_found_paths WHERE path IN (
          SELECT path FROM not_found_paths ORDER BY last_seen_at DESC, path OFFSET ${NOT_FOUND_PATHS_MAX})`);
    },

    /** The most asked-for paths that do not redirect (hits since `since`'s month when given), and how many paths match. */
    async top(opts: { since?: Date; bots: boolean; limit: number }): Promise<{ items: NotFoundEntry[]; total: number }> {
      // an address that redirects now is dealt with: the list shows what still needs a decision
      const redirected = sql`EXISTS (SELECT 1 FROM ${redirects} WHERE ${redirects.fromPath} = ${t.path})`;
      const where: SQL | undefined = and(opts.since ? gte(t.monthStart, opts.since) : undefined, opts.bots ? undefined : sql`NOT ${t.bot}`, sql`NOT ${redirected}`);
      const hits = opts.since ? t.monthHits : t.hits;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ path: t.path, hits, firstSeenAt: t.firstSeenAt, lastSeenAt: t.lastSeenAt, referrer: t.referrer, bot: t.bot })
          .from(t)
          .where(where)
          .orderBy(desc(hits), desc(t.lastSeenAt), t.path)
          .limit(opts.limit),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return {
        items: rows.map((r) => ({ ...r, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() })),
        total: totals?.n ?? 0,
      };
    },
  };
}
