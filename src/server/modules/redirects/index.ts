import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { FastLookup } from '../../lib/fast-path';
import type { PublicCache } from '../../lib/public-cache';
import { notFoundKind } from '../../ssr/render-page';
import { notFoundLog, type NotFoundLog } from './not-found.log';
import { redirectTable, type RedirectTable } from './redirects.table';

/** What each server process keeps of redirects and not-founds: the table it answers from, and the counts it has not written yet. */
export interface RedirectsAtRuntime {
  table: RedirectTable;
  notFound: NotFoundLog;
  /** The fast path's lookup, counting the cached not-found pages it answers (they never reach the renderer). */
  countingCachedNotFounds(lookup: FastLookup): FastLookup;
  /** Writes what is counted (on shutdown). */
  close(): Promise<void>;
}

export function redirectsAtRuntime(db: Db, cache: PublicCache, logger: Logger): RedirectsAtRuntime {
  const table = redirectTable(db, cache, logger);
  const notFound = notFoundLog(db, logger);
  return {
    table,
    notFound,
    countingCachedNotFounds: (lookup) => (req) => {
      const hit = lookup(req);
      if (hit && notFoundKind(hit.reply)) notFound.record(req, req.url ?? '/');
      return hit;
    },
    close: async () => {
      await Promise.all([table.close(), notFound.close()]);
    },
  };
}
