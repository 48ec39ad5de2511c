/**
 * Real server processes for the fault tests: the production bundle (dist/server-app/index.js, as
 * `npm start` runs it), on a PGlite directory or a PostgreSQL database, signalled and killed for real.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/bench-lib';
import { SERVER_FLAGS } from '../../scripts/server-command.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { username: 'admin', password: 'faults-admin-password' };
/** The local PostgreSQL of CI (trust auth); the PostgreSQL parts skip when it does not answer. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Server {
  proc: ChildProcess;
  base: string;
  port: number;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The V8 settings `npm start` runs the server with (scripts/server-command.mjs explains each). */
export const START_FLAGS = SERVER_FLAGS;

/**
 * Starts the server and waits for /api/health; `env` adds DATABASE_URL or DATA_DIR and the like;
 * `flags`, V8's (START_FLAGS: as `npm start` runs it).
 */
export async function startServer(env: Record<string, string>, port?: number, flags: string[] = []): Promise<Server> {
  const p = port ?? (await freePort());
  let output = '';
  const proc = spawn(process.execPath, [...flags, 'dist/server-app/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(p),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'faults-session-secret-0123456789abcdef',
      ADMIN_PASSWORD: ADMIN.password,
      CONSULTATION_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const server = { proc, base: `http://127.0.0.1:${p}`, port: p, log: () => output, exited };
  const until = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${output}`);
    if ((await get(server, '/api/health').catch(() => ({ status: 0 }))).status === 200) return server;
    if (Date.now() > until) {
      proc.kill('SIGKILL'); // not left running behind a failed test
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await sleep(200);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on its own connection, with a hard timeout (a hung request is a failure, not a wait). */
export function call(server: Pick<Server, 'base'>, method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<Answer> {
  const started = Date.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.base}${urlPath}`,
      { method, agent: false, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`hung for ${timeoutMs} ms: ${method} ${urlPath}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const get = (server: Pick<Server, 'base'>, urlPath: string, headers?: Record<string, string>) => call(server, 'GET', urlPath, undefined, headers);

/** Signs in as the admin; the cookie is sent by hand on later calls. */
export async function adminCookie(server: Pick<Server, 'base'>): Promise<string> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const payload = JSON.stringify(ADMIN);
    const req = http.request(`${server.base}/api/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, resolve);
    req.on('error', reject);
    req.end(payload);
  });
  res.resume();
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
  return [res.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!;
}

let enquiryNumber = 0;
/** A public enquiry with a unique email; resolves to the id it was acknowledged with (201), else null. */
export async function postEnquiry(server: Pick<Server, 'base'>, tag: string): Promise<number | null> {
  const n = ++enquiryNumber;
  try {
    const res = await call(server, 'POST', '/api/public/consultations', {
      name: `故障测试 ${tag} ${n}`,
      email: `fault-${tag}-${n}@example.com`,
      phone: `+65 8${String(n).padStart(7, '0')}`,
      type: 'immigration',
      message: '故障测试：这条咨询必须在重启后仍然存在。',
      consent: true,
    }, {}, 10_000);
    return res.status === 201 ? (JSON.parse(res.body) as { id: number }).id : null;
  } catch {
    return null; // refused or cut off: never acknowledged
  }
}

/** Is the local PostgreSQL there? (CI starts it; a laptop may not have one.) */
export async function postgresAnswers(): Promise<boolean> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new empty PostgreSQL database for one test; returns its URL. */
export async function scratchDatabase(name: string): Promise<string> {
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL cluster's version directory, when this machine manages it with pg_ctlcluster. */
export function pgCluster(): string | null {
  if (spawnSync('which', ['pg_ctlcluster']).status !== 0 || !fs.existsSync('/etc/postgresql')) return null;
  return fs.readdirSync('/etc/postgresql')[0] ?? null;
}

export function ensureServerBundle(): void {
  if (fs.existsSync(path.join(root, 'dist/server-app/index.js'))) return;
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}
