import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

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
