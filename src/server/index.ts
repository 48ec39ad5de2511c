import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './lib/log-redaction';
import { prepareDatabase } from './startup';

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // production unless `npm run dev`: the libraries read NODE_ENV too (React's production build)
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  const config = loadConfig(process.env, dev ? { dev: true } : {});
  // one line per request: written asynchronously (buffered while a write is in flight) instead of a
  // blocking write per line; pino flushes what is left when the process exits
  const logger = createLogger(config.logLevel, pino.destination({ dest: 1, sync: false }));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
  await prepareDatabase(database, config, logger);
  const { app, close } = await createApp({ config, database, logger });
  const server: Server = app.listen(config.port, config.host, () => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/pglite`;
    logger.info(`Serving on http://localhost:${config.port} with ${where} (${config.env})`);
  });

  /**
   * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (keep-alive
   * connections are closed as they go idle), close the cache listener and the database (PGlite
   * writes its files cleanly), then exit 0. A request still running after 10 s is cut off.
   */
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then closing the database`);
    // answers sent from now on close their connection, so keep-alive clients reconnect elsewhere
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    const cutOff = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.close(() => {
      clearTimeout(cutOff);
      void close()
        .then(() => database.close())
        .then(
          () => {
            logger.info('stopped');
            logger.flush();
            process.exit(0);
          },
          (err: unknown) => {
            logger.error({ err }, 'closing the database failed');
            logger.flush();
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
