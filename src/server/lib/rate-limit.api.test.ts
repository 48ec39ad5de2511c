import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openSecondApp } from '../test/second-app';
import { createTestApp, TEST_ADMIN, uniqueName, type TestApp } from '../test/test-app';
import { rateLimits } from '../db/schema/index';
import { createLogger } from './log-redaction';
import { DbRateLimitStore } from './rate-limit-store';

const wrong = (app: TestApp['app'], username: string) => request(app).post('/api/login').send({ username, password: 'wrong-password' });

/** Runs the test on its own app (limits are shared by everything on one database). */
async function withApp(overrides: Parameters<typeof createTestApp>[0], test: (t: TestApp) => Promise<TestApp | void>): Promise<void> {
  const t = await createTestApp(overrides, { seed: false });
  let current = t;
  try {
    current = (await test(t)) ?? t; // a test that restarts the server hands back the new one
  } finally {
    await current.close();
  }
}

describe('the database store', () => {
  it('when hits are counted, taken back and the window ends, then the counts follow', () =>
    withApp({}, async (t) => {
      const prefix = `test-${uniqueName()}`;
      const store = new DbRateLimitStore(t.database.db, prefix);
      store.init({ windowMs: 60_000 } as Parameters<DbRateLimitStore['init']>[0]);

      const counts = [(await store.increment('k')).totalHits, (await store.increment('k')).totalHits];
      await store.decrement('k');
      const afterDecrement = (await store.get('k'))?.totalHits;
      // the window ends by the database's clock: move its end into the past rather than wait (and race a slow machine)
      await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, `${prefix}:k`));
      const expired = await store.get('k');
      const fresh = (await store.increment('k')).totalHits;

      expect(counts).toEqual([1, 2]);
      expect(afterDecrement).toBe(1);
      expect(expired).toBeUndefined();
      expect(fresh).toBe(1);
    }));

  it('when a store counts its first hit, then windows that ended are deleted', () =>
    withApp({}, async (t) => {
      await t.database.db.insert(rateLimits).values({ key: 'old:window', hits: 3, resetAt: new Date(Date.now() - 60_000) });
      const store = new DbRateLimitStore(t.database.db, `test-${uniqueName()}`);
      store.init({ windowMs: 60_000 } as Parameters<DbRateLimitStore['init']>[0]);

      await store.increment('k');
      await expect.poll(async () => (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'old:window'))).length).toBe(0);
    }));
});

