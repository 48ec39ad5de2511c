// `npm start`: build what is missing, then run the server.
// NODE_ENV defaults to production only when SESSION_SECRET is set: production refuses to start
// without one, and a first `npm install && npm start` should just work (the server then runs in
// development mode and keeps a generated secret under DATA_DIR). See README, "Running it".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
}

const env = { ...process.env };
if (!env.NODE_ENV && env.SESSION_SECRET) env.NODE_ENV = 'production';

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
});
