import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * An express-rate-limit store in the application's own database (PGlite or PostgreSQL), so every
 * server on one database shares the counts and a restart resets nothing (docs/decisions/0011-staff-accounts.md).
 * One atomic upsert per hit; the database's clock decides when a window ends, so servers whose
 * clocks differ still agree.
 */
export class DbRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.key(key)), gt(rateLimits.resetAt, sql`now()`)));
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const resetAt = sql`now() + ${this.windowMs} * interval '1 millisecond'`;
    const expired = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.key(key), hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    this.maybePrune();
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  /** skipSuccessfulRequests: a successful sign-in takes its own hit back (never below zero). */
  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, this.key(key)), gt(rateLimits.resetAt, sql`now()`)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.key(key)));
  }

  /** Ended windows are deleted at most every ten minutes per server, in the background of a hit. */
  private maybePrune(): void {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .catch(() => {
        this.lastPrune = 0; // tried again at a later hit
      });
  }
}
