import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { PublicCache } from './public-cache';

/** What every module's router is built from. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  cache: PublicCache;
}
