import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** What a user sees of a session: a hash names it, never the session id itself. */
export const publicSessionId = (sid: string): string => createHash('sha256').update(`session:${sid}`).digest('hex').slice(0, 32);

export interface SessionRecord {
  sid: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
}

/**
 * The session records every server shares: deleting an account's rows ends its sessions
 * everywhere at the next request.
 */
export function sessionsRepository(db: Db) {
  return {
    async listForUser(userId: number): Promise<SessionRecord[]> {
      return db
        .select({ sid: sessions.sid, userAgent: sessions.userAgent, ip: sessions.ip, signedInAt: sessions.signedInAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)))
        .orderBy(desc(sessions.signedInAt));
    },
    /** Ends every session of the account, or every one but `keepSid`; returns how many. */
    async deleteForUser(userId: number, keepSid?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepSid ? ne(sessions.sid, keepSid) : undefined))
        .returning({ sid: sessions.sid });
      return rows.length;
    },
    async deleteOne(userId: number, sid: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.sid, sid)))
        .returning({ sid: sessions.sid });
      return rows.length > 0;
    },
    /** Last seen, written at most once a minute per session. */
    async touch(sid: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.sid, sid), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`))));
    },
  };
}
