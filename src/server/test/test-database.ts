import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

export interface TestDatabase {
  database: Database;
  engine: 'pglite' | 'postgres';
  /** postgres only: the fresh database's URL, to open a second connection (another "server process") */
  url?: string;
  /** closes the connection and, on postgres, drops the database */
  close(): Promise<void>;
}

export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh PGlite takes about 2 s to initialise; one started from a dump of an already migrated
 * database takes a third of that. The dump is kept in the temp folder, keyed by the migrations.
 */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
      const file = path.join(migrationsFolder, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
    hash.update('pg_trgm');
    const cacheFile = path.join(os.tmpdir(), `sg-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (fs.existsSync(cacheFile)) return new Blob([fs.readFileSync(cacheFile)]);
    // with pg_trgm, as the server opens PGlite (db/client.ts), so the migration builds the search indexes
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, cacheFile); // atomic, so parallel workers never read half a file
    return new Blob([bytes]);
  })();
  return template;
}

/** A brand-new empty, migrated database: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { database, engine: 'pglite', close: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    engine: 'postgres',
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
