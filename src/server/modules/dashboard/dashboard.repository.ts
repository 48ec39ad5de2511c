import { and, gte, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { consultationWeekCounts } from '../../db/schema/index';

export interface WeekTypeCount {
  weekStart: string;
  type: string;
  n: number;
}

/** The dashboard's statistics of enquiries (spam left out), straight in SQL. */
export function dashboardRepository(db: Db) {
  return {
    /** Enquiries per week (Monday, UTC) and list type since `from` (a Monday): the counts kept by migration 0024's triggers. */
    async perWeek(from: Date): Promise<WeekTypeCount[]> {
      return db
        .select({ weekStart: consultationWeekCounts.week, type: consultationWeekCounts.type, n: consultationWeekCounts.n })
        .from(consultationWeekCounts)
        .where(and(gte(consultationWeekCounts.week, from.toISOString().slice(0, 10)), ne(consultationWeekCounts.n, 0)));
    },

    /**
     * The median minutes from arrival to the first status change of the enquiries that arrived
     * since `from`, or null before any (the weeks' index alone: consultations_dashboard_idx).
     */
    async medianFirstResponseMinutes(from: Date): Promise<number | null> {
      const [row] = await rowsOf<{ median: number | string | null }>(
        db,
        sql`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_responded_at - created_at) / 60) AS median
        FROM consultations
        WHERE created_at >= ${from.toISOString()}::timestamptz AND first_responded_at IS NOT NULL AND NOT spam`,
      );
      const median = row?.median;
      return median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10;
    },
  };
}
