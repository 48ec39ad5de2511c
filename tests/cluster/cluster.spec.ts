/**
 * Three production servers on one PostgreSQL behind a real nginx (docs/decisions/0018-cluster.md): shared sessions,
 * uploads, cache invalidation and limits; a rolling restart and a SIGKILL under load; background
 * work once across the three. Prints the figures docs/scaling.md quotes.
 */
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-lib';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/modules/outbox/smtp.fixtures';
import { scratchDatabase, sleep } from '../faults/harness';
import { formTokenKey, MIN_FILL_MS, signFormToken } from '../../src/server/modules/consultations/form-token';
import { ADMIN, missingPieces, SESSION_SECRET, spawnApp, startNginx, stopApp, waitReady, type App, type Nginx } from './cluster-harness';
import { request, startLoad, type LoadResult } from './load';

let skip: string | null = null;
let url: string;
let smtp: TestSmtpServer;
let nginx: Nginx;
const apps: App[] = [];
let env: Record<string, string>;
const agent = new http.Agent({ keepAlive: false });
const figures: string[] = [];
/** when the daily job first ran (within 5 s of the first start) */
let firstJobRun: number | undefined;

async function startApp(i: number, port: number): Promise<number> {
  apps[i] = spawnApp(port, env);
  return waitReady(apps[i]!);
}

beforeAll(async () => {
  skip = await missingPieces();
  if (skip) return void console.warn(`test:cluster skipped: ${skip}`);
  url = await scratchDatabase('cluster_main');
  smtp = await startSmtpServer();
  env = { DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_EMAILS: 'staff@cluster.example.com', MAIL_POLL_MS: '200', CONSULTATION_RATE_LIMIT: '5' };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  await startApp(0, ports[0]!); // the first migrates and seeds; the others then start at once
  await Promise.all([startApp(1, ports[1]!), startApp(2, ports[2]!)]);
  nginx = await startNginx(ports);
  for (let i = 0; i < 100 && firstJobRun === undefined; i++) {
    const [job] = await query<{ last_run_at: Date | null }>("SELECT last_run_at FROM scheduled_jobs WHERE name = 'retention'");
    firstJobRun = job?.last_run_at?.getTime();
    if (firstJobRun === undefined) await sleep(100);
  }
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((a) => stopApp(a, 'SIGKILL')));
  await smtp?.close();
  if (figures.length) console.log(`\n--- cluster figures\n${figures.join('\n')}\n`);
});

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

const viaNginx = (method: string, path: string, body?: unknown, headers?: Record<string, string>, from?: string) => request(agent, nginx.base, method, path, body, headers, from);

