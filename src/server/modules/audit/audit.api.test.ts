import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { Category } from '../../../shared/schemas/categories';
import type { Consultation } from '../../../shared/schemas/consultations';
import request from 'supertest';
import { setupApiSuite, TEST_ADMIN, uniqueName } from '../../test/test-app';
import { activeColleague, enrolTwoFactor } from '../auth/staff.fixtures';
import { pngImage } from '../../test/sample-images';
import { capture } from '../consultations/consultations.fixtures';
import { recorded } from './audit.fixtures';

// the admin's requests come from this address through a trusted proxy on loopback
const IP = '203.0.113.7';
const XFF = 'X-Forwarded-For';
const api = setupApiSuite({ trustProxy: 'loopback' });
let me: { userId: number; username: string };

beforeAll(async () => {
  const res = await api.admin.get('/api/user');
  me = { userId: res.body.id, username: res.body.username };
});

/** The act's one entry, by the admin from IP (fails on none or several). */
async function oneByAdmin(act: () => Promise<{ status: number; body: unknown }>, status = 200) {
  const entries = await recorded(api.t, async () => {
    const res = await act();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ actorId: me.userId, actorName: me.username, ip: IP });
  return entries[0]!;
}

async function newArticle(fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const res = await api.admin.post('/api/articles').set(XFF, IP).send({ title: uniqueName('title'), content: '<p>body</p>', category: 'news', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}
const patchArticle = (id: number, body: Record<string, unknown>) => api.admin.patch(`/api/articles/${id}`).set(XFF, IP).send(body);

describe('articles', () => {
  it('when an article is created, then one create entry names it, by the admin from their address', async () => {
    let article: AdminArticle | undefined;
    const entry = await oneByAdmin(async () => {
      const res = await api.admin.post('/api/articles').set(XFF, IP).send({ title: '审计新文章', content: '<p>x</p>', category: 'news' });
      article = res.body as AdminArticle;
      return res;
    }, 201);

    expect(entry).toMatchObject({ action: 'create', entityType: 'article', entityId: String(article!.id), entityLabel: '审计新文章' });
  });

  it('when a title changes, then one save entry holds the old and new title; a save changing nothing records nothing', async () => {
    const article = await newArticle({ title: '旧标题' });

    const entry = await oneByAdmin(() => patchArticle(article.id, { title: '新标题' }));
    const nothing = await recorded(api.t, () => patchArticle(article.id, { title: '新标题', content: '<p>body</p>' }));

    expect(entry).toMatchObject({ action: 'save', entityLabel: '新标题', changes: [{ field: 'title', from: '旧标题', to: '新标题' }] });
    expect(nothing).toEqual([]);
  });

  it('when a save publishes and a later one unpublishes, then the entries say publish and unpublish', async () => {
    const article = await newArticle();

    const published = await oneByAdmin(() => patchArticle(article.id, { status: 'Published' }));
    const unpublished = await oneByAdmin(() => patchArticle(article.id, { status: 'Draft' }));

    expect(published).toMatchObject({ action: 'publish', changes: [{ field: 'status', from: 'Draft', to: 'Published' }] });
    expect(unpublished).toMatchObject({ action: 'unpublish', changes: [{ field: 'status', from: 'Published', to: 'Draft' }] });
  });

  it('when one save changes both languages, then one entry holds zh. and en. fields', async () => {
    const article = await newArticle({ title: '中文', translations: { en: { title: 'English', content: '<p>en</p>' } } });

    const entry = await oneByAdmin(() => patchArticle(article.id, { title: '中文二', translations: { en: { title: 'English two' } } }));

    expect(entry.changes).toEqual([
      { field: 'zh.title', from: '中文', to: '中文二' },
      { field: 'en.title', from: 'English', to: 'English two' },
    ]);
  });
});

describe('categories', () => {
  it('when a category is created, renamed and deleted, then one entry each, the rename with old and new title', async () => {
    let category: Category | undefined;
    const created = await oneByAdmin(async () => {
      const res = await api.admin.post('/api/categories').set(XFF, IP).send({ type: uniqueName('cat').replace('_', '-'), title: '旧名' });
      category = res.body as Category;
      return res;
    }, 201);
    const saved = await oneByAdmin(() => api.admin.put(`/api/categories/${category!.id}`).set(XFF, IP).send({ title: '新名' }));
    const deleted = await oneByAdmin(() => api.admin.delete(`/api/categories/${category!.id}`).set(XFF, IP));

    expect(created).toMatchObject({ action: 'create', entityType: 'category', entityId: String(category!.id), entityLabel: '旧名' });
    expect(saved).toMatchObject({ action: 'save', entityLabel: '新名', changes: [{ field: 'title', from: '旧名', to: '新名' }] });
    expect(deleted).toMatchObject({ action: 'delete', entityLabel: '新名' });
  });
});

describe('contact, social accounts, QR codes, home content and notifications', () => {
  const contactId = async () => (await api.admin.get('/api/contact')).body.id as number;

  it('when the phone and then a WeChat account change, then a contact save and a social save record them', async () => {
    const id = await contactId();
    const phone = `+65 6${Date.now() % 10_000_000}`;
    const wechat = uniqueName('wx');

    const contact = await oneByAdmin(() => api.admin.patch(`/api/contact/${id}`).set(XFF, IP).send({ phone }));
    const social = await oneByAdmin(() => api.admin.patch(`/api/contact/${id}`).set(XFF, IP).send({ wechat }));

    expect(contact).toMatchObject({ action: 'save', entityType: 'contact', changes: [{ field: 'phone', to: phone }] });
    expect(social).toMatchObject({ action: 'save', entityType: 'social', changes: [{ field: 'wechat', to: wechat }] });
  });

  it('when a QR code is uploaded and then removed, then an upload and a delete of a qr are recorded', async () => {
    const id = await contactId();

    const upload = await oneByAdmin(() => api.admin.post('/api/upload/qrcode').set(XFF, IP).field('platform', 'line').attach('qrcode', pngImage(4, 4, [1, 2, 3]), 'qr.png'));
    const removed = await oneByAdmin(() => api.admin.patch(`/api/contact/${id}`).set(XFF, IP).send({ lineQrcode: null }));

    expect(upload).toMatchObject({ action: 'upload', entityType: 'qr', entityLabel: 'line', changes: [{ field: 'lineQrcode', from: null }] });
    expect(removed).toMatchObject({ action: 'delete', entityType: 'qr', entityLabel: 'line', changes: [{ field: 'lineQrcode', to: null }] });
  });

  it('when the home content and the notification settings are saved, then each records its changed fields', async () => {
    const content = (await api.admin.get('/api/home-content')).body;
    const slogan = uniqueName('slogan');
    const email = `${uniqueName('n')}@example.com`;

    const home = await oneByAdmin(() => api.admin.put('/api/home-content').set(XFF, IP).send({ zh: { ...content.zh, heroTitle: slogan }, en: content.en, trust: content.trust }));
    const settings = await oneByAdmin(() => api.admin.put('/api/settings/notifications').set(XFF, IP).send({ notifyEmails: [email], acknowledgeVisitor: false }));

    expect(home).toMatchObject({ action: 'save', entityType: 'home-content', changes: [{ field: 'zh.heroTitle', to: slogan }] });
    expect(settings).toMatchObject({ action: 'save', entityType: 'settings', changes: [{ field: 'notifyEmails', to: [email] }] });
  });
});

describe('users', () => {
  it('when an account is created, promoted, disabled, enabled, reset and deleted, then one entry each with what changed (never a password)', async () => {
    let id = 0;
    const username = uniqueName('staff');
    const created = await oneByAdmin(async () => {
      const res = await api.admin.post('/api/users').set(XFF, IP).send({ username, email: null, role: 'user' });
      id = res.body.user?.id;
      return res;
    }, 201);
    const promoted = await oneByAdmin(() => api.admin.patch(`/api/users/${id}`).set(XFF, IP).send({ role: 'admin' }));
    const disabled = await oneByAdmin(() => api.admin.post(`/api/users/${id}/disable`).set(XFF, IP));
    const enabled = await oneByAdmin(() => api.admin.post(`/api/users/${id}/enable`).set(XFF, IP));
    const password = await oneByAdmin(() => api.admin.post(`/api/users/${id}/reset-password`).set(XFF, IP));
    const twoFactor = await oneByAdmin(() => api.admin.post(`/api/users/${id}/reset-two-factor`).set(XFF, IP));
    const deleted = await oneByAdmin(() => api.admin.delete(`/api/users/${id}`).set(XFF, IP));

    expect(created).toMatchObject({ action: 'create', entityType: 'user', entityId: String(id), entityLabel: username });
    expect(JSON.stringify(created)).not.toMatch(/oneTimePassword|password/i);
    expect(promoted.changes).toEqual([{ field: 'role', from: 'user', to: 'admin' }]);
    expect(disabled.changes).toEqual([{ field: 'state', from: 'active', to: 'disabled' }]);
    expect(enabled.changes).toEqual([{ field: 'state', from: 'disabled', to: 'active' }]);
    expect(password.changes).toEqual([{ field: 'password', from: null, to: 'reset' }]);
    expect(twoFactor.changes).toEqual([{ field: 'twoFactor', from: null, to: 'reset' }]);
    expect(deleted).toMatchObject({ action: 'delete', entityLabel: username });
  });
});

describe('own account', () => {
  it('when a user changes the password, turns two-factor on, renews the recovery codes and turns it off, then one entry each by that user (never a password, secret or code)', async () => {
    const colleague = await activeColleague(api.t, api.admin);
    const newPassword = 'Another-pass-4-tests!';
    const byColleague = async (act: () => Promise<unknown>) => {
      const entries = await recorded(api.t, act);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: colleague.id, actorName: colleague.username, action: 'save', entityType: 'user', entityId: String(colleague.id), entityLabel: colleague.username });
      return entries[0]!;
    };
    const ok = async (res: Promise<{ status: number; body: unknown }>) => expect((await res).status).toBe(200);

    const password = await byColleague(() => ok(colleague.agent.post('/api/account/password').send({ currentPassword: colleague.password, newPassword })));
    let secret = '';
    const on = await byColleague(async () => ({ secret } = await enrolTwoFactor(colleague.agent)));
    const renewed = await byColleague(() => ok(colleague.agent.post('/api/account/two-factor/recovery-codes').send({ password: newPassword })));
    const off = await byColleague(() => ok(colleague.agent.post('/api/account/two-factor/disable').send({ password: newPassword })));

    expect(password.changes).toEqual([{ field: 'password', from: null, to: 'changed' }]);
    expect(on.changes).toEqual([{ field: 'twoFactor', from: 'off', to: 'on' }]);
    expect(renewed.changes).toEqual([{ field: 'recoveryCodes', from: null, to: 'replaced' }]);
    expect(off.changes).toEqual([{ field: 'twoFactor', from: 'on', to: 'off' }]);
    expect(JSON.stringify([password, on, renewed, off])).not.toContain(newPassword);
    expect(JSON.stringify([on, renewed])).not.toContain(secret);
  });
});

