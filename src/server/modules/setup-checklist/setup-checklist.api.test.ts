import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DISMISS_REASON, setupItems, type SetupChecklist, type SetupItem, type SetupItemId } from '../../../shared/schemas/setup-checklist';
import { agentAs, createTestApp, setupApiSuite, uniqueName, type TestApp } from '../../test/test-app';
import { closedPort, startSmtpServer, type TestSmtpServer } from '../outbox/smtp.fixtures';

const api = setupApiSuite();
let contactId: number;

beforeAll(async () => {
  contactId = (await api.anon().get('/api/contact')).body.id;
});

async function checklist(agent = api.admin): Promise<SetupChecklist> {
  const res = await agent.get('/api/setup-checklist');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SetupChecklist;
}
const itemOf = (list: SetupChecklist, id: SetupItemId): SetupItem => list.items.find((i) => i.id === id)!;
const isOpen = (item: SetupItem) => !item.done && !item.closed;

describe('GET /api/setup-checklist', () => {
  it('when the install is fresh, then every item is open but the seeded service pages, which have their English versions', async () => {
    const list = await checklist();

    expect(list.items.map((i) => i.id)).toEqual([...setupItems]);
    for (const item of list.items.filter((i) => i.id !== 'service-english')) expect(isOpen(item), item.id).toBe(true);
    expect(itemOf(list, 'service-english')).toMatchObject({ done: true, missing: 0 });
    expect(itemOf(list, 'two-factor')).toMatchObject({ done: false, missing: 1 });
    expect(list.open).toBe(setupItems.length - 1);
    expect(list.adminEmail).toBeNull();
  });

  it('when the contact details and trust details are filled one by one, then their items close one by one', async () => {
    const steps: [SetupItemId, () => Promise<unknown>][] = [
      ['phone', () => api.admin.patch(`/api/contact/${contactId}`).send({ phone: '+65 6000 0000' })],
      ['email', () => api.admin.patch(`/api/contact/${contactId}`).send({ email: 'hello@example.com' })],
      ['whatsapp', () => api.admin.patch(`/api/contact/${contactId}`).send({ whatsapp: '+65 9000 0000' })],
      ['wechat', () => api.admin.patch(`/api/contact/${contactId}`).send({ wechat: 'gateway-sg' })],
      ['address', () => api.admin.patch(`/api/contact/${contactId}`).send({ address: '1 Raffles Place' })],
      ['dpo-contact', () => api.admin.patch(`/api/contact/${contactId}`).send({ dpoContact: 'dpo@example.com' })],
      [
        'licence',
        async () => {
          const content = (await api.admin.get('/api/home-content')).body;
          const { updatedAt: _read, ...rest } = content;
          return api.admin.put('/api/home-content').send({ ...rest, trust: { ...content.trust, uen: '201012345A' } });
        },
      ],
    ];
    let open = (await checklist()).open;

    for (const [item, fill] of steps) {
      expect(isOpen(itemOf(await checklist(), item)), `${item} before`).toBe(true);
      await fill();
      const after = await checklist();
      expect(itemOf(after, item).done, `${item} after`).toBe(true);
      expect(after.open).toBe(open - 1);
      open = after.open;
    }
  });

  it('when the personal-data contact is set in both languages, then each language of the public read has its own', async () => {
    await api.admin.patch(`/api/contact/${contactId}`).send({ dpoContact: '资料保护负责人 dpo@example.com', dpoContactEn: 'Data protection officer, dpo@example.com' });

    const [zh, en] = await Promise.all([api.anon().get('/api/contact?lang=zh'), api.anon().get('/api/contact?lang=en')]);

    expect(zh.body.dpoContact).toBe('资料保护负责人 dpo@example.com');
    expect(en.body.dpoContact).toBe('Data protection officer, dpo@example.com');
  });

  it('when a published service article has no published English version, then the service pages item counts it', async () => {
    const before = itemOf(await checklist(), 'service-english').missing ?? 0;
    const res = await api.admin.post('/api/articles').send({ title: uniqueName('service'), content: '<p>body</p>', category: 'singapore-immigration', type: 'service', status: 'Published' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const item = itemOf(await checklist(), 'service-english');

    expect(item).toMatchObject({ done: false, missing: before + 1 });
  });

  it('when a role-user or a visitor asks, then it is refused', async () => {
    expect((await api.user.get('/api/setup-checklist')).status).toBe(403);
    expect((await api.user.post('/api/setup-checklist/phone/dismiss').send({ reason: 'no phone' })).status).toBe(403);
    expect((await api.user.post('/api/setup-checklist/test-mail').send({})).status).toBe(403);
    expect((await api.anon().get('/api/setup-checklist')).status).toBe(401);
  });
});

describe('POST /api/setup-checklist/:item/dismiss', () => {
  it('when the reason is missing, blank or too long, or the item unknown, then it answers 400 and nothing is dismissed', async () => {
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(MAX_DISMISS_REASON + 1) }]) {
      const res = await api.admin.post('/api/setup-checklist/public-url/dismiss').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect((await api.admin.post('/api/setup-checklist/no-such-item/dismiss').send({ reason: 'x' })).status).toBe(400);

    expect(itemOf(await checklist(), 'public-url').closed).toBeNull();
  });

  it('when an admin dismisses an item with a reason, then it is closed for everyone with the reason and the audit log records it', async () => {
    const res = await api.admin.post('/api/setup-checklist/public-url/dismiss').send({ reason: '  Served behind our own proxy  ' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = itemOf(await checklist(await agentAs(api.t, 'admin')), 'public-url');
    expect(item).toMatchObject({ done: false, closed: { state: 'dismissed', reason: 'Served behind our own proxy', by: 'admin' } });
    const audit = await api.admin.get('/api/audit').query({ entityType: 'settings', entityId: 'setup-checklist' });
    expect(audit.body.entries[0]).toMatchObject({ actorName: 'admin', entityLabel: 'public-url', changes: [{ field: 'setupChecklist.public-url', to: 'dismissed: Served behind our own proxy' }] });
  });
});

describe('POST /api/setup-checklist/home-samples/confirm', () => {
  it('when an admin confirms the samples, then the item is closed as confirmed and audited; other items cannot be confirmed', async () => {
    expect((await api.admin.post('/api/setup-checklist/phone/confirm')).status).toBe(400);

    const res = await api.admin.post('/api/setup-checklist/home-samples/confirm');

    expect(res.status).toBe(200);
    expect(itemOf(res.body as SetupChecklist, 'home-samples').closed).toMatchObject({ state: 'confirmed', reason: null, by: 'admin' });
    const audit = await api.admin.get('/api/audit').query({ entityType: 'settings', entityId: 'setup-checklist' });
    expect(audit.body.entries[0]).toMatchObject({ entityLabel: 'home-samples', changes: [{ to: 'confirmed' }] });
  });
});

describe('POST /api/setup-checklist/test-mail', () => {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });
  async function appWith(smtpUrl: string): Promise<TestApp> {
    const t = await createTestApp({ smtpUrl, mailFrom: 'site@example.com', publicUrl: 'https://consult.example.com' }, { seed: false });
    cleanups.push(() => t.close());
    return t;
  }
  async function smtp(): Promise<TestSmtpServer> {
    const server = await startSmtpServer();
    cleanups.push(() => server.close());
    return server;
  }

  it('when SMTP_URL is not set, then it reports that mail is not configured and the mail item is open', async () => {
    const res = await api.admin.post('/api/setup-checklist/test-mail').send({ to: 'someone@example.com' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: false, to: 'someone@example.com', error: 'not-configured' });
    expect(itemOf(await checklist(), 'mail').done).toBe(false);
  });

  it('when SMTP_URL works, then the test mail reaches the SMTP server, to the typed address or else the admin\'s own', async () => {
    const server = await smtp();
    const t = await appWith(`smtp://127.0.0.1:${server.port}`);
    const admin = await agentAs(t, 'admin');
    const list = await checklist(admin);
    expect(itemOf(list, 'mail').done).toBe(true);
    expect(itemOf(list, 'public-url').done).toBe(true);

    const typed = await admin.post('/api/setup-checklist/test-mail').send({ to: 'ops@example.com' });
    const noAddress = await admin.post('/api/setup-checklist/test-mail').send({});
    await t.database.db.execute(sql`UPDATE users SET email = 'admin@example.com' WHERE username = 'admin'`);
    const own = await admin.post('/api/setup-checklist/test-mail').send({ to: '' });

    expect(typed.body).toEqual({ sent: true, to: 'ops@example.com' });
    expect(noAddress.body).toEqual({ sent: false, to: '', error: 'no-recipient' });
    expect(own.body).toEqual({ sent: true, to: 'admin@example.com' });
    expect(server.received.map((m) => m.to)).toEqual([['ops@example.com'], ['admin@example.com']]);
    expect(server.received[0]).toMatchObject({ subject: '测试邮件 Test mail' });
    expect(server.received[0]!.body).toContain('https://consult.example.com');
  });

  it('when the SMTP server is down, then it reports the failure', async () => {
    const t = await appWith(`smtp://127.0.0.1:${await closedPort()}`);
    const admin = await agentAs(t, 'admin');

    const res = await admin.post('/api/setup-checklist/test-mail').send({ to: 'ops@example.com' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: false, to: 'ops@example.com' });
    expect(res.body.error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });

  it('when the typed address is not an address, then it answers 400', async () => {
    const res = await api.admin.post('/api/setup-checklist/test-mail').send({ to: 'not-an-address' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});
