// The one table `npm run bench` prints: a row per measure, its target and whether it was met.

export interface Row {
  what: string;
  size?: string;
  rps?: string;
  bareRps?: string;
  ratio?: string;
  latency?: string;
  bareLatency?: string;
  cpu?: string;
  errors?: string;
  target: string;
  /** met, missed, or undefined when not measured (n/a) */
  met?: boolean;
}

const columns: [keyof Row, string][] = [
  ['what', 'what'],
  ['size', 'size (on the wire)'],
  ['rps', 'req/s'],
  ['bareRps', 'bare req/s'],
  ['ratio', 'ratio'],
  ['latency', 'latency'],
  ['bareLatency', 'bare latency'],
  ['cpu', 'CPU µs/req srv/bare'],
  ['errors', 'errors'],
  ['target', 'target'],
];

export function printTable(rows: Row[]): void {
  const cells = [
    [...columns.map(([, title]) => title), 'result'],
    ...rows.map((row) => [...columns.map(([key]) => String(row[key] ?? '')), row.met === undefined ? 'n/a' : row.met ? 'ok' : 'MISSED']),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const left = new Set([0, columns.length - 1, columns.length]);
  const line = (r: string[]) => r.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
  const missed = rows.filter((r) => r.met === false).length;
  const na = rows.filter((r) => r.met === undefined).length;
  console.log(`\n${rows.length - missed - na} met, ${missed} missed, ${na} not measured`);
}

export const ms = (v: number) => `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms`;
export const bytes = (n: number) => (n < 10_000 ? `${n} B` : n < 2_000_000 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
