// Process and HTTP helpers of `npm run bench` (scripts/bench.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
/** what browsers send: pages and kept JSON answers are measured compressed, as they travel */
export const ACCEPT_ENCODING = 'br, gzip';
const WARMUP_S = 2;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
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

export function startNode(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited (PGlite's files are closed). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Peak resident set of a process in MB (Linux /proc VmHWM, else the current RSS from ps). */
export function peakRssMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    /* not Linux */
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  const kb = Number(ps.stdout.trim());
  return kb ? kb / 1024 : undefined;
}

/** Highest resident set seen while polling (the load runs), in MB. */
export function rssSampler(pid: number) {
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

/** CPU seconds (user + system) a process has used so far (Linux), to report CPU time per request. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the bytes on the wire (still compressed: node:http does not decode) */
  body: Buffer;
  ms: number;
}

/** One GET as a browser makes it (Accept-Encoding br, gzip), answering the undecoded bytes. */
export function rawGet(url: string, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export interface Measure {
  rps: number;
  p99: number;
  /** from every response's latency, when asked for (autocannon's histogram has no p95) */
  p95?: number;
  bad: number;
  /** server CPU per answered request: comparable even when other processes share the machine */
  cpuUs?: number;
}

function run(opts: autocannon.Options, latencies?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err: unknown, result: autocannon.Result) => (err ? reject(err) : resolve(result)));
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  withP95?: boolean;
  /** each request's path and query instead of the URL's (the n-th request of the run): to measure misses */
  pathOf?: (n: number) => string;
}

/** A warm-up, then the measured run; CPU per request of the process `pid` over the measured run. */
export async function measure(url: string, pid: number, opts: LoadOptions): Promise<Measure> {
  const headers = { 'accept-encoding': ACCEPT_ENCODING, ...opts.headers };
  const { pathOf } = opts;
  let n = 0;
  const requests = pathOf && [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathOf(n++) }) }];
  const target = { url, headers, connections: opts.connections, ...(requests ? { requests } : {}) };
  await run({ ...target, duration: WARMUP_S });
  const latencies = opts.withP95 ? [] : undefined;
  const cpuBefore = cpuSeconds(pid);
  const r = await run({ ...target, duration: opts.durationS }, latencies);
  const cpuAfter = cpuSeconds(pid);
  const cpuUs = cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) * 1e6) / r.requests.total : undefined;
  const p95 = latencies?.length ? percentile(latencies, 95) : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, p95, bad: r.non2xx + r.errors + r.timeouts, cpuUs };
}
