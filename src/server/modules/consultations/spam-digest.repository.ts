import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SpamReason } from '../../../shared/schemas/consultations';
import type { Db } from '../../db/client';
import { consultations, spamDigests } from '../../db/schema/index';
import type { DigestEntry } from '../outbox/outbox.messages';

type Rows<T> = { rows: T[] };

/** What a day's digest lists: its entries still in Spam and not erased. */
const inDigest = (day: string) => and(eq(consultations.spamDigestDay, day), eq(consultations.spam, true), isNull(consultations.anonymizedAt));

export function spamDigestRepository(db: Db) {
  return {
    /**
     * The day's row: true for the one caller whose insert made it. Another server inserting the same
     * day waits for that transaction, then finds the row made (and a rolled-back claim frees the day).
     */
    async claimDay(day: string): Promise<boolean> {
      const rows = await db.insert(spamDigests).values({ day, entries: 0 }).onConflictDoNothing().returning({ day: spamDigests.day });
      return rows.length > 0;
    },

    /** Puts every entry filed as spam on arrival (it has a reason) and in no digest yet into the day's; how many. */
    async markNew(day: string): Promise<number> {
      const result = (await db.execute(sql`
        WITH marked AS (
          UPDATE consultations SET spam_digest_day = ${day}::date
          WHERE spam AND spam_reason IS NOT NULL AND spam_digest_day IS NULL
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM marked`)) as unknown as Rows<{ n: number }>;
      return result.rows[0]?.n ?? 0;
    },

    async setEntries(day: string, entries: number): Promise<void> {
      await db.update(spamDigests).set({ entries }).where(eq(spamDigests.day, day));
    },

    /** The day's entries as they now are, newest first, at most `limit`, and how many there are. */
    async entries(day: string, limit: number): Promise<{ entries: DigestEntry[]; total: number }> {
      const rows = await db
        .select({ id: consultations.id, name: consultations.name, createdAt: consultations.createdAt, spamSignals: consultations.spamSignals })
        .from(consultations)
        .where(inDigest(day))
        .orderBy(desc(consultations.createdAt), desc(consultations.id))
        .limit(limit);
      const [counted] = await db.select({ n: count() }).from(consultations).where(inDigest(day));
      return {
        entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), spamSignals: r.spamSignals as SpamReason[] })),
        total: counted?.n ?? 0,
      };
    },
  };
}
