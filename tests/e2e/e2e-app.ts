/**
 * The real production app as the browser tests run it: a fresh embedded database in a temporary
 * folder, the built client from dist/ (or E2E_DIST), and an admin with a known password.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/startup';
import { adminCredentials, sessionSecret } from './credentials';

const root = path.resolve(import.meta.dirname, '../..');

export interface E2eApp {
  /** http://localhost:<port>: Chromium keeps Secure cookies over plain http only for "localhost" */
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the app on a free port with `env` over the browser tests' settings; `stop` removes its data. */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  // E2E_DIST: a build made elsewhere (e.g. `vite build --outDir /tmp/b/client`), instead of dist/
  const dist = path.resolve(root, process.env.E2E_DIST ?? 'dist');
  for (const built of ['client', 'server', 'downloads']) {
    if (!fs.existsSync(path.join(dist, built))) {
      throw new Error(`${path.join(dist, built)} is missing: the browser tests run against the production build. Run \`npm run build\` first.`);
    }
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: sessionSecret,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: adminCredentials.username,
    ADMIN_PASSWORD: adminCredentials.password,
    LOGIN_RATE_LIMIT: '1000',
    CONSULTATION_RATE_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '1000',
    PORT: '0',
    // production cookies are Secure: the pages say they came through a TLS proxy (see fixtures.ts)
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...env,
  });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase(database, config, pino({ level: 'silent' }));
  const { app, close } = await createApp({ config, database, distDir: dist });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s)).on('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://localhost:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