describe('sign-in limits shared by servers', () => {
  it('when failures for one account are spread over two servers, then the 11th is refused on either, and after a restart too', () =>
    withApp({}, async (t) => {
      const second = await openSecondApp(t);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await wrong(i % 2 ? second.app : t.app, 'admin')).status);

        const onFirst = await request(t.app).post('/api/login').send(TEST_ADMIN);
        const onSecond = await request(second.app).post('/api/login').send(TEST_ADMIN);
        const restarted = await t.restart();
        const afterRestart = await request(restarted.app).post('/api/login').send(TEST_ADMIN);

        expect(statuses).toEqual(Array(10).fill(401));
        expect(onFirst.status).toBe(429);
        expect(onFirst.body).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String), message: expect.any(String) });
        expect(onSecond.status).toBe(429);
        expect(afterRestart.status).toBe(429);
        return restarted;
      } finally {
        await second.close();
      }
    }));

  it('when admin is locked, then 50 guesses spelled with spaces, capitals or full-width letters are all 429, the right password too', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < 10; i++) await wrong(t.app, 'admin');
      const spellings = ['admin ', ' admin', '   admin', 'ADMIN', 'Admin', '\tadmin\n', 'ａｄｍｉｎ', ' ＡＤＭＩＮ ', 'aDmIn', 'admin\u3000'];

      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await wrong(t.app, spellings[i % spellings.length]!)).status);
      const rightPassword = await request(t.app).post('/api/login').send({ username: '   admin', password: TEST_ADMIN.password });

      expect(statuses).toEqual(Array(50).fill(429));
      expect(rightPassword.status).toBe(429);
    }));

  it('when admin is not locked, then "   ＡＤＭＩＮ" with the right password signs in as admin', () =>
    withApp({}, async (t) => {
      const res = await request(t.app).post('/api/login').send({ username: '   ＡＤＭＩＮ', password: TEST_ADMIN.password });

      expect(res.status).toBe(200);
      expect(res.body.username).toBe('admin');
    }));

  it('when sign-ins succeed, then they take their hit back (only failures count)', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < 9; i++) await wrong(t.app, 'admin');
      for (let i = 0; i < 5; i++) expect((await request(t.app).post('/api/login').send(TEST_ADMIN)).status).toBe(200);

      const tenth = await wrong(t.app, 'admin');
      const eleventh = await wrong(t.app, 'admin');

      expect(tenth.status).toBe(401);
      expect(eleventh.status).toBe(429);
    }));

  it('when X-Forwarded-For changes without TRUST_PROXY, then the address count is not reset', () =>
    withApp({ loginRateLimit: 3 }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await request(t.app).post('/api/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ username: uniqueName(), password: 'wrong-password' })).status);
      }

      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    }));

  it('when the two-factor step fails, then it counts against the same account', () =>
    withApp({}, async (t) => {
      const admin = request.agent(t.app);
      await admin.post('/api/login').send(TEST_ADMIN);
      const setup = await admin.post('/api/account/two-factor/setup');
      const { generate } = await import('otplib');
      await admin.post('/api/account/two-factor/enable').send({ code: await generate({ secret: setup.body.secret }) });

      const pending = request.agent(t.app);
      expect((await pending.post('/api/login').send(TEST_ADMIN)).status).toBe(202);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await pending.post('/api/login/2fa').send({ code: '000000', username: uniqueName() })).status);

      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      expect((await request(t.app).post('/api/login').send(TEST_ADMIN)).status).toBe(429);
    }));
});

describe('registration', () => {
  it('when a name differs from an existing one only in case (Admin beside admin), then 409', () =>
    withApp({}, async (t) => {
      const res = await request(t.app).post('/api/register').send({ username: 'Admin', password: 'long-enough-1' });

      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
    }));

  it('when one address registers more than REGISTER_RATE_LIMIT times an hour, then 429', () =>
    withApp({ registerRateLimit: 2 }, async (t) => {
      const register = () => request(t.app).post('/api/register').send({ username: uniqueName(), password: 'long-enough-1' });

      const statuses = [(await register()).status, (await register()).status, (await register()).status];

      expect(statuses).toEqual([201, 201, 429]);
    }));
});

describe('enquiries', () => {
  it('when enquiries from one address go to two servers, then CONSULTATION_RATE_LIMIT counts them together', () =>
    withApp({ consultationRateLimit: 2 }, async (t) => {
      const second = await openSecondApp(t);
      try {
        const post = (app: TestApp['app']) => request(app).post('/api/public/consultations').send({});

        const statuses = [(await post(t.app)).status, (await post(second.app)).status, (await post(t.app)).status, (await post(second.app)).status];

        expect(statuses.slice(2)).toEqual([429, 429]);
        expect(statuses.slice(0, 2)).not.toContain(429);
      } finally {
        await second.close();
      }
    }));
});

/** A sign-in from a given client address (the app must trust X-Forwarded-For: trustProxy). */
const from = (app: TestApp['app'], ip: string, body: { username: string; password: string }) => request(app).post('/api/login').set('X-Forwarded-For', ip).send(body);
const MB = 'x'.repeat(1024 * 1024);
const defaults = loadConfig({ NODE_ENV: 'test' });

