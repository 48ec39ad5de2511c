import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
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
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir, opts.loadDataDir);
  await runMigrations(database);
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
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
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

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    /* idle client errors are reported through failing queries */
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    engine: 'postgres',
    async listen(channel, onMessage) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on('error', () => {});
        await listener.connect();
        listener.on('notification', (msg) => {
          handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? ''));
        });
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      handlers.get(channel)!.add(onMessage);
      return async () => {
        handlers.get(channel)?.delete(onMessage);
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
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
