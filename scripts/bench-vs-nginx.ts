// `npm run bench -- --vs-nginx` (docs/decisions/0019-edge-cache.md): the
// app's own cache hit (its fast path) against nginx's cache hit (`proxy_cache`, in front of the same
// app) and a bare Express app replaying the same bytes, in one run, with the same connections and a
// phone's Accept-Encoding, on the home page, a service article and a news article, zh and en.
//
//   npm run bench -- --vs-nginx             builds dist/ when missing; PGlite in a temporary folder
//   BENCH_DIST=/tmp/my-build npm run bench -- --vs-nginx
//                                           serve a build made elsewhere (vite build --outDir …/client, …/server)
//   BENCH_DURATION=3                        seconds per load run (default 10), after a 2 s warm-up each
//   BENCH_NGINX_WORKERS=2                   nginx worker processes (default 1: one core, like the app)
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabase, prepareBenchDatabase } from './bench-database';
import { freePort, measure, rawGet, root, startNode, stopChild, waitFor, type Measure } from './bench-lib';
import { publicPaths, startBare } from './bench-public';
import { ms, printTable, type Row } from './bench-table';
import { SERVER_FLAGS } from './server-command.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
/** what a phone's browser sends */
const PHONE_ENCODING = 'gzip, deflate, br';
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);
/** the app's flags in production (scripts/server-command.mjs), with tsx to run the sources against BENCH_DIST */
const APP_COMMAND = [...SERVER_FLAGS, '--import', 'tsx', 'scripts/bench-edge-server.ts'];

const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

function ensureBuilt(dist: string): void {
  if (['client/index.html', 'server/entry-server.js'].every((f) => fs.existsSync(path.join(dist, f)))) return;
  if (process.env.BENCH_DIST) throw new Error(`${dist} holds no build: vite build --outDir ${dist}/client && vite build --ssr src/client/entry-server.tsx --outDir ${dist}/server`);
  console.log('dist is missing: npm run build ...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
}

/** nginx with its own prefix, ports and cache, keyed like the app's page cache; signed-in requests bypass it. */
function nginxConfig(dir: string, listen: number, upstream: number): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${WORKERS};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # one line per request, as the app writes one (buffered, as a production nginx would)
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=100m inactive=10m use_temp_path=off;
  upstream app { server 127.0.0.1:${upstream}; keepalive 32; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache site;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_bypass $cookie_sid;
      proxy_no_cache $cookie_sid;
      add_header X-Cache $upstream_cache_status;
    }
  }
}
`;
}

async function startNginx(dir: string, upstream: number): Promise<{ child: ChildProcess; base: string }> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set BENCH_NGINX)`);
  const prefix = path.join(dir, 'nginx');
  for (const sub of ['tmp', 'cache']) fs.mkdirSync(path.join(prefix, sub), { recursive: true });
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, port, upstream));
  const log = fs.openSync(path.join(prefix, 'stderr.log'), 'a');
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', log, log] });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { child, base };
}

/** Requests each page until nginx answers it from its cache (X-Cache: HIT), as a phone asks for it. */
async function warmNginx(base: string, pages: string[]): Promise<void> {
  for (const page of pages) {
    let status = '';
    for (let n = 0; n < 5 && status !== 'HIT'; n++) status = String((await rawGet(base + page, { 'accept-encoding': PHONE_ENCODING })).headers['x-cache']);
    if (status !== 'HIT') throw new Error(`nginx does not keep ${page} (X-Cache: ${status}): its Cache-Control must allow a shared cache`);
  }
}

const rate = (m: Measure) => `${m.rps.toFixed(0)} (p99 ${ms(m.p99)})`;
const cpu = (m: Measure) => (m.cpuUs === undefined ? '?' : m.cpuUs.toFixed(0));

/** nginx's one worker (the master only accepts signals): its CPU time is what serving costs. */
function nginxWorker(master: number): number {
  const worker = Number(spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout.trim().split('\n')[0]);
  return worker || master;
}

async function main(): Promise<void> {
  const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
  ensureBuilt(dist);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-nginx-'));
  try {
    const db = await benchDatabase('pglite', { dataDir: dir, resetDb: false });
    await prepareBenchDatabase(db, crypto.randomBytes(12).toString('hex'));
    const appPort = await freePort();
    const env = { NODE_ENV: 'production', SESSION_SECRET: crypto.randomBytes(32).toString('hex'), PORT: String(appPort), HOST: '127.0.0.1', BENCH_DIST: dist, ...db.serverEnv };
    const app = startNode(APP_COMMAND, { ...env, ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}) }, path.join(dir, 'server.log'));
    children.add(app);
    const appBase = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appBase}/api/health`, app);

    const { pages } = await publicPaths(appBase);
    const barePort = await freePort();
    const { bare } = await startBare(appBase, pages, dir, barePort);
    children.add(bare);
    const nginx = await startNginx(dir, appPort);
    await warmNginx(nginx.base, pages);
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run after a 2 s warm-up, Accept-Encoding: ${PHONE_ENCODING}; ${os.cpus().length} CPUs, Node ${process.version}, nginx ${WORKERS} worker(s)`);

    const rows: Row[] = [];
    const load = { connections: CONNECTIONS, durationS: DURATION_S, headers: { 'accept-encoding': PHONE_ENCODING } };
    const worker = WORKERS === 1 ? nginxWorker(nginx.child.pid!) : nginx.child.pid!;
    for (const page of pages) {
      const viaNginx = await measure(nginx.base + page, worker, load);
      const own = await measure(appBase + page, app.pid!, load);
      const bareExpress = await measure(`http://127.0.0.1:${barePort}${page}`, bare.pid!, load);
      const vsNginx = own.rps / viaNginx.rps;
      const vsBare = own.rps / bareExpress.rps;
      const met = vsNginx >= 0.5 && vsBare >= 1.5 && own.p99 < 20 && own.bad === 0;
      rows.push({ what: `page ${page}`, rps: rate(own), bareRps: `nginx ${rate(viaNginx)} | bare ${rate(bareExpress)}`, ratio: `${vsNginx.toFixed(2)} / ${vsBare.toFixed(2)}`, cpu: `${cpu(own)}/${cpu(viaNginx)}/${cpu(bareExpress)}`, errors: String(own.bad + viaNginx.bad + bareExpress.bad), target: 'app >= 0.5 nginx, >= 1.5 bare, p99 < 20 ms', met });
      console.log(`${page}: app ${rate(own)}, nginx ${rate(viaNginx)}, bare Express ${rate(bareExpress)}: ${vsNginx.toFixed(2)} of nginx, ${vsBare.toFixed(2)} of bare; CPU µs/request app ${cpu(own)}, nginx ${cpu(viaNginx)}, bare ${cpu(bareExpress)}`);
    }
    console.log(
      '\ncolumns: req/s = the app (fast path); "bare req/s" = nginx proxy_cache hit | bare Express on the same bytes; ratio = app/nginx / app/bare; ' +
        'CPU = µs of CPU per request of the app / the nginx worker / bare Express (less sensitive than req/s to other load on the machine)\n',
    );
    printTable(rows);
    await Promise.all([stopChild(nginx.child), stopChild(bare), stopChild(app)]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
