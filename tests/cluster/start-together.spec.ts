/**
 * Servers started at the same moment on a brand-new database (docs/decisions/0018-cluster.md): migrations and the seed
 * take turns under an advisory lock, and the seed's singletons exist once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-lib';
import { scratchDatabase } from '../faults/harness';
import { missingPieces, spawnApp, stopApp, waitReady, type App } from './cluster-harness';

let skip: string | null = null;
beforeAll(async () => {
  skip = await missingPieces();
  if (skip) console.warn(`test:cluster skipped: ${skip}`);
});

const started: App[] = [];
afterAll(async () => {
  await Promise.all(started.map((a) => stopApp(a, 'SIGKILL')));
});

describe('three servers started together on an empty database', () => {
  it('when started at once, five rounds in a row, then all become ready with one contact row and one admin', async (ctx) => {
    if (skip) return ctx.skip();
    const figures: string[] = [];
    for (let round = 1; round <= 5; round++) {
      const url = await scratchDatabase(`cluster_start_${round}`);
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      const apps = ports.map((port) => spawnApp(port, { DATABASE_URL: url, LOG_LEVEL: 'warn' }));
      started.push(...apps);

      const readyMs = await Promise.all(apps.map((app) => waitReady(app)));
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const contact = await db.query<{ n: string }>('SELECT count(*) AS n FROM contact_info');
      const admins = await db.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE role = 'admin'");
      const categories = await db.query<{ n: string }>('SELECT count(*) AS n FROM categories');
      await db.end();
      const stops = await Promise.all(apps.map((app) => stopApp(app)));

      expect(apps.map((a) => a.proc.exitCode === null || a.proc.exitCode === 0)).toEqual([true, true, true]);
      expect(Number(contact.rows[0]!.n)).toBe(1);
      expect(Number(admins.rows[0]!.n)).toBe(1);
      expect(Number(categories.rows[0]!.n)).toBe(5);
      expect(stops.map((s) => s.code)).toEqual([0, 0, 0]);
      figures.push(`round ${round}: ready in ${readyMs.join('/')} ms`);
    }
    console.log(`start together: ${figures.join('; ')}`);
  });
});
