import type { Logger } from 'pino';
import type { CtaClick } from '../../../shared/schemas/cta-clicks';
import type { Db } from '../../db/client';
import { BoundedMap } from '../../lib/bounded-map';
import { ctaClicksRepository, OTHER_PATH, type CtaClickCount } from './cta-clicks.repository';
import { singaporeDay } from './cta-clicks.service';

/** Distinct (day, kind, page) counts a server holds between flushes; further pages count under OTHER_PATH meanwhile. */
export const CTA_CLICK_BUFFER_MAX = 1000;
/** Days of counts kept: older rows are deleted by the next flush. */
export const CTA_CLICK_RETENTION_DAYS = 400;
const FLUSH_AFTER_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_INT = 2_147_483_647;

export interface CtaClickLog {
  /** Counts one tap: cheap, in memory. */
  record(click: CtaClick, now?: Date): void;
  /** Writes what is counted, in one statement, and drops the days past the retention (tests, and on close). */
  flush(now?: Date): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (day: string, kind: string, path: string) => `${day} ${kind} ${path}`;

/**
 * The tap counts' write side, per server (docs/decisions/0028-booking-and-chat.md), shaped like the
 * not-found log: counted in a bounded map and written every few seconds with one upsert, so a burst
 * of taps costs neither memory nor a write per request.
 */
export function ctaClickLog(db: Db, logger: Logger, flushAfterMs = FLUSH_AFTER_MS): CtaClickLog {
  // the OTHER_PATH rows (a kind each, for a day or two) fit above the bound; past it the least recently tapped are forgotten
  const pending = new BoundedMap<string, CtaClickCount>({ maxEntries: CTA_CLICK_BUFFER_MAX + 16 });
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let inFlight = 0;

  async function write(rows: CtaClickCount[], keepFrom: string): Promise<void> {
    try {
      await ctaClicksRepository(db).add(rows, keepFrom);
    } catch (err) {
      logger.warn({ err }, 'cta clicks: a flush failed; its counts are dropped');
    }
  }

  function flush(now = new Date()): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...pending].map(([, count]) => count);
    pending.clear();
    if (!rows.length) return flushing;
    const keepFrom = singaporeDay(new Date(now.getTime() - CTA_CLICK_RETENTION_DAYS * DAY_MS));
    inFlight++;
    flushing = flushing.then(() => write(rows, keepFrom)).finally(() => inFlight--);
    return flushing;
  }

  return {
    record({ kind, path }, now = new Date()) {
      const day = singaporeDay(now);
      // full while a write is still going: a new page waits under OTHER_PATH rather than pushing another out
      const full = pending.size >= CTA_CLICK_BUFFER_MAX && !pending.has(keyOf(day, kind, path));
      const page = full ? OTHER_PATH : path;
      const key = keyOf(day, kind, page);
      const seen = pending.peek(key);
      pending.set(key, { day, kind, path: page, clicks: Math.min((seen?.clicks ?? 0) + 1, MAX_INT) });
      if (pending.size >= CTA_CLICK_BUFFER_MAX && !inFlight) void flush();
      timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    flush,
    async close() {
      await flush();
    },
  };
}
