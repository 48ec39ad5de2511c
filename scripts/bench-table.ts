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
  /** the row's main figure (req/s, a latency in ms, bytes, MB), for the ratio of two scales */
  value?: number;
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

const summary = (row: Row) => [row.size, row.rps && `${row.rps} req/s`, row.latency].filter(Boolean).join(', ');
const result = (row: Row | undefined) => (row?.met === undefined ? 'n/a' : row.met ? 'ok' : 'MISSED');

/**
 * `npm run bench -- --scale=10`: each row at ×1 and at ×10 side by side, with the ratio of the
 * row's main figure (×10 over ×1: above 1 is more requests per second, or slower, or larger).
 */
export function printScaleTable(x1: Row[], x10: Row[]): void {
  const names = [...new Set([...x1.map((r) => r.what), ...x10.map((r) => r.what)])];
  const cells = [
    ['what', 'x1', 'x10', 'x10/x1', 'target', 'x1', 'x10'],
    ...names.map((what) => {
      const a = x1.find((r) => r.what === what);
      const b = x10.find((r) => r.what === what);
      const ratio = a?.value && b?.value !== undefined ? (b.value / a.value).toFixed(2) : '';
      return [what, a ? summary(a) : '', b ? summary(b) : '', ratio, b?.target ?? a?.target ?? '', result(a), result(b)];
    }),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
  const missed = x10.filter((r) => r.met === false).length;
  console.log(`\nat x10: ${x10.length - missed - x10.filter((r) => r.met === undefined).length} met, ${missed} missed; at x1: ${x1.filter((r) => r.met === false).length} missed`);
}
