import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openSecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capture } from './consultations.fixtures';

const STAFF = 'staff@example.com';
/** 10:00 in Singapore (UTC+8), an hour past the digest's; the next day's is a day later. */
const DAY_ONE = new Date('2031-03-04T02:00:00Z');
const DAY_TWO = new Date('2031-03-05T02:00:00Z');

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A server whose scheduler is stopped, so only the test's clock makes digests. */
async function server(): Promise<TestApp> {
  // an SMTP address nothing answers, polled rarely: the digest's row stays queued for the test to read
  const t = await createTestApp({ notifyEmails: [STAFF], smtpUrl: 'smtp://127.0.0.1:9', mailPollMs: 3_600_000 }, { seed: false });
  cleanups.push(() => t.close());
  await t.built.scheduler.stop();
  return t;
}

async function post(t: TestApp, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await request(t.app)
    .post('/api/public/consultations')
    .send({ name, email: 'bot@example.com', phone: '+65 8000 3333', type: 'general', message: '…', ...capture(t), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const spam = (t: TestApp, name: string) => post(t, name, { website: 'http://spam.example' });

type DigestMail = { digest_day: string; recipients: string[]; status: string };
const digestMails = async (t: TestApp): Promise<DigestMail[]> =>
  ((await t.database.db.execute(sql`SELECT digest_day::text, recipients, status FROM mail_outbox WHERE kind = 'spam-digest' ORDER BY id`)) as unknown as { rows: DigestMail[] }).rows;

const listed = async (t: TestApp | App, day: string) => {
  const built = 'built' in t ? t.built : t;
  const { entries, total } = await built.services.spamDigest.entries(day);
  return { names: entries.map((e) => e.name), signals: entries.map((e) => e.spamSignals), total };
};

describe('the daily spam digest', () => {
  it('when two servers make the day\'s digest at once, then exactly one digest mail is queued, listing the spam with its reasons', async () => {
    const t = await server();
    const second = await openSecondApp(t);
    cleanups.push(() => second.close());
    await second.scheduler.stop();
    await spam(t, 'bot one');
    await post(t, 'bot two', { website: 'x', consent: true, formToken: undefined });
    await post(t, 'quick person', { formToken: undefined }); // suspect: in the inbox and mailed, not in the digest
    await post(t, 'good person');

    const runs = await Promise.all([t.built.services.spamDigest.run(DAY_ONE), second.services.spamDigest.run(DAY_ONE)]);

    expect(runs.filter(Boolean)).toEqual([{ day: '2031-03-04', entries: 2 }]);
    expect(await digestMails(t)).toEqual([{ digest_day: '2031-03-04', recipients: [STAFF], status: 'queued' }]);
    expect(await listed(second, '2031-03-04')).toEqual({ names: ['bot two', 'bot one'], signals: [['honeypot', 'token-missing'], ['honeypot']], total: 2 });
  });

  it('when nothing new was filed as spam, then the scheduler makes no digest mail, and none before 09:00 Singapore time', async () => {
    const t = await server();
    await post(t, 'good person');
    await post(t, 'quick person', { formToken: undefined });
    const early = await t.built.services.spamDigest.run(new Date('2031-03-04T00:30:00Z')); // 08:30 in Singapore

    const ran = await t.built.scheduler.tick(DAY_ONE);

    expect(early).toBeNull();
    expect(ran).toContain('spam-digest');
    expect(await digestMails(t)).toEqual([]);
  });

  it('when the next day comes, then its digest lists only the spam filed since the last one, and a day has one digest', async () => {
    const t = await server();
    await spam(t, 'yesterday bot');
    await t.built.services.spamDigest.run(DAY_ONE);
    await spam(t, 'today bot');

    const again = await t.built.services.spamDigest.run(new Date(DAY_ONE.getTime() + 3600_000));
    const next = await t.built.services.spamDigest.run(DAY_TWO);

    expect(again).toBeNull();
    expect(next).toEqual({ day: '2031-03-05', entries: 1 });
    expect((await digestMails(t)).map((m) => m.digest_day)).toEqual(['2031-03-04', '2031-03-05']);
    expect((await listed(t, '2031-03-04')).names).toEqual(['yesterday bot']);
    expect((await listed(t, '2031-03-05')).names).toEqual(['today bot']);
  });

  it('when staff have no addresses, then no digest is made and the spam waits for the first one that has someone to tell', async () => {
    const t = await server();
    const admin = request.agent(t.app);
    await admin.post('/api/login').send({ username: 'admin', password: 'admin-test-password' });
    await admin.put('/api/settings/notifications').send({ notifyEmails: [], acknowledgeVisitor: false });
    await spam(t, 'unseen bot');

    const unsent = await t.built.services.spamDigest.run(DAY_ONE);
    await admin.put('/api/settings/notifications').send({ notifyEmails: ['new@example.com'], acknowledgeVisitor: false });
    const sent = await t.built.services.spamDigest.run(DAY_ONE);

    expect(unsent).toBeNull();
    expect(sent).toEqual({ day: '2031-03-04', entries: 1 });
    expect(await digestMails(t)).toEqual([{ digest_day: '2031-03-04', recipients: ['new@example.com'], status: 'queued' }]);
  });
});
