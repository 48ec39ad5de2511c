import session from 'express-session';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';

const ONE_DAY = 24 * 60 * 60 * 1000;

/** express-session store in the application's own database (PGlite or PostgreSQL alike). */
export class DbSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(private readonly db: Db) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const maxAge = sess.cookie?.maxAge;
    const expires = sess.cookie?.expires;
    if (expires) return new Date(expires);
    return new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : ONE_DAY));
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .select({ sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => cb(null, row && row.expire > new Date() ? (row.sess as session.SessionData) : null), cb);
  }

  /**
   * The session record beside the data: whose it is (so an account's sessions can be ended at once
   * on every server), from which device and address, since when (docs/decisions/0011-staff-accounts.md).
   */
  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const expire = this.expiry(sess);
    const value = JSON.parse(JSON.stringify(sess));
    const signedIn = sess.userId ? sess.signedIn : undefined;
    const record = {
      userId: sess.userId ?? null,
      userAgent: signedIn?.userAgent ?? null,
      ip: signedIn?.ip ?? null,
      signedInAt: signedIn ? new Date(signedIn.at) : null,
    };
    this.db
      .insert(sessions)
      .values({ sid, sess: value, expire, ...record, lastSeenAt: new Date() })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: value, expire, ...record } })
      .then(() => this.maybePrune())
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.db
      .update(sessions)
      .set({ expire: this.expiry(sess) })
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
  }

  /** Expired rows are removed at most once an hour, piggybacking on writes. */
  private async maybePrune(): Promise<void> {
    if (Date.now() - this.lastPrune < 60 * 60 * 1000) return;
    this.lastPrune = Date.now();
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
