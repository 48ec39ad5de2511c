import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { isUniqueViolation } from './db-errors';
import type { PublicCache } from './public-cache/store';

/** Who makes a change: a signed-in user, or nobody (a visitor's enquiry), and from which address. */
export interface Actor {
  userId: number | null;
  username: string | null;
  ip: string | null;
}

/**
 * The write seam: every change runs inside one transaction with its actor, so that what a later
 * module records about it (a revision, an audit entry) commits or rolls back with the change.
 * Repositories are built on `tx` inside the callback; `config` asks for a stricter isolation (a
 * backup's snapshot reads every table as of one moment).
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db), config);
}

/**
 * A content write through the seam, then the public caches emptied on every server; a unique
 * violation (two writes taking one key at once) becomes the caller's `conflict` (a 409).
 */
export async function writeThenInvalidate<T>(db: Db, cache: Pick<PublicCache, 'invalidate'>, work: (tx: Db) => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    const result = await withTransaction(db, work);
    await cache.invalidate();
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
