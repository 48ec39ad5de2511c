import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { OutageError } from './errors';

const PRUNE_EVERY_MS = 10 * 60 * 1000;
const LONGEST_PLAIN_KEY = 100;

/**
 * A key as stored: short ones as they are (readable when looking at the table), longer ones as
 * their sha256, so no client-supplied value can outgrow the primary key's index (a 1 MB key once
 * made PostgreSQL refuse the row: "index row size exceeds maximum").
 */
export const storedKey = (key: string): string => (key.length <= LONGEST_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/** A limit that cannot be counted is answered 503, never let through and never a 500 (logged once a minute). */
export const limitStoreUnavailable = (cause: unknown) =>
  new OutageError('RATE_LIMIT_UNAVAILABLE', 'the limit store (rate_limits) is unavailable: limited requests are refused for now', cause);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw limitStoreUnavailable(err);
  }
}

const lastPrune = new WeakMap<Db, number>();

/** Ended windows are deleted at most every ten minutes per server and database, in the background of a hit. */
function maybePrune(db: Db): void {
  if (Date.now() - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, Date.now());
  db.delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .catch(() => lastPrune.delete(db)); // tried again at a later hit
}

/**
 * Counts one hit on each key in one atomic statement and answers each key's hits in the window,
 * in the order given. The database's clock decides when a window ends, so servers whose clocks
 * differ still agree; keys are locked in one sorted order, so concurrent hits never deadlock.
 */
export async function countHits(db: Db, keys: string[], windowMs: number): Promise<ClientRateLimitInfo[]> {
  const stored = keys.map(storedKey);
  const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await guarded(() =>
    db
      .insert(rateLimits)
      .values([...new Set(stored)].sort().map((key) => ({ key, hits: 1, resetAt })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt }),
  );
  maybePrune(db);
  const byKey = new Map(rows.map((r) => [r.key, { totalHits: r.hits, resetTime: r.resetAt }]));
  return stored.map((key) => byKey.get(key)!);
}

/** A check that passed takes its hits back (never below zero; a window that ended is left alone). */
export async function takeBack(db: Db, keys: string[]): Promise<void> {
  await guarded(() =>
    db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(inArray(rateLimits.key, [...new Set(keys.map(storedKey))]), gt(rateLimits.resetAt, sql`now()`))),
  );
}

/**
 * An express-rate-limit store in the application's own database (PGlite or PostgreSQL), so every
 * server on one database shares the counts and a restart resets nothing (docs/decisions/0011-staff-accounts.md).
 */
export class DbRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return storedKey(`${this.prefix}:${key}`);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await guarded(() =>
      this.db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, this.key(key)), gt(rateLimits.resetAt, sql`now()`))),
    );
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [info] = await countHits(this.db, [this.key(key)], this.windowMs);
    return info!;
  }

  async decrement(key: string): Promise<void> {
    await takeBack(this.db, [this.key(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await guarded(() => this.db.delete(rateLimits).where(eq(rateLimits.key, this.key(key))));
  }
}
