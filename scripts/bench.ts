// `npm run bench` (issue 2, "Speed"): builds if needed, starts the production server on a fresh
// embedded database with the seed data, and measures the public reads and server-rendered pages
// with autocannon against a bare Express 5 app answering the same bytes. Targets for the cached
// JSON reads: ratio >= 0.85, p99 < 20 ms, RSS < 200 MB.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { RecordedAnswer } from './bench-bare-server';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
/** what the bare app does not replay: set per answer by Node (or not at all on a bare answer) */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
/** the production command, as in scripts/start.mjs */
const SERVER_COMMAND = ['--liftoff-only', '--max-semi-space-size=8', '--max-old-space-size=512', 'dist/server-app/index.js'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

/** Peak resident set of a process in MB (Linux /proc VmHWM, else the current RSS from ps). */
function peakRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    /* not Linux */
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  const kb = Number(ps.stdout.trim());
  return kb ? kb / 1024 : undefined;
}

async function record(base: string, urlPath: string): Promise<RecordedAnswer> {
  // uncompressed, as autocannon asks for it (it sends no Accept-Encoding)
  const res = await fetch(base + urlPath, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${urlPath}: ${res.status}`);
  // every header, helmet's included, so that both apps put the same bytes on the wire
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !NOT_REPLAYED.has(name)));
  return { path: urlPath, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

/** CPU seconds (user + system) a process has used so far (Linux), to report CPU time per request. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

interface Measure {
  rps: number;
  p99: number;
  bad: number;
  /** server CPU per answered request: comparable even when other processes share the machine */
  cpuUs?: number;
}

async function measure(url: string, pid: number): Promise<Measure> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const cpuAfter = cpuSeconds(pid);
  const cpuUs = cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) * 1e6) / r.requests.total : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, cpuUs };
}

/** Highest resident set seen while polling (the load runs), in MB. */
function rssSampler(pid: number) {
  let max = 0;
  const timer = setInterval(() => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (kb) max = Math.max(max, Number(kb) / 1024);
    } catch {
      /* not Linux */
    }
  }, 200);
  return { stop: () => (clearInterval(timer), max || undefined) };
}

function ensureBuilt(): void {
  // the server bundle always, so that the current sources are measured (about a second)
  const server = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) throw new Error('npm run build:server failed');
  if (fs.existsSync(path.join(root, 'dist/client'))) return;
  console.log('dist is missing: npm run build ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  // the measured endpoints are API reads, which do not need the client build
  if (build.status !== 0) console.warn('The build failed; benchmarking the API without the client build.');
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  try {
    const server = start(
      SERVER_COMMAND,
      { NODE_ENV: 'production', SESSION_SECRET: crypto.randomBytes(32).toString('hex'), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}) },
      path.join(dataDir, 'server.log'),
    );
    children.push(server);
    await waitFor(`${base}/api/health`, server);

    const articles = (await (await fetch(`${base}/api/public/articles`)).json()) as { id: number; type: string }[];
    const newsId = articles.find((a) => a.type === 'news')!.id;
    const paths = [
      '/api/public/articles',
      `/api/public/articles/${articles[0]!.id}`,
      '/api/contact',
      // server-rendered pages (anonymous visitors): the home page, a service article, a news article
      '/',
      '/immigration/self-employed',
      `/news/${newsId}`,
    ];
    const answers = await Promise.all(paths.map((p) => record(base, p)));
    const payloads = path.join(dataDir, 'payloads.json');
    fs.writeFileSync(payloads, JSON.stringify(answers));

    const bare = start(['--import', 'tsx', 'scripts/bench-bare-server.ts'], { BENCH_PAYLOADS: payloads, PORT: String(barePort) }, path.join(dataDir, 'bare.log'));
    children.push(bare);
    await waitFor(`${bareBase}/ready`, bare);

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run (after ${WARMUP_S} s warm-up), ${os.cpus().length} CPUs, Node ${process.version}\n`);
    const rows: string[][] = [['endpoint', 'bytes', 'server req/s', 'bare req/s', 'ratio', 'server p99', 'bare p99', 'CPU µs/req server/bare', 'errors']];
    const us = (m: Measure) => (m.cpuUs === undefined ? '?' : m.cpuUs.toFixed(0));
    const sampler = rssSampler(server.pid!);
    for (const answer of answers) {
      const real = await measure(base + answer.path, server.pid!);
      const baseline = await measure(bareBase + answer.path, bare.pid!);
      rows.push([
        answer.path,
        String(Buffer.from(answer.body, 'base64').length),
        real.rps.toFixed(0),
        baseline.rps.toFixed(0),
        (real.rps / baseline.rps).toFixed(2),
        `${real.p99} ms`,
        `${baseline.p99} ms`,
        `${us(real)}/${us(baseline)}`,
        String(real.bad + baseline.bad),
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
    const underLoad = sampler.stop();
    const peak = peakRssMb(server.pid!);
    const mb = (v: number | undefined) => (v === undefined ? 'unknown' : `${v.toFixed(0)} MB`);
    console.log(`\nserver RSS: peak during the load runs ${mb(underLoad)}; peak since start ${mb(peak)} (VmHWM, includes migrating and seeding; the new database's files are made by a short-lived child process, see src/server/db/client.ts)`);
    console.log('targets: ratio >= 0.85 on each, p99 < 20 ms, RSS < 200 MB');
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
