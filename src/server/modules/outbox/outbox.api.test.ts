import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Config } from '../../config';
import { openSecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capture } from '../consultations/consultations.fixtures';
import { closedPort, eventually, startSmtpServer, type TestSmtpServer } from './smtp.fixtures';

const STAFF = 'staff@example.com';

const mailConfig = (port: number): Partial<Config> => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  mailFrom: '"新加坡咨询 Site" <site@example.com>',
  notifyEmails: [STAFF],
  mailPollMs: 50,
  mailRetryBaseMs: 200,
  publicUrl: 'https://consult.example.com',
});

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function appWith(config: Partial<Config>): Promise<TestApp> {
  const t = await createTestApp(config, { seed: false });
  cleanups.push(() => t.close());
  return t;
}

async function smtp(port?: number): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  cleanups.push(() => server.close());
  return server;
}

async function post(t: TestApp | App, name = '王先生'): Promise<number> {
  const res = await request(t.app)
    .post('/api/public/consultations')
    .send({ name, email: 'wang@example.com', phone: '+65 9000 1111', type: 'immigration', message: '想咨询自雇移民。\nLine two, "quoted".', lang: 'zh', ...capture(t) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

type OutboxRow = { status: string; attempts: number; last_error: string | null };
const outboxOf = async (t: TestApp, id: number): Promise<OutboxRow[]> =>
  ((await t.database.db.execute(sql`SELECT status, attempts, last_error FROM mail_outbox WHERE consultation_id = ${id} ORDER BY id`)) as unknown as { rows: OutboxRow[] })
    .rows;

describe('the mail outbox', () => {
  it('when an enquiry arrives, then the staff mail reaches the SMTP server with its Chinese subject, the fields and the link', async () => {
    const server = await smtp();
    const t = await appWith(mailConfig(server.port));

    const id = await post(t);

    const mail = await eventually(() => server.received.find((m) => m.subject.includes(`#${id}`)));
    if (process.env.PRINT_MAIL_HEADERS) console.log(`--- received mail headers ---\n${mail.raw.split(/\r?\n\r?\n/)[0]}\n---`);
    expect(mail.subject).toBe(`新咨询 New enquiry #${id}：移民咨询 Immigration consultation — 王先生`);
    expect(mail.headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(mail.to).toEqual([STAFF]);
    expect(mail.body).toContain(`在后台查看 Open in the back office: https://consult.example.com/consultations?open=${id}`);
    expect(mail.body).toContain('电话 Phone: +65 9000 1111');
    expect(mail.body).toContain('Line two, &quot;quoted&quot;.<br>'); // the HTML part escapes the visitor's text
    expect((await eventually(async () => (await outboxOf(t, id)).find((r) => r.status === 'sent')))).toMatchObject({ attempts: 1 });
  });

  it('when the SMTP server is down, then the visitor still gets 201 and the mail goes out once the server is back', async () => {
    const port = await closedPort();
    const t = await appWith(mailConfig(port));

    const started = Date.now();
    const id = await post(t);
    const answeredIn = Date.now() - started;
    const failed = await eventually(async () => (await outboxOf(t, id)).find((r) => r.attempts >= 1 && r.last_error));
    const server = await smtp(port);

    await eventually(() => server.received.find((m) => m.subject.includes(`#${id}`)));
    const row = await eventually(async () => (await outboxOf(t, id)).find((r) => r.status === 'sent'));
    expect(answeredIn).toBeLessThan(5_000);
    expect(failed.status).toBe('queued');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });

  it('when two servers drain one database, then every mail is sent exactly once', async () => {
    const server = await smtp();
    const t = await appWith(mailConfig(server.port));
    const second = await openSecondApp(t);
    cleanups.push(() => second.close());

    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await post(i % 2 ? second : t, `客户 ${i}`));
    await eventually(() => ids.every((id) => server.received.some((m) => m.subject.includes(`#${id}`))));
    await Promise.all([t.built.outbox?.stop(), second.outbox?.stop()]); // each worker ends its send under way: no mail comes after

    for (const id of ids) expect(server.received.filter((m) => m.subject.includes(`#${id} `) || m.subject.includes(`#${id}：`)), `enquiry ${id}`).toHaveLength(1);
  });

  it('when a post comes 1 s after its form token, then the staff mail still reaches the SMTP server, marked suspect with the reason', async () => {
    const server = await smtp();
    const t = await appWith(mailConfig(server.port));

    const res = await request(t.app)
      .post('/api/public/consultations')
      .send({ name: '陈小姐', email: 'chen@example.com', phone: '+65 9000 2222', type: 'education', message: '自动填写的表单', ...capture(t), formToken: t.built.services.consultations.enquiryToken(Date.now() - 1_000).token });

    expect(res.status).toBe(201);
    const mail = await eventually(() => server.received.find((m) => m.subject.includes(`#${res.body.id}`)));
    expect(mail.subject).toBe(`[可疑 Suspect] 新咨询 New enquiry #${res.body.id}：留学咨询 Study consultation — 陈小姐`);
    expect(mail.body).toContain('可疑 Suspect: 提交过快（打开表单 3 秒内） / sent within 3 s of opening the form');
    expect(mail.to).toEqual([STAFF]);
  });

  it('when the daily digest is made, then it reaches the SMTP server with each spam entry, its reason and the Spam folder\'s link', async () => {
    const server = await smtp();
    const t = await appWith(mailConfig(server.port));
    await t.built.scheduler.stop(); // only the test's clock makes the digest
    const res = await request(t.app)
      .post('/api/public/consultations')
      .send({ name: 'Cheap Pills', email: 'bot@example.com', phone: '+65 9000 3333', message: 'buy', ...capture(t), website: 'http://spam.example' });

    await t.built.services.spamDigest.run(new Date('2031-03-04T01:00:00Z')); // 09:00 in Singapore

    const mail = await eventually(() => server.received.find((m) => m.subject.includes('Spam digest')));
    expect(mail.subject).toBe('垃圾咨询日报 Spam digest 2031-03-04：1 条新 new');
    expect(mail.to).toEqual([STAFF]);
    expect(mail.body).toMatch(new RegExp(`#${res.body.id} Cheap Pills · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} SGT · 原因 Reason: 填写了访客看不到的字段 / filled in a field people cannot see`));
    expect(mail.body).toContain('查看垃圾箱 Open the Spam folder: https://consult.example.com/consultations?folder=spam');
  });

  it('when there is no SMTP_URL, then nothing waits to be sent and the settings say so', async () => {
    const t = await appWith({ notifyEmails: [STAFF] });
    const admin = request.agent(t.app);
    await admin.post('/api/login').send({ username: 'admin', password: 'admin-test-password' });

    const id = await post(t);

    expect((await outboxOf(t, id)).map((r) => r.status)).toEqual(['skipped']);
    expect((await admin.get('/api/settings/notifications')).body).toMatchObject({ smtpConfigured: false, notifyEmails: [STAFF] });
  });
});
