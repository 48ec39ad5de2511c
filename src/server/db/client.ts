import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw statement, as both drivers give them (each parses its dates and numbers). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Subscribe to a NOTIFY channel; returns the unsubscribe function. `onResync` runs after the
   * listening connection was lost and made again (PostgreSQL restarted): notifications sent
   * meanwhile are lost, so whatever they keep current must be refreshed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Runs `fn` while no other server runs its start-up work on this database (PostgreSQL: an
   * advisory lock on a connection of its own; PGlite has one process). docs/decisions/0018-cluster.md
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** For /metrics: pooled connections (PGlite: one, never idle) and whether LISTEN is connected. */
  stats?(): { total: number; idle: number; waiting: number; listening: boolean };
  /** PGlite only: the size of its WebAssembly memory (128 MB at least), which lives in the server process (the memory report) */
  memoryBytes?(): number;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * The embedded database holds a few MB, so a 16 MB buffer pool is plenty; PostgreSQL's default of
 * 128 MB ends up resident in the server process.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export interface OpenOptions {
  /** postgres:// URL; when absent, embedded PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory */
  dataDir?: string;
  /** PGlite only: start from this dumped data directory (tests start from a migrated template) */
  loadDataDir?: Blob;
  /** PostgreSQL only: the LISTEN connection's URL (DATABASE_LISTEN_URL: a direct one when DATABASE_URL is a transaction pooler) */
  listenUrl?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.listenUrl) : await openPglite(opts.dataDir, opts.loadDataDir);
  // servers starting together on a new database (or meeting a new migration) take turns
  await database.exclusive(() => runMigrations(database));
  return database;
}

async function runMigrations(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir && !loadDataDir) await initPgliteDir(dataDir);
  // pg_trgm: the enquiry search's trigram indexes (docs/decisions/0006-enquiry-list-counts.md)
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    exclusive: (fn) => fn(),
    stats: () => ({ total: 1, idle: 0, waiting: 0, listening: !client.closed }),
    // PGlite's Emscripten module: its heap views share the one WebAssembly memory
    memoryBytes: () => (client as unknown as { Module?: { HEAPU8?: Uint8Array } }).Module?.HEAPU8?.byteLength ?? 0,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Creating a PGlite database runs initdb in two extra WebAssembly instances whose memory (600+ MB)
 * the server process would keep for good, so a new data directory is created by a short-lived child
 * process, in a temporary folder renamed into place when complete (a failed first start leaves
 * nothing half made).
 */
async function initPgliteDir(dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return; // existing (or foreign: PGlite reports it)
  const partial = `${dataDir}.init-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const script = `require(process.argv[1]).PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((db) => db.close())`;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(process.execPath, ['-e', script, pgliteEntry, partial, JSON.stringify(PGLITE_START_PARAMS)], { maxBuffer: 16 * 1024 * 1024 });
    fs.rmSync(dataDir, { recursive: true, force: true }); // an empty folder
    fs.renameSync(partial, dataDir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/** How long a request waits for a pooled connection, and for one statement, before it fails (503). */
const PG_CONNECT_TIMEOUT_MS = 3000;
const PG_STATEMENT_TIMEOUT_MS = 15_000;
/** The listening connection retries with a growing pause, up to this. */
const LISTEN_RETRY_MAX_MS = 5000;

/** The advisory lock key of start-up work (migrations, seed): any constant other code does not use. */
const STARTUP_LOCK_KEY = 7_351_846_001;

async function openPostgres(url: string, listenUrl = url): Promise<Database> {
  // a database that is away makes requests fail fast (503), never hang (docs/decisions/0009-faults.md)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    query_timeout: PG_STATEMENT_TIMEOUT_MS + 2000,
  });
  pool.on('error', () => {
    /* an idle client lost its connection (a restart): the pool replaces it; queries report their own failures */
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const resyncs = new Set<() => void>();
  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 250;

  /** The one LISTEN connection: made on first use, made again (with every channel) whenever it is lost. */
  const connectListener = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: listenUrl, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
      const lost = () => {
        if (listener !== client) return;
        listener = undefined;
        if (!closed) scheduleReconnect();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')));
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      } catch (err) {
        client.end().catch(() => {});
        throw err;
      }
      listener = client;
      return client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    setTimeout(() => {
      if (closed || listener) return;
      connectListener().then(
        () => {
          retryMs = 250;
          resyncs.forEach((resync) => resync());
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryMs).unref();
  };

  return {
    db,
    engine: 'postgres',
    async listen(channel, onMessage, onResync) {
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(onMessage);
      if (onResync) resyncs.add(onResync);
      const client = listener ?? (await connectListener());
      if (isNew && client === listener) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`).catch(() => {});
      return async () => {
        handlers.get(channel)?.delete(onMessage);
        if (onResync) resyncs.delete(onResync);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, listening: listener !== undefined }),
    async exclusive(fn) {
      // a session lock on a direct connection of its own, released by unlock or by the connection ending
      const locker = new pg.Client({ connectionString: listenUrl, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
      await locker.connect();
      try {
        await locker.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await locker.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        await locker.end().catch(() => {});
      }
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
