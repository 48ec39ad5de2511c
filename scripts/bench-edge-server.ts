// The production server as `npm run bench -- --vs-nginx` starts it: src/server/index.ts's start-up
// (migrations, seed, createApp, the app's own listener with the fast path), serving the build in
// BENCH_DIST (default dist/), so a developer's bench never writes into or reads from a shared dist/.
import http from 'node:http';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/log-redaction';
import { prepareDatabase } from '../src/server/startup';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel, pino.destination({ dest: 1, sync: false }));
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
await prepareDatabase(database, config, logger);
const distDir = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : undefined;
const { handler, close } = await createApp({ config, database, logger, distDir });
const server = http.createServer(handler).listen(config.port, config.host, () => logger.info(`bench server on ${config.port}`));

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void close()
    .then(() => database.close())
    .finally(() => {
      logger.flush();
      process.exit(0);
    });
});
