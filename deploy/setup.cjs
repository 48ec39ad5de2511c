#!/usr/bin/env node
// First-time set-up: installs the dependencies, checks the environment, builds, then creates the
// first admin (opening the database runs the migrations). Needs only Node 20+ and npm.
// Usage (from the project folder): node setup.cjs [admin-username] [--skip-install]
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const adminName = args.find((a) => !a.startsWith('--')) || process.env.ADMIN_USERNAME || 'admin';

function fail(message) {
  console.error(`\nSetup stopped: ${message}`);
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

function run(step, command, commandArgs, env = process.env) {
  console.log(`\n==> ${step}: ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: projectDir, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.error) fail(`${step} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${step} failed (exit code ${result.status})`);
}

if (Number(process.versions.node.split('.')[0]) < 20) fail(`Node ${process.versions.node} is too old: install Node 20 or newer`);
const projectDir = findProject();
console.log(`Setting up ${projectDir}`);

if (!flags.has('--skip-install')) {
  const hasLock = fs.existsSync(path.join(projectDir, 'package-lock.json'));
  run('Install dependencies', 'npm', hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

const checker = [path.join(__dirname, 'check-environment.cjs'), path.join(projectDir, 'deploy', 'check-environment.cjs')].find((f) =>
  fs.existsSync(f),
);
if (checker) run('Check the environment', process.execPath, [checker]);

run('Build', 'npm', ['run', 'build']);

if (process.env.ADMIN_PASSWORD || process.stdin.isTTY) {
  // create-admin opens the database, which applies the migrations first
  run('Create the first admin', 'npm', ['run', 'create-admin', '--', adminName]);
} else {
  console.log('\n==> First admin: no ADMIN_PASSWORD and no terminal to ask in; the server creates');
  console.log(`    "${process.env.ADMIN_USERNAME || 'admin'}" at its first start and prints a random password once.`);
}

const deployScript = path.relative(process.cwd(), path.join(__dirname, 'deploy.cjs')) || 'deploy.cjs';
console.log(`\nSetup complete. Start the site with: npm start   (production: SESSION_SECRET=... node ${deployScript})`);
console.log(`Then sign in at http://localhost:${process.env.PORT || 5000}/auth as "${adminName}".`);
