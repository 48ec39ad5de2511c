import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { REDIRECT_PATH_MAX } from '../../../shared/schemas/redirects';
import type { Db } from '../../db/client';
import { BoundedMap } from '../../lib/bounded-map';
import { notFoundRepository, type NotFoundHits } from './not-found.repository';
import { decodedPath } from './redirects.paths';
import { singaporeMonthStart } from './not-found.service';

/** Distinct paths a server holds between flushes; past it the least recently seen are forgotten (a flood stays bounded). */
export const NOT_FOUND_BUFFER_MAX = 1000;
const FLUSH_AFTER_MS = 5_000;

export interface NotFoundLog {
  /** Counts a visit answered 404 (or the sections' not-found fallback): cheap, in memory. */
  record(req: IncomingMessage, path: string, now?: Date): void;
  /** Writes what is counted, in one statement (tests, and on close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

type Pending = Omit<NotFoundHits, 'path' | 'monthStart' | 'firstSeenAt' | 'lastSeenAt'> & { firstSeenAt: Date; lastSeenAt: Date };

const cut = (text: string) => text.slice(0, REDIRECT_PATH_MAX);

/** The path as staff would type it as a redirect's `from`: decoded when that stays one (no ?, #, space or \), cut short. */
export function loggedPath(path: string): string {
  const bare = path.split('?', 1)[0]!;
  const decoded = decodedPath(bare);
  return cut(/[?#\s\\]/.test(decoded) ? bare : decoded);
}

/** No user agent at all is a script's. */
const looksLikeBot = (userAgent: string | undefined) => !userAgent?.trim() || isbot(userAgent);

/**
 * The not-found log's write side, per server (docs/decisions/0027-found-and-shared.md): hits are
 * counted in a bounded map and written every few seconds with one upsert, so a flood of junk
 * addresses costs neither memory nor a write per request.
 */
export function notFoundLog(db: Db, logger: Logger, flushAfterMs = FLUSH_AFTER_MS): NotFoundLog {
  // past the bound, the least recently seen path is forgotten
  const pending = new BoundedMap<string, Pending>({ maxEntries: NOT_FOUND_BUFFER_MAX });
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let inFlight = 0;

  async function write(rows: NotFoundHits[]): Promise<void> {
    try {
      await notFoundRepository(db).add(rows);
    } catch (err) {
      logger.warn({ err }, 'not-found log: a flush failed; its counts are dropped');
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const rows: NotFoundHits[] = [];
    for (const [path, p] of pending) {
      rows.push({ ...p, path, firstSeenAt: p.firstSeenAt.toISOString(), lastSeenAt: p.lastSeenAt.toISOString(), monthStart: singaporeMonthStart(p.lastSeenAt).toISOString() });
    }
    pending.clear();
    inFlight++;
    flushing = flushing.then(() => write(rows)).finally(() => inFlight--);
    return flushing;
  }

  return {
    record(req, path, now = new Date()) {
      const key = loggedPath(path);
      const referer = req.headers.referer;
      const bot = looksLikeBot(req.headers['user-agent']);
      const seen = pending.peek(key);
      pending.set(key, {
        hits: (seen?.hits ?? 0) + 1,
        firstSeenAt: seen?.firstSeenAt ?? now,
        lastSeenAt: now,
        referrer: referer ? cut(referer) : (seen?.referrer ?? null),
        bot: (seen?.bot ?? true) && bot,
      });
      // full: written now, unless a write is still going (the map then forgets its least recently seen paths)
      if (pending.size >= NOT_FOUND_BUFFER_MAX && !inFlight) void flush();
      timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    flush,
    async close() {
      await flush();
    },
  };
}
