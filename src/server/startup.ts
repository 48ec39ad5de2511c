import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { seedDatabase } from './db/seed';
import { firstAdmin } from './modules/auth/first-admin';

/** Start-up work on the database, before any app serves it: the seed content and the first admin. */
export async function prepareDatabase(database: Database, config: Config, logger: Logger, opts: { seed?: boolean } = {}): Promise<void> {
  // one server at a time: two starting together would both find the tables empty (docs/decisions/0018-cluster.md)
  await database.exclusive(async () => {
    if (opts.seed !== false) await seedDatabase(database.db);
    await firstAdmin(database.db).ensureFirstAdmin(config.adminUsername, config.adminPassword, logger);
  });
}
