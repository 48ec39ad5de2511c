import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './startup';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(process.env, dev ? { dev: true } : {});
  // one line per request: written asynchronously (buffered while a write is in flight) instead of a
  // blocking write per line; pino flushes what is left when the process exits
  const logger = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
  await prepareDatabase(database, config, logger);
  const { app, close } = await createApp({ config, database, logger });
  const server = app.listen(config.port, config.host, () => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/pglite`;
    logger.info(`Serving on http://localhost:${config.port} with ${where}`);
  });
  const shutdown = () => {
    server.close(() => {
      void close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
