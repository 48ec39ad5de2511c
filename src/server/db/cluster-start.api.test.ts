/**
 * Several servers on one database (docs/decisions/0018-cluster.md): start-up work takes turns,
 * the seed's singletons exist once, and the LISTEN connection can have its own URL.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../startup';
import { openTestDatabase, testEngine, type TestDatabase } from '../test/test-database';
import { testConfig } from '../test/test-app';
import { openDatabase, type Database } from './client';

const silentLogger = pino({ level: 'silent' });
const opened: (TestDatabase | Database)[] = [];
afterEach(async () => {
  for (const d of opened.splice(0).reverse()) await d.close();
});

async function fresh(): Promise<TestDatabase> {
  const t = await openTestDatabase();
  opened.push(t);
  return t;
}

/** Another "server process" on the same database (PGlite: the same instance). */
async function another(t: TestDatabase, listenUrl?: string): Promise<Database> {
  if (!t.url) return t.database;
  const database = await openDatabase({ databaseUrl: t.url, listenUrl });
  opened.push(database);
  return database;
}

const countOf = async (database: Database, table: 'contact_info' | 'users' | 'categories') => {
  const result = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

describe('servers starting together', () => {
  it('when three servers prepare a new database at the same moment, then there is one contact row, one admin and the seed once', async () => {
    const t = await fresh();
    const servers = [t.database, await another(t), await another(t)];
    const config = testConfig({ adminPassword: 'cluster-admin-password' });

    await Promise.all(servers.map((database) => prepareDatabase(database, config, silentLogger)));

    expect(await countOf(t.database, 'contact_info')).toBe(1);
    expect(await countOf(t.database, 'users')).toBe(1);
    expect(await countOf(t.database, 'categories')).toBe(5);
  });

  it('when something inserts a second contact row, then the database refuses it', async () => {
    const t = await fresh();
    await prepareDatabase(t.database, testConfig(), silentLogger);

    const second = t.database.db.execute(sql`INSERT INTO contact_info (phone) VALUES ('+65 6000 0000')`);

    await expect(second).rejects.toThrow();
    expect(await countOf(t.database, 'contact_info')).toBe(1);
  });
});

describe.runIf(testEngine() === 'postgres')('DATABASE_LISTEN_URL', () => {
  it('when a listen URL is given, then LISTEN runs on a connection made with it and notifications arrive', async () => {
    const t = await fresh();
    const listenUrl = new URL(t.url!);
    listenUrl.searchParams.set('application_name', 'listen-url-check');
    const database = await another(t, listenUrl.toString());

    let heard: (payload: string) => void = () => {};
    const received = new Promise<string>((resolve) => (heard = resolve));
    await database.listen('listen_url_check', (payload) => heard(payload));
    await database.notify('listen_url_check', 'hello');
    const listeners = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'listen-url-check' AND datname = current_database() AND query ILIKE 'LISTEN%'`,
    )) as unknown as { rows: { n: number }[] };

    expect(await received).toBe('hello');
    expect(listeners.rows[0]!.n).toBe(1);
  });

  it('when the listen URL does not answer, then the server does not start (it would never hear a write elsewhere)', async () => {
    const t = await fresh();
    const dead = new URL(t.url!);
    dead.port = '1';

    await expect(openDatabase({ databaseUrl: t.url!, listenUrl: dead.toString() })).rejects.toThrow();
  });
});
