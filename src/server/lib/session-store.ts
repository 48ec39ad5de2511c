import session from 'express-session';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';

const ONE_DAY = 24 * 60 * 60 * 1000;

/** How long a signed-in session may last from its sign-in, however active (SESSION_MAX_HOURS, SESSION_REMEMBER_DAYS). */
export interface SessionLifetimes {
  maxMs: number;
  rememberMs: number;
}

/**
 * express-session store in the application's own database (PGlite or PostgreSQL alike). Besides the
 * idle expiry that every request pushes on, a signed-in session has an absolute end counted from
 * its sign-in (the `signed_in_at` column), checked at every read, so it holds on every server.
 */
export class DbSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly lifetimes: SessionLifetimes = { maxMs: 12 * 60 * 60 * 1000, rememberMs: 30 * ONE_DAY },
  ) {
    super();
  }

  /** The absolute lifetime of a signed-in session: longer when "remember me" was ticked. */
  private lifetime(sess: session.SessionData): number {
    const remembered = sess.signedIn?.rememberMe ?? typeof sess.cookie?.originalMaxAge === 'number';
    return remembered ? this.lifetimes.rememberMs : this.lifetimes.maxMs;
  }

  /** The idle expiry (the cookie's, or a day), never past the absolute end. */
  private expiry(sess: session.SessionData): Date {
    const maxAge = sess.cookie?.maxAge;
    const expires = sess.cookie?.expires;
    const idle = expires ? new Date(expires).getTime() : Date.now() + (typeof maxAge === 'number' ? maxAge : ONE_DAY);
    const signedInAt = sess.userId && sess.signedIn ? Date.parse(sess.signedIn.at) : NaN;
    return new Date(Number.isNaN(signedInAt) ? idle : Math.min(idle, signedInAt + this.lifetime(sess)));
  }

  /** A signed-in session past its absolute end; one without a recorded sign-in counts as ended too. */
  private outlived(sess: session.SessionData, signedInAt: Date | null): boolean {
    if (!sess.userId) return false;
    return !signedInAt || Date.now() - signedInAt.getTime() > this.lifetime(sess);
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.read(sid).then((sess) => cb(null, sess), cb);
  }

  private async read(sid: string): Promise<session.SessionData | null> {
    const [row] = await this.db
      .select({ sess: sessions.sess, expire: sessions.expire, signedInAt: sessions.signedInAt })
      .from(sessions)
      .where(eq(sessions.sid, sid));
    if (!row || row.expire <= new Date()) return null;
    const sess = row.sess as session.SessionData;
    if (!this.outlived(sess, row.signedInAt)) return sess;
    await this.db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
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
