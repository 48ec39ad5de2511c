/**
 * `npx tsx scripts/cluster-bench.ts`: the home page's requests/s and p99 from one server process
 * directly, one behind nginx, and three behind nginx (deploy/nginx/site.conf.template), all on one
 * new PostgreSQL database. The figures docs/scaling.md quotes. Needs what `npm run test:cluster` needs.
 */
import { parseArgs } from 'node:util';
import { freePort, measure, type Measure } from './bench-lib';
import { scratchDatabase } from '../tests/faults/harness';
import { missingPieces, spawnApp, startNginx, stopApp, waitReady, type App } from '../tests/cluster/cluster-harness';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const load = { connections: Number(values.connections), durationS: Number(values.duration) };

const missing = await missingPieces();
if (missing) {
  console.log(`cluster-bench skipped: ${missing}`);
  process.exit(0);
}
const url = await scratchDatabase('cluster_bench');
const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', CONSULTATION_RATE_LIMIT: '1000000' };
const apps: App[] = [];
const rows: [string, Measure][] = [];
try {
  for (let i = 0; i < 3; i++) apps.push(spawnApp(await freePort(), env));
  await waitReady(apps[0]!);
  await Promise.all(apps.slice(1).map((a) => waitReady(a)));
  const pid = apps[0]!.proc.pid!;

  for (const path of ['/', '/en']) {
    rows.push([`${path} one process, direct`, await measure(`${apps[0]!.base}${path}`, pid, load)]);
    const one = await startNginx([apps[0]!.port]);
    rows.push([`${path} one process behind nginx`, await measure(`${one.base}${path}`, pid, load)]);
    await one.stop();
    const three = await startNginx(apps.map((a) => a.port));
    rows.push([`${path} three processes behind nginx`, await measure(`${three.base}${path}`, pid, load)]);
    await three.stop();
  }
} finally {
  await Promise.all(apps.map((a) => stopApp(a)));
}
console.log(`\n${load.connections} connections, ${load.durationS} s per run after a warm-up; ${(await import('node:os')).cpus().length} CPUs shared with whatever else runs`);
for (const [name, m] of rows) console.log(`${name.padEnd(36)} ${m.rps.toFixed(0).padStart(6)} req/s  p99 ${String(m.p99).padStart(5)} ms  non-2xx/errors ${m.bad}`);
