import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { analyticsRepository, type AnalyticsEvent } from './analytics.repository';

/** Events a server holds waiting for a write; past it new ones are dropped (with one warning per flush). */
export const ANALYTICS_BUFFER_MAX = 5_000;
/** Pending events that start a write before the timer does. */
export const ANALYTICS_FLUSH_AT = 500;
const FLUSH_AFTER_MS = 5_000;

export interface AnalyticsLog {
  /** Holds one event: cheap, in memory. */
  record(event: AnalyticsEvent): void;
  /** Writes what is held (after a write under way), in one statement (tests, and on close). */
  flush(): Promise<void>;
  /** Events written since the last call (a report of today rebuilds it when this server wrote any). */
  takeWritten(): number;
  close(): Promise<void>;
}

/**
 * The raw events' write side, per server (docs/decisions/0029-analytics.md), shaped like the tap
 * counts' log: held in a bounded buffer and appended every few seconds with one multi-row insert, so a
 * burst of beacons costs neither unbounded memory nor a write per request. At most the buffer and one
 * batch being written are held; a failed write is logged and its events dropped, never a request's error.
 */
export function analyticsLog(db: Db, logger: Logger, flushAfterMs = FLUSH_AFTER_MS): AnalyticsLog {
  const repo = analyticsRepository(db);
  let pending: AnalyticsEvent[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let written = 0;

  async function write(events: AnalyticsEvent[], droppedMeanwhile: number): Promise<void> {
    if (droppedMeanwhile) logger.warn({ dropped: droppedMeanwhile, held: ANALYTICS_BUFFER_MAX }, 'analytics: the event buffer was full; newer events were dropped');
    try {
      await repo.insertEvents(events);
      written += events.length;
    } catch (err) {
      logger.warn({ err, events: events.length }, 'analytics: a flush failed; its events are dropped');
    }
  }

  const arm = () => {
    timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
  };

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // after the write under way: the write it started next (which took what was held), else one more
    if (writing) return writing.then(() => writing ?? flush());
    if (!pending.length && !dropped) return Promise.resolve();
    const events = pending;
    const droppedMeanwhile = dropped;
    pending = [];
    dropped = 0;
    const done = write(events, droppedMeanwhile).finally(() => {
      writing = undefined;
      if (pending.length >= ANALYTICS_FLUSH_AT) void flush();
      else if (pending.length) arm();
    });
    writing = done;
    return done;
  }

  return {
    record(event) {
      if (pending.length >= ANALYTICS_BUFFER_MAX) dropped++;
      else pending.push(event);
      if (pending.length >= ANALYTICS_FLUSH_AT && !writing) void flush();
      else arm();
    },
    flush,
    takeWritten() {
      const n = written;
      written = 0;
      return n;
    },
    close: flush,
  };
}