describe('enquiries', () => {
  async function visitorEnquiry(): Promise<{ enquiry: Consultation; entries: unknown[] }> {
    let enquiry: Consultation | undefined;
    const entries = await recorded(api.t, async () => {
      const res = await api.anon().post('/api/public/consultations').send({ name: '访客', email: 'v@example.com', phone: '+65 8111 2222', type: 'business', message: '咨询', ...capture(api.t) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      enquiry = res.body as Consultation;
    });
    return { enquiry: enquiry!, entries };
  }

  it('when a visitor sends an enquiry, then nothing is recorded; a status change and an assignment are, with from and to', async () => {
    const { enquiry, entries } = await visitorEnquiry();

    const status = await oneByAdmin(() => api.admin.patch(`/api/consultations/${enquiry.id}`).set(XFF, IP).send({ status: 'Processing' }));
    const assigned = await oneByAdmin(() => api.admin.patch(`/api/consultations/${enquiry.id}`).set(XFF, IP).send({ assigneeId: me.userId }));

    expect(entries).toEqual([]);
    expect(status).toMatchObject({ action: 'status', entityType: 'enquiry', entityId: String(enquiry.id), changes: [{ field: 'status', from: 'Pending', to: 'Processing' }] });
    expect(assigned).toMatchObject({ action: 'assign', changes: [{ field: 'assignee', from: null, to: me.username }] });
  });
});

describe('enquiry notes, spam, anonymising and deleting', () => {
  it('when staff add a note, mark spam, anonymise and delete, then one entry each and never the note or the person', async () => {
    const res = await api.anon().post('/api/public/consultations').send({ name: '隐私访客', email: 'private@example.com', phone: '+65 8111 3333', type: 'business', message: '咨询', ...capture(api.t) });
    const id = (res.body as Consultation).id;
    const base = `/api/consultations/${id}`;

    const note = await oneByAdmin(() => api.admin.post(`${base}/notes`).set(XFF, IP).send({ note: '客户电话 8111 3333' }), 201);
    const spam = await oneByAdmin(() => api.admin.post(`${base}/spam`).set(XFF, IP).send({ spam: true }));
    const anonymized = await oneByAdmin(() => api.admin.post(`${base}/anonymize`).set(XFF, IP));
    const deleted = await oneByAdmin(() => api.admin.delete(base).set(XFF, IP));

    expect(note).toMatchObject({ action: 'save', entityType: 'enquiry', entityId: String(id), entityLabel: `#${id}` });
    expect(spam).toMatchObject({ action: 'status', changes: [{ field: 'spam', from: false, to: true }] });
    expect(anonymized).toMatchObject({ action: 'save', changes: [{ field: 'anonymized', from: false, to: true }] });
    expect(deleted).toMatchObject({ action: 'delete', entityId: String(id) });
    expect(JSON.stringify([note, spam, anonymized, deleted])).not.toMatch(/8111|隐私访客|private@/);
  });
});

describe('exports', () => {
  it('when the data export, the enquiries CSV and a backup are downloaded, then each is one export entry', async () => {
    const prepared = (await api.admin.get('/api/export/data')).body as { downloadUrl: string; filename: string };

    const data = await oneByAdmin(() => api.admin.get(prepared.downloadUrl).set(XFF, IP));
    const csv = await oneByAdmin(() => api.admin.get('/api/consultations/export.csv').set(XFF, IP));
    const backup = await oneByAdmin(() => api.admin.post('/api/backup').set(XFF, IP).send({}));

    expect(data).toMatchObject({ action: 'export', entityType: 'export', entityLabel: prepared.filename });
    expect(csv).toMatchObject({ action: 'export', entityType: 'export', entityLabel: 'enquiries.csv' });
    expect(backup).toMatchObject({ action: 'export', entityType: 'export', entityLabel: 'backup' });
  });
});

describe('sign-ins', () => {
  it('when an admin signs in and out, then a sign-in and a sign-out are recorded as them', async () => {
    const agent = request.agent(api.t.app);

    const [signedIn] = await recorded(api.t, () => agent.post('/api/login').set(XFF, IP).send(TEST_ADMIN));
    const [signedOut] = await recorded(api.t, () => agent.post('/api/logout').set(XFF, IP));

    expect(signedIn).toMatchObject({ action: 'sign-in', entityType: 'session', actorId: me.userId, actorName: me.username, ip: IP });
    expect(signedOut).toMatchObject({ action: 'sign-out', actorId: me.userId, ip: IP });
  });

  it('when a sign-in fails, then the attempted name and the address are recorded without an actor, and never the password', async () => {
    const password = 'Wrong-password-9876';

    const entries = await recorded(api.t, async () => {
      const res = await api.anon().post('/api/login').set(XFF, IP).send({ username: 'nobody-here', password });
      expect(res.status).toBe(401);
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'sign-in-failed', entityType: 'session', actorId: null, actorName: null, entityLabel: 'nobody-here', ip: IP });
    expect(JSON.stringify(entries)).not.toContain(password);
  });

  it('when a two-factor code is wrong, then it is a failed sign-in of that name', async () => {
    const colleague = await activeColleague(api.t, api.admin, 'admin');
    await enrolTwoFactor(colleague.agent);
    const agent = request.agent(api.t.app);
    expect((await agent.post('/api/login').send({ username: colleague.username, password: colleague.password })).status).toBe(202);

    const entries = await recorded(api.t, () => agent.post('/api/login/2fa').set(XFF, IP).send({ code: '000000' }));

    expect(entries).toEqual([expect.objectContaining({ action: 'sign-in-failed', actorId: null, entityLabel: colleague.username, ip: IP })]);
  });
});
