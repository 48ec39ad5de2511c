// `npm start`: build what is missing, then run the server (the bundle of `npm run build:server`,
// rebuilt every time since it takes a fraction of a second, so it always matches the sources).
// It always runs in production mode (React's production build, no stack traces in answers); a first
// `npm install && npm start` with no settings just works. See README, "Running it".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_FLAGS, serverEnv } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/client', 'dist/server', 'dist/downloads'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const missing = outputs.filter((dir) => !fs.existsSync(path.join(root, dir)));
if (missing.length > 0) {
  console.log(`Building (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
} else {
  const bundle = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (bundle.status !== 0) {
    console.error('Bundling the server failed; the server was not started.');
    process.exit(bundle.status ?? 1);
  }
}

// production always, settings or not (development mode belongs to `npm run dev`); a first start
// without SESSION_SECRET generates one under DATA_DIR and says so in one warning line. The command
// and its memory settings: scripts/server-command.mjs.
const env = serverEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' });
const server = spawn(process.execPath, [...SERVER_FLAGS, SERVER_ENTRY], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
});
