import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/** What the scrape reads at scrape time (cheap: counters kept elsewhere, one indexed query). */
export interface MetricSources {
  database: Database;
  /** the page cache's running counts; absent in development */
  pageCache?: () => { hits: number; misses: number; pages: number; bytes: number };
}

export interface Metrics {
  registry: Registry;
  /** One answered request: `route` is a pattern ('/api/public/articles/:id', 'page-cache'), never a raw URL. */
  observe(route: string, method: string, status: number, seconds: number): void;
}

/** Series of the request histogram at most: what a request can add has a bound (docs/decisions/0020-edge-hardening.md). */
export const MAX_SERIES = 400;
const OTHER_ROUTES = '(other)';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** from a cached answer (about 0.1 ms) to a slow back-office export */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Mail waiting to be sent: how many, and how long the oldest has waited (the index on queued rows answers it). */
async function outboxBacklog(database: Database): Promise<{ depth: number; oldestSeconds: number }> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS depth, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest FROM mail_outbox WHERE status = 'queued'`,
  )) as unknown as { rows: { depth: number; oldest: number }[] };
  const row = result.rows[0];
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
}

/**
 * The process's metrics in a registry of its own (tests build several apps in one process). Only
 * made when /metrics is switched on (METRICS_ALLOW or METRICS_TOKEN), so a site that does not
 * scrape pays nothing per request. See docs/decisions/0019-edge-cache.md.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry }); // event-loop lag, heap, RSS, handles, GC

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (page-cache and public-cache: answered ahead of the middleware stack); its _count is the request rate',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  // the fast path observes a handful of label sets millions of times: bind each once
  const bound = new Map<string, ReturnType<typeof duration.labels>>();

  const cacheCounts = () => sources.pageCache?.() ?? { hits: 0, misses: 0, pages: 0, bytes: 0 };
  new Counter({
    name: 'page_cache_hits_total',
    help: 'Anonymous page requests answered from the page cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cacheCounts().hits);
    },
  });
  new Counter({
    name: 'page_cache_misses_total',
    help: 'Anonymous page requests that had to be rendered',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cacheCounts().misses);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes kept by the page cache (all encodings)',
    registers: [registry],
    collect() {
      this.set(cacheCounts().bytes);
    },
  });

  // one query serves both outbox gauges: the first collect starts it, the second awaits the same answer
  let backlog: Promise<{ depth: number; oldestSeconds: number }> | undefined;
  const readBacklog = () => (backlog ??= outboxBacklog(sources.database).finally(() => setTimeout(() => (backlog = undefined), 0)));
  new Gauge({
    name: 'outbox_depth',
    help: 'Mail messages queued in the outbox',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).depth);
    },
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest queued mail message (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).oldestSeconds);
    },
  });

  const db = () => sources.database.stats?.() ?? { total: 1, idle: 0, waiting: 0, listening: true };
  new Gauge({
    name: 'db_pool_in_use',
    help: 'Database connections running a query (embedded PGlite: 1)',
    registers: [registry],
    collect() {
      const s = db();
      this.set(s.total - s.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(db().waiting);
    },
  });
  new Gauge({
    name: 'db_listen_connected',
    help: 'Whether the LISTEN connection for cache invalidation is up (1) or being made again (0)',
    registers: [registry],
    collect() {
      this.set(db().listening ? 1 : 0);
    },
  });

  return {
    registry,
    observe(route, method, status, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER';
      const statusClass = `${Math.floor(status / 100)}xx`;
      let key = `${route} ${m} ${statusClass}`;
      let child = bound.get(key);
      if (!child) {
        // route labels are patterns, but Express keeps a mount path's spelling (/API, /Api): past the bound, one series for the rest
        const label = bound.size < MAX_SERIES ? route : OTHER_ROUTES;
        key = `${label} ${m} ${statusClass}`;
        child = bound.get(key);
        if (!child) bound.set(key, (child = duration.labels(label, m, statusClass)));
      }
      child.observe(seconds);
    },
  };
}
