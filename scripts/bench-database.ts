// The database `npm run bench` measures: a fresh PGlite data directory, or the PostgreSQL database
// of DATABASE_URL (empty, or emptied with --reset-db); migrated, seeded and given its first admin by
// the bench process through the server's own start-up code, before the server starts on it.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/startup';

export type Engine = 'pglite' | 'postgres';

/** A refusal to go on that its message explains (printed without a stack). */
export class BenchUsageError extends Error {}

export interface BenchDatabase {
  engine: Engine;
  /** what the output says about where the data lives */
  label: string;
  /** the server's environment for this database */
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  /** empties the PostgreSQL database again (the bench owned it); nothing for PGlite (its folder goes) */
  cleanup(): Promise<void>;
}

/** One statement, its rows (both drivers answer `{ rows }`). */
export async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

const dropSchemas = 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Refuses a database holding anything unless `reset`, which drops the schemas public and drizzle. */
async function emptyPostgres(url: string, reset: boolean): Promise<string> {
  const where = (() => {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  })();
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm')",
    );
    return Number(rows[0]!.n);
  });
  if (tables === 0) return `PostgreSQL ${where} (DATABASE_URL; was empty, emptied again at the end)`;
  if (!reset) {
    throw new BenchUsageError(
      `DATABASE_URL (${where}) holds ${tables} tables. The bench needs an empty scratch database: create one ` +
        '(createdb -h 127.0.0.1 -U postgres bench_scale), or pass --reset-db to DROP the schemas public and drizzle of this one.',
    );
  }
  await withClient(url, (client) => client.query(dropSchemas));
  return `PostgreSQL ${where} (DATABASE_URL; --reset-db: its schemas public and drizzle were DROPPED and made again, and are emptied at the end)`;
}

export async function benchDatabase(engine: Engine, opts: { dataDir: string; databaseUrl?: string; resetDb: boolean }): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    return {
      engine,
      label: `PGlite in ${opts.dataDir}/pglite (fresh)`,
      serverEnv: { DATA_DIR: opts.dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: path.join(opts.dataDir, 'pglite') }),
      cleanup: async () => {},
    };
  }
  const url = opts.databaseUrl;
  if (!url) throw new BenchUsageError('the PostgreSQL runs need DATABASE_URL (an empty scratch database)');
  const label = await emptyPostgres(url, opts.resetDb);
  return {
    engine,
    label,
    serverEnv: { DATA_DIR: opts.dataDir, DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url }),
    cleanup: () => withClient(url, (client) => client.query(dropSchemas)).then(() => undefined),
  };
}

/** Migrations, the seed (35 articles) and the first admin, as the server does at start. */
export async function prepareBenchDatabase(target: BenchDatabase, adminPassword: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'bench-only-not-used-for-sessions', ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn' });
  const database = await target.open();
  try {
    await prepareDatabase(database, config, pino({ level: 'warn' }));
  } finally {
    await database.close();
  }
}