async function signIn(): Promise<string> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const payload = JSON.stringify(ADMIN);
    const req = http.request(`${nginx.base}/api/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, resolve);
    req.on('error', reject);
    req.end(payload);
  });
  res.resume();
  expect(res.statusCode).toBe(200);
  return [res.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!;
}

/** A form token issued longer ago than a person needs to fill the form, signed as the apps sign theirs. */
function agedFormToken(): string {
  return signFormToken(formTokenKey(SESSION_SECRET), Date.now() - MIN_FILL_MS - 5_000);
}

/** Every enquiry answered 201 is stored, and no visitor's enquiry is stored twice. */
async function assertStoredOnce(result: LoadResult, tag: string) {
  const rows = await query<{ id: number; email: string }>("SELECT id, email FROM consultations WHERE email LIKE $1", [`cluster-${tag}-%`]);
  const ids = new Set(rows.map((r) => r.id));
  const emails = rows.map((r) => r.email);
  expect(result.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  expect(emails.length - new Set(emails).size).toBe(0);
  return rows.length;
}

describe('three servers behind nginx', () => {
  it('when signed in through nginx, then the session works on each server directly', async (ctx) => {
    if (skip) return ctx.skip();
    const cookie = await signIn();

    const statuses = await Promise.all(apps.map((a) => request(agent, a.base, 'GET', '/api/user', undefined, { cookie }).then((r) => r.status)));

    expect(statuses).toEqual([200, 200, 200]);
  });

  it('when a QR code is uploaded through nginx, then every server serves it', async (ctx) => {
    if (skip) return ctx.skip();
    const cookie = await signIn();
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } }).png().toBuffer();
    const form = new FormData();
    form.append('platform', 'wechat');
    form.append('qrcode', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'qr.png');

    const res = await fetch(`${nginx.base}/api/upload/qrcode`, { method: 'POST', body: form, headers: { cookie } });
    const { filePath } = (await res.json()) as { filePath: string };
    const served = await Promise.all(apps.map((a) => fetch(`${a.base}${filePath}`).then((r) => r.status)));

    expect(res.status).toBe(200);
    expect(served).toEqual([200, 200, 200]);
  });

  it('when content is edited on one server, then the others show it, JSON and page, within 1 s', async (ctx) => {
    if (skip) return ctx.skip();
    const cookie = await signIn();
    const [contact] = await query<{ id: number }>('SELECT id FROM contact_info');
    const phone = `+65 6${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    // warm both servers' caches with the old answer first, so that a stale cache would show
    for (const a of apps.slice(1)) await Promise.all([request(agent, a.base, 'GET', '/api/contact'), request(agent, a.base, 'GET', '/contact')]);

    const edited = await request(agent, apps[0]!.base, 'PUT', `/api/contact/${contact!.id}`, { phone }, { cookie, 'x-forwarded-proto': 'https' });
    const at = Date.now();
    // each of the other servers, JSON and page, polled side by side: how soon after the edit was a
    // request sent that showed it (a visitor arriving then sees it), and when did that answer arrive
    const seen = await Promise.all(
      apps.slice(1).flatMap((a) =>
        ['/api/contact', '/contact'].map(async (path) => {
          for (;;) {
            const sent = Date.now() - at;
            const shows = (await request(agent, a.base, 'GET', path)).body.includes(phone);
            if (shows || sent > 5000) return { sent, answered: Date.now() - at };
            await sleep(10);
          }
        }),
      ),
    );
    figures.push(`propagation of an edit to the other servers (JSON, page; request sent / answered): ${seen.map((x) => `${x.sent}/${x.answered}`).join(', ')} ms`);

    expect(edited.status).toBe(200);
    expect(Math.max(...seen.map((x) => x.sent))).toBeLessThan(1000);
  });

  it('when sign-ins fail through nginx, then the limit is counted once for the cluster (10 allowed, the 11th is 429)', async (ctx) => {
    if (skip) return ctx.skip();

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await viaNginx('POST', '/api/login', { username: 'nobody-here', password: 'wrong-password' }, {}, '127.0.9.9')).status);
    const token = agedFormToken();
    const enquiries: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { name: '限额测试', email: `cluster-limit-${i}@example.com`, phone: '+65 8123 4567', message: '限额测试', consent: true, formToken: token };
      enquiries.push((await viaNginx('POST', '/api/public/consultations', body, { 'x-forwarded-for': '203.0.113.10' }, '127.0.9.10')).status);
    }

    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(enquiries).toEqual([201, 201, 201, 201, 201, 429]);
    figures.push(`shared limits through nginx: sign-in failures ${statuses.join(' ')}; enquiries ${enquiries.join(' ')}`);
  });

  it('when each server is restarted in turn with SIGTERM under load, then no request fails and every acknowledged enquiry is stored once', async (ctx) => {
    if (skip) return ctx.skip();
    const load = startLoad({ base: nginx.base, adminCookie: await signIn(), formToken: agedFormToken(), workers: 12, tag: 'roll' });
    await sleep(2000);

    const restarts: string[] = [];
    for (let i = 0; i < apps.length; i++) {
      const stop = await stopApp(apps[i]!);
      const drained = /connections closed after (\d+) ms/.exec(apps[i]!.log())?.[1];
      const readyMs = await startApp(i, apps[i]!.port);
      restarts.push(`server ${i + 1}: exit ${stop.code} after ${stop.ms} ms (connections drained in ${drained} ms), ready again in ${readyMs} ms`);
      expect(stop.code).toBe(0);
      await sleep(1500); // nginx tries a server it saw refuse again after fail_timeout (1 s)
    }
    await sleep(1000);
    const result = await load.stop();
    const stored = await assertStoredOnce(result, 'roll');

    const retried = nginx.errors().split('\n').filter((l) => l.includes('upstream')).length;
    figures.push(`rolling restart: ${retried} upstream errors in nginx's log so far (each retried on another server or answered 502)`);
    figures.push(`rolling restart: ${result.requests} requests, failures ${JSON.stringify(result.failures)}, ${result.acknowledged.length} enquiries acknowledged, ${stored} stored`, ...restarts.map((r) => `  ${r}`));
    expect(result.failures, `${result.samples.join('\n')}\n${nginx.errors()}`).toEqual({});
    expect(result.retried, 'a graceful restart cuts no answer, so the back office never needs its retry').toBe(0);
    expect(stored).toBe(result.acknowledged.length);
  });

  it('when one server is killed with SIGKILL under load, then reads succeed and no acknowledged enquiry is lost or doubled', async (ctx) => {
    if (skip) return ctx.skip();
    const load = startLoad({ base: nginx.base, adminCookie: await signIn(), formToken: agedFormToken(), workers: 12, tag: 'kill' });
    await sleep(2000);

    await stopApp(apps[1]!, 'SIGKILL');
    await sleep(3000);
    const result = await load.stop();
    const readyMs = await startApp(1, apps[1]!.port);
    const stored = await assertStoredOnce(result, 'kill');

    figures.push(`SIGKILL: ${result.requests} requests, failures ${JSON.stringify(result.failures)}, ${result.acknowledged.length} acknowledged, ${stored} stored, ${result.retried} admin reads cut mid-answer and retried (ready again in ${readyMs} ms)`);
    expect(result.failures.page ?? 0, result.samples.join('\n')).toBe(0);
    expect(result.failures.admin ?? 0, result.samples.join('\n')).toBe(0);
    expect(stored).toBeGreaterThanOrEqual(result.acknowledged.length);
    expect(stored).toBeLessThanOrEqual(result.acknowledged.length + result.unanswered.length);
  });

  it('when enquiries were stored through three servers, then each one is mailed once and the daily job ran once', async (ctx) => {
    if (skip) return ctx.skip();
    // the batch the killed server had claimed waits for its lease (at-least-once, outbox.worker.ts); the rest is mailed
    const rows = await query<{ id: number }>(
      "SELECT c.id FROM consultations c JOIN mail_outbox o ON o.consultation_id = c.id AND o.kind = 'staff-notification' WHERE c.email LIKE 'cluster-%' AND NOT (o.status = 'queued' AND o.locked_until > now())",
    );
    const leased = await query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE status = 'queued' AND locked_until > now()");
    const staffMail = () => smtp.received.filter((m) => m.to.includes('staff@cluster.example.com'));
    const until = Date.now() + 30_000;
    const arrived = () => new Set(staffMail().map((m) => Number(/#(\d+)/.exec(m.subject)?.[1])));
    while (rows.some((r) => !arrived().has(r.id)) && Date.now() < until) await sleep(250);
    await sleep(1000); // a second copy would have arrived by now

    const mailed = staffMail().map((m) => Number(/#(\d+)/.exec(m.subject)?.[1]));
    const jobs = await query<{ last_run_at: Date }>("SELECT last_run_at FROM scheduled_jobs WHERE name = 'retention'");

    // none twice; every one not held by the lease arrived (the killed server may have sent some of its batch before dying)
    expect(mailed.length - new Set(mailed).size).toBe(0);
    expect(rows.filter((r) => !mailed.includes(r.id))).toEqual([]);
    // six starts each ticked within 5 s; a second run of the daily job would have moved last_run_at
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.last_run_at.getTime()).toBe(firstJobRun);
    figures.push(`background: ${mailed.length} staff mails for ${rows.length} enquiries, none twice (${leased[0]!.n} held by the killed server's lease); the daily job ran once`);
  });
});
