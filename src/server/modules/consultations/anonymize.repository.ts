import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema/index';

/** Erasing personal data: one person on request, or the enquiries past the retention period. */
export function anonymizeRepository(db: Db) {
  return {
    /**
     * Blanks what identifies a person (name, email, phone, message, note); type, dates, status and
     * source stay for the statistics. Returns the ids it changed (already anonymised ones are left).
     */
    async anonymize(ids: number[], at: Date): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .update(consultations)
        .set({ name: '', email: '', phone: '', message: '', note: null, anonymizedAt: at })
        .where(and(inArray(consultations.id, ids), isNull(consultations.anonymizedAt)))
        .returning({ id: consultations.id });
      return rows.map((r) => r.id);
    },

    /** Completed or Cancelled, not anonymised, whose last status change was before `cutoff` (a batch, locked). */
    async expired(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(
          and(
            isNull(consultations.anonymizedAt),
            inArray(consultations.listStatus, ['Completed', 'Cancelled']),
            lt(sql`coalesce(${consultations.statusChangedAt}, ${consultations.updatedAt})`, cutoff),
          ),
        )
        .orderBy(consultations.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.id);
    },
  };
}
