import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import { redirectTo } from '../../lib/safe-location';
import { decodedPath, isLocal } from './redirects.paths';
import { redirectsRepository, type RedirectRoute } from './redirects.repository';

const FLUSH_AFTER_MS = 5_000;
/** After a failed load the table is asked again this much later at the soonest (an outage is not asked per request). */
const RETRY_AFTER_MS = 5_000;

export interface RedirectTable {
  /** GET and HEAD of an address that is a redirect's `from`: answered here, before any page is rendered. */
  middleware: RequestHandler;
  /** Every redirect's `from`, as the table holds them now (the sitemap leaves them out). */
  fromPaths(): Promise<ReadonlySet<string>>;
  /** Writes the hits counted here (tests, and on close). */
  flushHits(): Promise<void>;
  close(): Promise<void>;
}

/** The request's path as a `from`: no trailing slash, and decoded when it was escaped (`/%E6%96%B0` is `/新`). */
function candidates(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const decoded = decodedPath(bare);
  return decoded === bare ? [bare] : [bare, decoded];
}

/** The request's query string goes along when the target has none. */
function withRequestQuery(to: string, originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  return at === -1 || to.includes('?') ? to : to + originalUrl.slice(at);
}

/**
 * Each server's copy of the redirects table (docs/decisions/0027-found-and-shared.md), read into a
 * Map (at most REDIRECTS_MAX rows) and read again whenever the public cache is emptied, which every
 * write does here and, through NOTIFY, on every other server. A request that arrives while the
 * copy is being read waits for it, so a redirect just added never loses to a page rendered from
 * the old copy. Hits are counted in memory and added every few seconds in one statement.
 */
export function redirectTable(db: Db, cache: PublicCache, logger: Logger): RedirectTable {
  let routes = new Map<string, RedirectRoute>();
  let stale = true;
  let loading: Promise<void> | undefined;
  let retryAt = 0;
  const hits = new Map<number, { n: number; at: Date }>();
  let timer: NodeJS.Timeout | undefined;

  async function load(): Promise<void> {
    while (stale) {
      stale = false;
      const rows = await redirectsRepository(db).routes();
      routes = new Map(rows.map((r) => [r.fromPath, r]));
    }
  }

  function reload(): void {
    stale = true;
    loading ??= load()
      .catch((err: unknown) => {
        stale = true;
        retryAt = Date.now() + RETRY_AFTER_MS;
        logger.warn({ err }, 'redirects: the table could not be read; the last copy answers meanwhile');
      })
      .finally(() => {
        loading = undefined;
      });
  }
  cache.onClear(reload);

  async function current(): Promise<Map<string, RedirectRoute>> {
    if (stale && !loading && Date.now() >= retryAt) reload();
    if (loading) await loading;
    return routes;
  }

  function flushHits(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const counted = [...hits].map(([id, { n, at }]) => ({ id, n, at: at.toISOString() }));
    hits.clear();
    return redirectsRepository(db)
      .addHits(counted)
      .catch((err: unknown) => logger.warn({ err }, 'redirects: hits could not be written; they are dropped'));
  }

  function count(id: number): void {
    const seen = hits.get(id);
    hits.set(id, { n: (seen?.n ?? 0) + 1, at: new Date() });
    timer ??= setTimeout(() => void flushHits(), FLUSH_AFTER_MS).unref();
  }

  return {
    middleware: async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const table = await current();
      if (!table.size) return next();
      const route = candidates(req.path).map((path) => table.get(path)).find(Boolean);
      if (!route) return next();
      count(route.id);
      const target = withRequestQuery(route.toPath, req.originalUrl);
      // browsers keep a 301 for an hour, shared caches a minute (as pages: docs/decisions/0019-edge-cache.md), so an edit is soon seen
      res.set('Cache-Control', route.status === 301 ? 'public, max-age=3600, s-maxage=60' : 'no-cache');
      // a full URL was checked when it was saved (http or https); Express percent-encodes what a header cannot hold
      if (isLocal(target)) redirectTo(res, route.status, target);
      else res.redirect(route.status, target);
    },
    async fromPaths() {
      return new Set((await current()).keys());
    },
    flushHits,
    async close() {
      await flushHits();
    },
  };
}
