import http, { type Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './lib/log-redaction';
import { reportMemoryOnSignal } from './lib/memory-report';
import { drainable } from './modules/health/drain';
import { prepareDatabase } from './startup';

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
const DRAIN_MS = 10_000;
/** Idle keep-alive connections are left this long for the client (nginx) to close (drain.ts). */
const IDLE_GRACE_MS = 3000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // production unless `npm run dev`: the libraries read NODE_ENV too (React's production build)
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  const config = loadConfig(process.env, dev ? { dev: true } : {});
  // one line per request: written asynchronously (buffered while a write is in flight) instead of a
  // blocking write per line; pino flushes what is left when the process exits
  const logger = createLogger(config.logLevel, pino.destination({ dest: 1, sync: false }));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, listenUrl: config.databaseListenUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
  await prepareDatabase(database, config, logger);
  const { handler, close, health, cache, pageCache } = await createApp({ config, database, logger });
  reportMemoryOnSignal(logger, { database, pageCache: pageCache?.stats, jsonCache: cache.stats });
  // the app's own listener: cached replies (pages and public reads) are answered before Express (lib/fast-path.ts)
  const server: Server = http.createServer(handler).listen(config.port, config.host, () => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/pglite`;
    logger.info(`Serving on http://localhost:${config.port} with ${where} (${config.env})`);
  });

  const drain = drainable(server, { idleGraceMs: IDLE_GRACE_MS, cutOffMs: DRAIN_MS });

  /**
   * SIGTERM/SIGINT: readiness turns 503 at once, no new connections are accepted, in-flight and
   * already-sent requests are answered (with `Connection: close`), then the background work, the
   * cache listener and the database are closed (PGlite writes its files cleanly) and the process
   * exits 0. A request still running after 10 s is cut off. docs/decisions/0018-cluster.md
   */
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const signalledAt = Date.now();
    health.drain();
    logger.info(`${signal}: finishing in-flight requests, then closing the database`);
    void drain
      .drain()
      .then(() => logger.info(`connections closed after ${Date.now() - signalledAt} ms`))
      .then(() => close())
      .then(() => database.close())
      .then(
        () => {
          logger.info(`stopped ${Date.now() - signalledAt} ms after ${signal}`);
          logger.flush();
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          logger.flush();
          process.exit(1);
        },
      );
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
