import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface WeekTypeCount {
  weekStart: string;
  type: string;
  n: number;
}

type Rows<T> = { rows: T[] };

/** The dashboard's statistics of enquiries (spam left out), straight in SQL. */
export function dashboardRepository(db: Db) {
  return {
    /** Enquiries per week (Monday, UTC) and list type since `from`: grouped first, each group's week written once (not each row's). */
    async perWeek(from: Date): Promise<WeekTypeCount[]> {
      const result = (await db.execute(sql`
        SELECT to_char(week, 'YYYY-MM-DD') AS "weekStart", type, n
        FROM (
          SELECT date_trunc('week', created_at AT TIME ZONE 'UTC') AS week, list_type AS type, count(*)::int AS n
          FROM consultations
          WHERE created_at >= ${from.toISOString()}::timestamptz AND NOT spam
          GROUP BY 1, 2
        ) AS weeks`)) as unknown as Rows<WeekTypeCount>;
      return result.rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /**
     * The median minutes from arrival to the first status change of the enquiries that arrived
     * since `from`, or null before any (the weeks' index alone: consultations_dashboard_idx).
     */
    async medianFirstResponseMinutes(from: Date): Promise<number | null> {
      const result = (await db.execute(sql`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_responded_at - created_at) / 60) AS median
        FROM consultations
        WHERE created_at >= ${from.toISOString()}::timestamptz AND first_responded_at IS NOT NULL AND NOT spam`)) as unknown as Rows<{ median: number | string | null }>;
      const median = result.rows[0]?.median;
      return median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10;
    },
  };
}
