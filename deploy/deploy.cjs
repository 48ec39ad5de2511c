#!/usr/bin/env node
// Production start: checks the environment, builds, then runs the server with NODE_ENV=production.
// Usage (from the project folder): SESSION_SECRET=... node deploy.cjs [--skip-build]
// Behind a process manager (systemd, pm2, a container) this script is the start command.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const flags = new Set(process.argv.slice(2));

function fail(message) {
  console.error(`\nDeploy stopped: ${message}`);
  process.exit(1);
}

function findProject() {
  for (const dir of [process.cwd(), path.resolve(__dirname, '..')]) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.scripts && pkg.scripts['create-admin']) return dir;
    } catch {
      /* keep looking */
    }
  }
  return fail('run this script from the project folder (unpack project-download.zip and cd into it)');
}

if (Number(process.versions.node.split('.')[0]) < 20) fail(`Node ${process.versions.node} is too old: install Node 20 or newer`);
if (!process.env.SESSION_SECRET || process.env.SESSION_SECRET.length < 16) {
  fail(
    'SESSION_SECRET must be set (16+ characters, 32+ recommended) in production. Generate one with:\n' +
      '  node -e "console.log(require(\'crypto\').randomBytes(32).toString(\'hex\'))"',
  );
}

const projectDir = findProject();
const env = { ...process.env, NODE_ENV: 'production' };

function run(step, command, args) {
  console.log(`\n==> ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: projectDir, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.error) fail(`${step} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${step} failed (exit code ${result.status})`);
}

if (!fs.existsSync(path.join(projectDir, 'node_modules'))) {
  const hasLock = fs.existsSync(path.join(projectDir, 'package-lock.json'));
  run('Install dependencies', 'npm', hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

const checker = [path.join(__dirname, 'check-environment.cjs'), path.join(projectDir, 'deploy', 'check-environment.cjs')].find((f) =>
  fs.existsSync(f),
);
if (checker) run('Check the environment', process.execPath, [checker]);

if (!flags.has('--skip-build')) run('Build', 'npm', ['run', 'build']);

if (!fs.existsSync(path.join(projectDir, 'dist', 'server-app', 'index.js'))) run('Bundle the server', 'npm', ['run', 'build:server']);

// migrations run when the server opens the database; the command and its memory settings are
// scripts/server-command.mjs's (this file is downloaded on its own, so it holds a copy)
console.log('\n==> Start the server (NODE_ENV=production)');
const serverCommand = ['--liftoff-only', '--max-semi-space-size=8', '--max-old-space-size=512', 'dist/server-app/index.js'];
// MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072 unless set, as serverEnv() in scripts/server-command.mjs
// (fewer glibc arenas holding compression buffers; large blocks given back to the system when freed)
const malloc = { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2', MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '131072' };
const server = spawn(process.execPath, serverCommand, { cwd: projectDir, stdio: 'inherit', env: { ...env, ...malloc } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
