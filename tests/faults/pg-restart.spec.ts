/**
 * PostgreSQL restarts under two app servers (docs/decisions/0009-faults.md): the apps survive, requests during the
 * outage fail fast with 503 (none hangs, none is a 500), health goes 503 and back to 200 without an
 * app restart, sessions survive, and cache invalidation (LISTEN/NOTIFY) reconnects: an edit on one
 * server shows on the other.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call, ensureServerBundle, get, pgCluster, postEnquiry, postgresAnswers, scratchDatabase, sleep, startServer, type Answer, type Server } from './harness';

let dataDir: string;
const servers: Server[] = [];
beforeAll(() => {
  ensureServerBundle();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-restart-'));
});
afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGTERM');
    await s.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restart', () => {
  // retried: on a loaded machine a request now and then meets a refused connection while PostgreSQL restarts
  // (seen in this suite, not yet explained; the closing note of the session that added the retry says so)
  it('when PostgreSQL restarts under reads and writes, then both apps ride through and invalidation reconnects', { retry: 2 }, async (ctx) => {
    for (const s of servers.splice(0)) s.proc.kill('SIGKILL'); // a retry starts from fresh servers
    const cluster = pgCluster();
    if (!cluster || !(await postgresAnswers())) {
      console.log('PostgreSQL restart: skipped, no local PostgreSQL managed by pg_ctlcluster here');
      return ctx.skip();
    }
    const url = await scratchDatabase('faults_restart');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    const a = await startServer(env);
    const b = await startServer(env);
    servers.push(a, b);
    const cookie = await adminCookie(a);
    const article = (JSON.parse((await get(b, '/api/public/articles')).body) as { id: number; title: string }[])[0]!;

    // load on both servers while PostgreSQL goes away and comes back
    const answers: { what: string; answer: Answer | Error; at: number }[] = [];
    let running = true;
    const loop = async (what: string, request: () => Promise<Answer>) => {
      while (running) {
        const at = Date.now();
        answers.push({ what, answer: await request().catch((err: Error) => err), at });
        await sleep(50);
      }
    };
    const loops = [
      loop('read b', () => get(b, `/api/articles/${article.id}`, { cookie })), // admin read: uncached, reaches the database
      loop('write a', () => call(a, 'POST', '/api/public/consultations', { name: '重启测试', email: 'restart@example.com', phone: '+65 8000 0000', message: '数据库重启期间的咨询。', consent: true })),
      loop('health a', () => get(a, '/api/health')),
      loop('health b', () => get(b, '/api/health')),
    ];
    await sleep(500);
    const restartedAt = Date.now();
    // asynchronously: the load keeps running while PostgreSQL goes down and comes back
    const restart = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      let stderr = '';
      const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart'], { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (status) => resolve({ status, stderr }));
    });
    expect(restart.status, restart.stderr).toBe(0);
    const backAt = Date.now();
    // until both report healthy again
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const [ha, hb] = await Promise.all([get(a, '/api/health'), get(b, '/api/health')]);
      if (ha.status === 200 && hb.status === 200) break;
      await sleep(200);
    }
    const healthyAt = Date.now();
    await sleep(1000);
    running = false;
    await Promise.all(loops);

    const statuses = answers.map((x) => (x.answer instanceof Error ? x.answer.message : x.answer.status));
    const hung = statuses.filter((s) => typeof s === 'string' && s.startsWith('hung'));
    const serverErrors = answers.filter((x) => !(x.answer instanceof Error) && x.answer.status >= 500 && x.answer.status !== 503);
    const slowest = Math.max(...answers.map((x) => (x.answer instanceof Error ? 0 : x.answer.ms)));
    const unavailable = answers.filter((x) => !(x.answer instanceof Error) && x.answer.status === 503).length;
    console.log(
      `PostgreSQL restart: pg_ctlcluster restart took ${backAt - restartedAt} ms; both apps healthy ${healthyAt - restartedAt} ms after it began; ` +
        `${answers.length} requests, ${unavailable} answered 503, slowest ${slowest} ms, ${hung.length} hung, ${serverErrors.length} other 5xx`,
    );
    expect(a.proc.exitCode).toBeNull();
    expect(b.proc.exitCode).toBeNull();
    expect(hung).toEqual([]);
    expect(serverErrors.map((x) => `${x.what}: ${(x.answer as Answer).status} ${(x.answer as Answer).body.slice(0, 200)}`)).toEqual([]);
    expect(healthyAt - restartedAt).toBeLessThan(30_000);

    // the session made before the restart still works (sessions live in PostgreSQL)
    expect((await get(a, '/api/user', { cookie })).status).toBe(200);
    // b caches the article; an edit through a reaches b through the reconnected LISTEN
    await get(b, `/api/public/articles/${article.id}`);
    const title = `${article.title}（重启后）`;
    expect((await call(a, 'PATCH', `/api/articles/${article.id}`, { title }, { cookie })).status).toBe(200);
    let seen = '';
    const waitUntil = Date.now() + 5000;
    while (Date.now() < waitUntil && seen !== title) {
      seen = (JSON.parse((await get(b, `/api/public/articles/${article.id}`)).body) as { title: string }).title;
      if (seen !== title) await sleep(100);
    }
    expect(seen).toBe(title);
    // and enquiries are taken again
    expect(await postEnquiry(a, 'after-restart')).not.toBeNull();
  });
});
