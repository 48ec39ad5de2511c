// The public side of `npm run bench`: the cached JSON reads and the anonymous pages against a bare
// Express app replaying their exact bytes, and the cold render of the home page.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RecordedAnswer } from './bench-bare-server';
import { measure, percentile, rawGet, startNode, waitFor, type Measure } from './bench-lib';
import { bytes, ms, type Row } from './bench-table';

const CONNECTIONS = 50;
/** what the bare app does not replay: set per answer by Node (or not at all on a bare answer) */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const COLD_WARMUP = 5;
const COLD_SAMPLES = 50;

export interface PublicPaths {
  json: string[];
  pages: string[];
}

/** The measured URLs; the news article is the newest one with an English version (so /en/news/ID is English). */
export async function publicPaths(base: string): Promise<PublicPaths> {
  const index = (await (await fetch(`${base}/api/public/article-index?type=news&lang=en`)).json()) as { id: number; lang: string }[];
  const news = index.find((a) => a.lang === 'en') ?? index[0];
  if (!news) throw new Error('no published news article to measure');
  return {
    json: ['/api/public/articles', `/api/public/articles/${news.id}`, '/api/contact', '/api/public/article-index'],
    pages: ['/', '/immigration/self-employed', `/news/${news.id}`, '/en', '/en/immigration/self-employed', `/en/news/${news.id}`],
  };
}

/** The answer as a browser gets it (br when it asks for br): headers, helmet's included, and the bytes. */
async function record(base: string, urlPath: string): Promise<RecordedAnswer> {
  const res = await rawGet(base + urlPath);
  if (res.status !== 200) throw new Error(`GET ${urlPath}: ${res.status}`);
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined && !NOT_REPLAYED.has(e[0])),
  );
  return { path: urlPath, headers, body: res.body.toString('base64') };
}

export async function startBare(base: string, paths: string[], dir: string, port: number): Promise<{ bare: ChildProcess; answers: RecordedAnswer[] }> {
  const answers: RecordedAnswer[] = [];
  for (const p of paths) answers.push(await record(base, p)); // one at a time: the first render of each page
  const payloads = path.join(dir, 'payloads.json');
  fs.writeFileSync(payloads, JSON.stringify(answers));
  const bare = startNode(['--import', 'tsx', 'scripts/bench-bare-server.ts'], { BENCH_PAYLOADS: payloads, PORT: String(port) }, path.join(dir, 'bare.log'));
  await waitFor(`http://127.0.0.1:${port}/ready`, bare);
  return { bare, answers };
}

const us = (m: Measure) => (m.cpuUs === undefined ? '?' : m.cpuUs.toFixed(0));

/** One row per recorded answer: the server against the bare app on the same bytes. */
export async function loadRows(
  answers: RecordedAnswer[],
  sides: { base: string; pid: number; bareBase: string; barePid: number; durationS: number },
  kind: (urlPath: string) => 'json' | 'page',
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const answer of answers) {
    const load = { connections: CONNECTIONS, durationS: sides.durationS };
    const real = await measure(sides.base + answer.path, sides.pid, load);
    const baseline = await measure(sides.bareBase + answer.path, sides.barePid, load);
    const ratio = real.rps / baseline.rps;
    const page = kind(answer.path) === 'page';
    const encoding = answer.headers['content-encoding'] ?? 'identity';
    rows.push({
      what: `${page ? 'page' : 'JSON'} ${answer.path}`,
      size: `${bytes(Buffer.from(answer.body, 'base64').length)} ${encoding}`,
      rps: real.rps.toFixed(0),
      bareRps: baseline.rps.toFixed(0),
      ratio: ratio.toFixed(2),
      latency: `p99 ${ms(real.p99)}`,
      bareLatency: `p99 ${ms(baseline.p99)}`,
      cpu: `${us(real)}/${us(baseline)}`,
      errors: String(real.bad + baseline.bad),
      target: page ? 'ratio >= 0.85, p99 < 30 ms' : 'ratio >= 0.85',
      met: ratio >= 0.85 && (!page || real.p99 < 30) && real.bad === 0,
      value: real.rps,
    });
  }
  return rows;
}

/** The pages whose first render (a page-cache miss) is measured, and the median each must stay under. */
export const COLD_RENDERS = [
  { path: '/', targetMs: 12 },
  { path: '/immigration/self-employed', targetMs: 8 },
];

/**
 * A page rendered for each request: the page cache keys on the whole URL, so a new ?cold=
 * each time misses it, while the data the render reads stays cached. Sequential, one connection.
 */
export async function coldRenderRow(base: string, page: string, targetMs: number): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const stamp = Date.now();
  const times: number[] = [];
  try {
    for (let n = 0; n < COLD_WARMUP + COLD_SAMPLES; n++) {
      const res = await rawGet(`${base}${page}?cold=${stamp + n}`, {}, agent);
      if (res.status !== 200) throw new Error(`GET ${page}?cold=: ${res.status}`);
      if (n >= COLD_WARMUP) times.push(res.ms);
    }
  } finally {
    agent.destroy();
  }
  const median = percentile(times, 50);
  return {
    what: `cold render ${page} (page-cache miss, ${COLD_SAMPLES} sequential)`,
    latency: `median ${ms(median)}, p95 ${ms(percentile(times, 95))}`,
    target: `median < ${targetMs} ms`,
    met: median < targetMs,
    value: median,
  };
}
