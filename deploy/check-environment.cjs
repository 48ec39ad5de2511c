#!/usr/bin/env node
// Checks that this machine can run the site: Node version, environment variables, database.
// Usage (from the project folder): node check-environment.cjs   — exit code 1 when a check fails.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const results = { fail: 0, warn: 0 };
const report = (level, text) => {
  if (level !== 'ok') results[level] += 1;
  console.log(`  [${level.padEnd(4)}] ${text}`);
};
const section = (title) => console.log(`\n${title}`);

/** The project folder: the nearest folder up from here holding our package.json. */
function findProject() {
  for (const start of [process.cwd(), path.resolve(__dirname, '..')]) {
    let dir = start;
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        try {
          if (JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.['create-admin']) return dir;
        } catch {
          /* not ours */
        }
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

function checkNode() {
  section('Node.js');
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 20) report('ok', `Node ${process.versions.node} (20 or newer required)`);
  else report('fail', `Node ${process.versions.node} is too old: install Node 20 or newer`);
}

const isInt = (min, max) => (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max;
const oneOf = (...values) => (v) => values.includes(v);
const isUrl = (v) => {
  try {
    return Boolean(new URL(v));
  } catch {
    return false;
  }
};

// name, what it is for, validity test, what a valid value looks like
const VARIABLES = [
  ['NODE_ENV', 'production (default; npm run dev sets development)', oneOf('development', 'production', 'test'), 'production or development'],
  ['PORT', 'HTTP port (default 5000)', isInt(0, 65535), 'a number from 0 to 65535'],
  ['HOST', 'interface to listen on (default 0.0.0.0)', (v) => v.length > 0, 'an address'],
  ['DATABASE_URL', 'external PostgreSQL; unset = embedded database under DATA_DIR', (v) => /^postgres(ql)?:\/\//.test(v), 'postgres://user:password@host:5432/db'],
  ['DATA_DIR', 'embedded database and local files (default ./data)', (v) => v.length > 0, 'a folder'],
  ['SESSION_SECRET', 'signs session cookies; the same on every server', (v) => v.length >= 16, 'at least 16 characters (32+ recommended)'],
  ['ADMIN_USERNAME', 'name of the first admin (default admin)', (v) => v.length > 0, 'a name'],
  ['ADMIN_PASSWORD', 'password of the first admin; unset = random, printed once', (v) => v.length >= 8, 'at least 8 characters'],
  ['TRUST_PROXY', 'behind a reverse proxy: loopback, the proxy subnet or a hop count (not true: any client could choose its address)', (v) => v.length > 0 && v.toLowerCase() !== 'true', 'loopback, 10.0.0.0/24 or 1'],
  ['ALLOW_REGISTRATION', 'self-registration of role-user accounts (default true)', oneOf('true', 'false', '1', '0', 'yes', 'no'), 'true or false'],
  ['LOGIN_RATE_LIMIT', 'failed logins per 15 minutes per IP and user (default 10)', isInt(1, Number.MAX_SAFE_INTEGER), 'a whole number >= 1'],
  ['CONSULTATION_RATE_LIMIT', 'public enquiries per 10 minutes per IP (default 5)', isInt(1, Number.MAX_SAFE_INTEGER), 'a whole number >= 1'],
  ['PUBLIC_URL', 'public address of the site, for links', isUrl, 'https://www.example.com'],
  ['ALLOWED_HOSTS', 'without PUBLIC_URL: host names answered (default localhost,127.0.0.1,[::1])', (v) => v.length > 0, 'www.example.com,example.com'],
  ['COOKIE_SECURE', 'Secure session cookie: auto (by protocol, default), true or false', oneOf('auto', 'true', 'false'), 'auto'],
  ['PAGE_CACHE_MB', 'memory for pages kept for anonymous visitors (default 32; 0 = off)', isInt(0, 4096), 'a whole number from 0 to 4096'],
  ['LOG_LEVEL', 'fatal, error, warn, info (default), debug, trace or silent', oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info'],
];

function checkVariables() {
  const production = (process.env.NODE_ENV || 'production') === 'production';
  section(`Environment variables (${production ? 'production' : 'development'} mode)`);
  for (const [name, what, valid, example] of VARIABLES) {
    const value = process.env[name];
    if (value === undefined || value === '') {
      if (name === 'SESSION_SECRET') report('warn', `${name} unset: one is generated and kept under DATA_DIR; set it (the same on every server) to run several servers (${example})`);
      else if (name === 'PUBLIC_URL' && production) report('warn', `${name} unset: only the hosts in ALLOWED_HOSTS are answered; set it to the site's address (${example})`);
      else report('ok', `${name} unset — ${what}`);
    } else if (!valid(value)) {
      report('fail', `${name} has an invalid value: expected ${example}`);
    } else {
      const shown = /SECRET|PASSWORD/.test(name) ? '(set, hidden)' : name === 'DATABASE_URL' ? value.replace(/:[^:@/]*@/, ':***@') : value;
      report('ok', `${name}=${shown}`);
    }
  }
}

async function checkPostgres(projectDir, url) {
  let pg;
  try {
    pg = createRequire(path.join(projectDir ?? process.cwd(), 'package.json'))('pg');
  } catch {
    report('fail', 'cannot load the "pg" package: run npm install in the project folder first');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT version() AS version');
    report('ok', `PostgreSQL answers: ${String(rows[0].version).split(' on ')[0]}`);
  } catch (err) {
    report('fail', `PostgreSQL does not answer at DATABASE_URL: ${err.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function checkDataDir(projectDir) {
  const dataDir = path.resolve(projectDir ?? process.cwd(), process.env.DATA_DIR || 'data');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
    report('ok', `embedded PostgreSQL: ${path.join(dataDir, 'pglite')} is writable`);
  } catch (err) {
    report('fail', `embedded PostgreSQL: cannot write to ${dataDir}: ${err.message}`);
  }
}

function checkProject(projectDir) {
  section('Project');
  if (!projectDir) {
    report('warn', 'project folder not found: run this from the unpacked project-download.zip folder');
    return;
  }
  report('ok', `project folder ${projectDir}`);
  if (!fs.existsSync(path.join(projectDir, 'node_modules'))) report('warn', 'dependencies not installed yet: npm install');
  if (!fs.existsSync(path.join(projectDir, 'dist', 'client'))) report('warn', 'not built yet: npm start builds it, or npm run build');
}

async function main() {
  console.log('Environment check');
  const projectDir = findProject();
  checkNode();
  checkVariables();
  checkProject(projectDir);
  section('Database');
  if (process.env.DATABASE_URL) await checkPostgres(projectDir, process.env.DATABASE_URL);
  else checkDataDir(projectDir);
  const summary = `${results.fail} failed, ${results.warn} warning(s)`;
  console.log(results.fail ? `\nEnvironment check FAILED: ${summary}` : `\nEnvironment check passed: ${summary}`);
  process.exitCode = results.fail ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
