// `npm start`: build what is missing, then run the server (the bundle of `npm run build:server`,
// rebuilt every time since it takes a fraction of a second, so it always matches the sources).
// It always runs in production mode (React's production build, no stack traces in answers); a first
// `npm install && npm start` with no settings just works. See README, "Running it".
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
} else {
  const bundle = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (bundle.status !== 0) {
    console.error('Bundling the server failed; the server was not started.');
    process.exit(bundle.status ?? 1);
  }
}

// production always, settings or not (development mode belongs to `npm run dev`); a first start
// without SESSION_SECRET generates one under DATA_DIR and says so in one warning line
// MALLOC_ARENA_MAX=2: glibc keeps up to 8 malloc arenas per CPU, one per thread that allocates; the
// compression threads' buffers (brotli, gzip of large answers) then stay resident in each. Two arenas
// kept the peak under a burst of large answers 125 MB lower here (docs/scaling.md, "Memory").
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' };

/**
 * Plain node on the bundle (tsx compiling on the fly costs ~150 MB), with V8 settings that keep
 * the process small (RSS < 200 MB: README, "Speed"). scripts/bench.ts and deploy/deploy.cjs use the
 * same command.
 * --liftoff-only: PGlite's 9 MB WebAssembly build stays on V8's baseline compiler; the optimising
 *   tier costs ~50 MB and made no measurable difference to query times here.
 * --max-semi-space-size=8: a young generation half the default size (~25 MB less under load).
 * --max-old-space-size=512: a heap limit under 1 GB also makes V8 grow the old generation to about
 *   1.4 times its live size (~30 MB here) before collecting, instead of 4 times.
 */
const serverCommand = ['--liftoff-only', '--max-semi-space-size=8', '--max-old-space-size=512', 'dist/server-app/index.js'];
const server = spawn(process.execPath, serverCommand, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
});