describe('limits that stop attackers, not staff (docs/decisions/0011-staff-accounts.md)', () => {
  it('when one account fails 10 times at an office, then a colleague at the same address signs in (default LOGIN_RATE_LIMIT)', () =>
    withApp({ loginRateLimit: defaults.loginRateLimit }, async (t) => {
      const typist = uniqueName('typist');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await wrong(t.app, typist)).status);

      const colleague = await request(t.app).post('/api/login').send(TEST_ADMIN);

      expect(statuses).toEqual(Array(10).fill(401));
      expect(colleague.status).toBe(200);
    }));

  it('when one address fails on many accounts past LOGIN_RATE_LIMIT, then it is refused for every account (spraying)', () =>
    withApp({ loginRateLimit: 5 }, async (t) => {
      for (let i = 0; i < 5; i++) await wrong(t.app, uniqueName('sprayed'));

      const next = await wrong(t.app, uniqueName('sprayed'));
      const rightPassword = await request(t.app).post('/api/login').send(TEST_ADMIN);

      expect(next.status).toBe(429);
      expect(rightPassword.status).toBe(429);
    }));

  it('when one account and address fail 10 times, then that pair is refused and another address is not (brute force)', () =>
    withApp({ trustProxy: true }, async (t) => {
      for (let i = 0; i < 10; i++) await from(t.app, '203.0.113.10', { username: 'admin', password: 'wrong-password' });

      const samePair = await from(t.app, '203.0.113.10', TEST_ADMIN);
      const otherAddress = await from(t.app, '198.51.100.20', TEST_ADMIN);

      expect(samePair.status).toBe(429);
      expect(samePair.body.code).toBe('RATE_LIMITED');
      expect(otherAddress.status).toBe(200);
    }));

  it('when an attacker keeps failing on admin from other addresses, then the owner still signs in, after a delay that grows', () =>
    withApp({ trustProxy: true }, async (t) => {
      // 10 failures from two addresses: each pair stays under its own limit
      for (let i = 0; i < 10; i++) await from(t.app, `203.0.113.${i % 2}`, { username: 'admin', password: 'wrong-password' });
      await from(t.app, '203.0.113.2', { username: 'admin', password: 'wrong-password' }); // the 11th: waits 1 s

      const started = Date.now();
      const owner = await from(t.app, '198.51.100.7', TEST_ADMIN); // the 12th: waits 2 s
      const waited = Date.now() - started;

      expect(owner.status).toBe(200);
      expect(waited).toBeGreaterThanOrEqual(1900);
    }));
});

describe('limit keys and a failing limit store', () => {
  it.each([
    ['a sign-in username', '/api/login', { username: MB, password: 'wrong-password' }],
    ['a sign-in password', '/api/login', { username: 'admin', password: MB }],
    ['a registration username', '/api/register', { username: MB, password: 'long-enough-1' }],
    ['an enquiry name', '/api/public/consultations', { name: MB, email: 'lin@example.com', type: 'immigration', message: 'hello', consent: true }],
    ['an enquiry email', '/api/public/consultations', { name: 'Lin', email: `${MB}@example.com`, type: 'immigration', message: 'hello', consent: true }],
  ])('when %s is 1 MB, then 400 VALIDATION, never a 5xx', (_name, path, body) =>
    withApp({}, async (t) => {
      const res = await request(t.app).post(path).send(body);

      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }));

  it('when a search q is 1 MB, then no 5xx (the URL is refused before the app)', () =>
    withApp({}, async (t) => {
      const res = await request(t.app).get(`/api/public/search?q=${'x'.repeat(1024 * 1024)}`);

      expect(res.status).toBeLessThan(500);
    }));

  it('when the limit store is away, then every limited route answers 503 RATE_LIMIT_UNAVAILABLE, logged once', async () => {
    const t = await createTestApp({}, { seed: false });
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createApp({ config: t.config, database: t.database, logger: createLogger('info', sink) });
    try {
      await t.database.db.execute(sql`DROP TABLE rate_limits`);

      const answers = [
        await request(logged.app).post('/api/login').send(TEST_ADMIN),
        await request(logged.app).post('/api/login').send({ username: 'admin', password: 'wrong-password' }),
        await request(logged.app).post('/api/register').send({ username: uniqueName(), password: 'long-enough-1' }),
        await request(logged.app).post('/api/public/consultations').send({}),
        await request(logged.app).get('/api/public/search?q=visa'),
      ];

      expect(answers.map((r) => [r.status, r.body.code])).toEqual(Array(5).fill([503, 'RATE_LIMIT_UNAVAILABLE']));
      // one line for the outage, besides each request's own line
      expect(lines.filter((l) => l.includes('limit store')).length).toBe(1);
    } finally {
      await logged.close();
      await t.close();
    }
  });
});
