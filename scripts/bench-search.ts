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

export async function searchRows(base: string, pid: number, durationS: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { q, lang } of queries) {
    const path = `/api/public/search?${new URLSearchParams({ q, lang })}`;
    const probe = await fetch(base + path);
    const what = `search "${q}" (${lang})`;
    const target = `p95 < 50 ms (${SEARCH_CONNECTIONS} conn.)`;
    if (!probe.ok) {
      rows.push({ what, latency: `n/a (${probe.status})`, target });
      continue;
    }
    const m = await measure(base + path, pid, { connections: SEARCH_CONNECTIONS, durationS, withP95: true });
    rows.push({ what, rps: m.rps.toFixed(0), latency: `p95 ${ms(m.p95!)}, p99 ${ms(m.p99)}`, cpu: `${m.cpuUs?.toFixed(0) ?? '?'}/-`, errors: String(m.bad), target, met: m.p95! < 50 && m.bad === 0 });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, pid] = process.argv.slice(2);
  if (!base || !pid) throw new Error('usage: npx tsx scripts/bench-search.ts BASE_URL SERVER_PID');
  printTable(await searchRows(base, Number(pid), Number(process.env.BENCH_DURATION ?? 10)));
}
