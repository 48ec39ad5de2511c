import { createApp, type App } from '../app';
import { openDatabase } from '../db/client';
import type { TestApp } from './test-app';

/**
 * Another "server process" on the same database: on PGlite the same Database object (one
 * in-memory instance), on PostgreSQL a second connection pool and LISTEN connection to it.
 */
export async function openSecondApp(t: TestApp): Promise<App> {
  const shared = t.testDatabase.url ? await openDatabase({ databaseUrl: t.testDatabase.url }) : t.database;
  const second = await createApp({ config: t.config, database: shared });
  return {
    ...second,
    async close() {
      await second.close();
      if (shared !== t.database) await shared.close();
    },
  };
}
