/**
 * `npm run test:cluster`: three production servers of the built app on one PostgreSQL database,
 * behind a real nginx rendered from deploy/nginx/site.conf.template (docs/decisions/0018-cluster.md).
 * CLUSTER_BUILD_ROOT points at another checkout's build (its dist/) instead of this one's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/bench-lib';
import { postgresAnswers, root, sleep } from '../faults/harness';

export const buildRoot = path.resolve(process.env.CLUSTER_BUILD_ROOT ?? root);
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
export const SESSION_SECRET = 'cluster-session-secret-0123456789abcdef';
export const ADMIN = { username: 'admin', password: 'cluster-admin-password' };

/** Why the cluster test cannot run here, or null. */
export async function missingPieces(): Promise<string | null> {
  if (!NGINX) return 'nginx is not installed (Debian: apt-get install nginx)';
  if (!fs.existsSync(path.join(buildRoot, 'dist/server-app/index.js')) || !fs.existsSync(path.join(buildRoot, 'dist/client'))) {
    return `no production build in ${buildRoot}/dist (run \`npm run build\` first, or set CLUSTER_BUILD_ROOT)`;
  }
  if (!(await postgresAnswers())) return 'PostgreSQL does not answer on TEST_DATABASE_URL (or 127.0.0.1:5432)';
  return null;
}

export interface App {
  proc: ChildProcess;
  port: number;
  base: string;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts one production server; resolves once it answers, without waiting for readiness. */
export function spawnApp(port: number, env: Record<string, string>): App {
  let output = '';
  const proc = spawn(process.execPath, ['dist/server-app/index.js'], {
    cwd: buildRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT: '10',
      PUBLIC_URL: 'https://cluster.example.com',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(os.tmpdir(), 'cluster-data'), // unused with DATABASE_URL and SESSION_SECRET set
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  return { proc, port, base: `http://127.0.0.1:${port}`, log: () => output, exited };
}

/** Waits for GET /api/ready = 200; throws with the log when the process exits or takes a minute. */
export async function waitReady(app: App, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (app.proc.exitCode !== null) throw new Error(`server :${app.port} exited (${app.proc.exitCode}):\n${app.log()}`);
    if ((await status(`${app.base}/api/ready`)) === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`server :${app.port} not ready:\n${app.log()}`);
    await sleep(100);
  }
}

export function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

export async function stopApp(app: App, signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  if (app.proc.exitCode === null && app.proc.signalCode === null) app.proc.kill(signal);
  const { code } = await app.exited;
  return { code, ms: Date.now() - started };
}

export interface Nginx {
  port: number;
  base: string;
  /** nginx's error log so far: why it answered 502 or tried another server */
  errors(): string;
  stop(): Promise<void>;
}

/** The template with these upstreams, in a main nginx.conf of its own prefix directory. */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8');
  // as envsubst renders it (the comment lines, which show the envsubst command, are left out)
  const values: Record<string, string> = {
    UPSTREAMS: upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n    '),
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: 'cluster.example.com',
    FORWARDED_PROTO: 'https',
  };
  const site = template
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => values[name] ?? `\${${name}}`);
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((d) => `${d}_temp_path ${prefix}/${d};`).join('\n  ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  ${temp}
  include ${prefix}/site.conf;
}
`,
  );
  const check = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const proc = spawn(NGINX!, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; (await status(`${base}/api/health`)) === 0; i++) {
    if (i > 100) throw new Error('nginx did not start');
    await sleep(100);
  }
  return {
    port,
    base,
    errors: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      proc.kill('SIGQUIT');
      await new Promise((r) => proc.once('exit', r));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
