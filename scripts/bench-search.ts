// Public search for `npm run bench -- --scale` (docs/decisions/0013-search.md): representative queries in both
// languages at 10 connections, p95 from every response; target < 50 ms at 1,035 articles.
//
// Alone, against a server started elsewhere (its SEARCH_RATE_LIMIT high enough for the load):
//   npx tsx scripts/bench-search.ts http://127.0.0.1:PORT SERVER_PID
import { measure } from './bench-lib';
import { ms, printTable, type Row } from './bench-table';

export const SEARCH_CONNECTIONS = 10;
/** enough for a bench run: the server's limit per IP per minute while the bench runs */
export const BENCH_SEARCH_RATE_LIMIT = '100000000';

const queries = [
  { q: '公司注册', lang: 'zh' },
  { q: '注册', lang: 'zh' },
  { q: '新加坡 PR', lang: 'zh' },
  { q: 'entrepass', lang: 'en' },
  { q: 'employment pass', lang: 'en' },
];

/**
 * The server keeps its 1,000 most recent answers (search.service.ts) under the query as typed. A
 * miss is measured by cycling through more spellings than that of the same query: separators the
 * search ignores (.,;!) after it, so each asks the same words and finds the same articles.
 */
const SPELLINGS = 4 ** 6;
const spelling = (q: string, n: number) => q + ' ' + [...(n % SPELLINGS).toString(4).padStart(6, '0')].map((d) => '.,;!'[Number(d)]).join('');

export async function searchRows(base: string, pid: number, durationS: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { q, lang } of queries) {
    for (const miss of [false, true]) {
      const pathOf = (n: number) => `/api/public/search?${new URLSearchParams({ q: miss ? spelling(q, n) : q, lang })}`;
      const probe = await fetch(base + pathOf(0));
      const what = `search "${q}" (${lang})${miss ? ', uncached' : ''}`;
      const target = `p95 < 50 ms (${SEARCH_CONNECTIONS} conn.)`;
      if (!probe.ok) {
        rows.push({ what, latency: `n/a (${probe.status})`, target });
        continue;
      }
      const m = await measure(base + pathOf(0), pid, { connections: SEARCH_CONNECTIONS, durationS, withP95: true, ...(miss ? { pathOf } : {}) });
      if (m.p95 === undefined) {
        rows.push({ what, latency: `no answer within the ${durationS} s run`, errors: String(m.bad), target, met: false });
        continue;
      }
      rows.push({ what, rps: m.rps.toFixed(0), latency: `p95 ${ms(m.p95!)}, p99 ${ms(m.p99)}`, cpu: `${m.cpuUs?.toFixed(0) ?? '?'}/-`, errors: String(m.bad), target, met: m.p95! < 50 && m.bad === 0, value: m.p95! });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, pid] = process.argv.slice(2);
  if (!base || !pid) throw new Error('usage: npx tsx scripts/bench-search.ts BASE_URL SERVER_PID');
  printTable(await searchRows(base, Number(pid), Number(process.env.BENCH_DURATION ?? 10)));
}
