import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewSubmission } from '../../../shared/schemas/review';
import type { RevisionSummary } from '../../../shared/schemas/revisions';
import { users } from '../../db/schema/index';
import { createTestApp, signIn, uniqueName, type Agent, type TestApp } from '../../test/test-app';
import { recorded } from '../audit/audit.fixtures';
import { activeColleague } from '../auth/staff.fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from '../outbox/smtp.fixtures';

interface Staff {
  agent: Agent;
  id: number;
  username: string;
  email: string;
}

let t: TestApp;
let server: TestSmtpServer;
let admin: Staff;
let editor: Staff;
let author: Staff;

/** Staff addresses are given when an account is made; the bootstrap admin's is set here too. */
async function withEmail(member: Omit<Staff, 'email'>): Promise<Staff> {
  const email = `${member.username}@example.com`;
  await t.database.db.update(users).set({ email }).where(eq(users.id, member.id));
  return { ...member, email };
}

beforeAll(async () => {
  server = await startSmtpServer();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${server.port}`, mailPollMs: 50, publicUrl: 'https://consult.example.com' }, { seed: false });
  const adminAgent = await signIn(request.agent(t.app));
  const me = await adminAgent.get('/api/user');
  admin = await withEmail({ agent: adminAgent, id: me.body.id as number, username: me.body.username as string });
  editor = await withEmail(await activeColleague(t, admin.agent, 'editor'));
  author = await withEmail(await activeColleague(t, admin.agent, 'author'));
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function draft(by: Staff, title = uniqueName('稿件')): Promise<{ id: number; title: string }> {
  const res = await by.agent.post('/api/articles').send({ title, content: '<p>正文</p>', category: 'news', status: 'Draft' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as number, title };
}

async function submit(by: Staff, id: number, body: object = { lang: 'zh' }): Promise<ReviewSubmission> {
  const res = await by.agent.post(`/api/articles/${id}/submissions`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ReviewSubmission;
}

const revisionsOf = async (id: number): Promise<RevisionSummary[]> => (await editor.agent.get(`/api/articles/${id}/revisions?lang=zh`)).body as RevisionSummary[];
const publicTitle = async (id: number) => {
  const res = await request(t.app).get(`/api/public/articles/${id}`);
  return res.status === 200 ? (res.body.title as string) : res.status;
};
const mailTo = (to: string, subjectPart: string) => eventually(() => server.received.find((m) => m.to.includes(to) && m.subject.includes(subjectPart)));

describe('the review step', () => {
  it('when an author submits, an editor returns it with a comment, she submits again and the editor approves, then each step shows, mails and publishes', async () => {
    const { id, title } = await draft(author);

    const first = await submit(author, id);

    expect(first).toMatchObject({ articleId: id, title, lang: 'zh', state: 'pending', live: false, submittedBy: { id: author.id, username: author.username } });
    expect((await revisionsOf(id))[0]).toMatchObject({ status: 'InReview', event: 'submitted', authorName: author.username });
    expect(await publicTitle(id)).toBe(404);
    expect((await author.agent.get('/api/review')).status).toBe(403);
    const queue = (await editor.agent.get('/api/review')).body as ReviewSubmission[];
    expect(queue.map((s) => s.id)).toContain(first.id);
    const detail = (await editor.agent.get(`/api/review/${first.id}`)).body as ReviewDetail;
    expect(detail).toMatchObject({ submission: { id: first.id }, proposed: { title, content: '<p>正文</p>' }, live: null });
    const asked = await mailTo(editor.email, title);
    expect(asked.body).toContain(`https://consult.example.com/admin/review/${first.id}`);
    expect(asked.to).not.toContain(author.email);

    const returned = await editor.agent.post(`/api/review/${first.id}/return`).send({ comment: '请补充费用说明' });

    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body).toMatchObject({ state: 'returned', comment: '请补充费用说明', decidedBy: { id: editor.id } });
    expect((await revisionsOf(id))[0]).toMatchObject({ status: 'Draft', event: 'returned', authorName: editor.username });
    const mine = (await author.agent.get(`/api/articles/${id}/submissions`)).body as ReviewSubmission[];
    expect(mine[0]).toMatchObject({ id: first.id, state: 'returned', comment: '请补充费用说明' });
    const back = await mailTo(author.email, title);
    expect(back.body).toContain('请补充费用说明');
    expect(back.body).toContain(`https://consult.example.com/articles?edit=${id}`);

    const second = await submit(author, id);
    const entries = await recorded(t, async () => {
      const approved = await editor.agent.post(`/api/review/${second.id}/approve`).send({});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toMatchObject({ state: 'approved', decidedBy: { id: editor.id } });
    });

    expect(await publicTitle(id)).toBe(title);
    expect((await revisionsOf(id))[0]).toMatchObject({ status: 'Published', event: 'approved', authorName: editor.username });
    expect(entries).toContainEqual(expect.objectContaining({ actorName: editor.username, entityId: String(id), changes: expect.arrayContaining([{ field: 'review.zh', from: 'pending', to: 'approved' }]) }));
    await eventually(() => server.received.filter((m) => m.to.includes(author.email) && m.subject.includes(title)).length === 2);
    const twice = await admin.agent.post(`/api/review/${second.id}/approve`).send({});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REVIEW_DECIDED');
  });

  it.each(['editor', 'admin'] as const)('when an %s approves or returns her own submission, then it is 403 SELF_APPROVAL and the version stays in review', async (role) => {
    const me = role === 'editor' ? editor : admin;
    const { id } = await draft(me);
    const mine = await submit(me, id);

    const approve = await me.agent.post(`/api/review/${mine.id}/approve`).send({});
    const giveBack = await me.agent.post(`/api/review/${mine.id}/return`).send({ comment: '自己退回' });

    expect([approve.status, approve.body.code]).toEqual([403, 'SELF_APPROVAL']);
    expect([giveBack.status, giveBack.body.code]).toEqual([403, 'SELF_APPROVAL']);
    expect(await publicTitle(id)).toBe(404);
    expect((await revisionsOf(id))[0]?.status).toBe('InReview');
  });

  it('when a version is waiting already, then a second submission is 409 REVIEW_PENDING', async () => {
    const { id } = await draft(author);
    await submit(author, id);

    const again = await author.agent.post(`/api/articles/${id}/submissions`).send({ lang: 'zh' });

    expect([again.status, again.body.code]).toEqual([409, 'REVIEW_PENDING']);
  });

  it('when an author submits an article that is not hers, then it is 403 FORBIDDEN writeAnyArticle', async () => {
    const { id } = await draft(editor);

    const res = await author.agent.post(`/api/articles/${id}/submissions`).send({ lang: 'zh' });

    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', permission: 'writeAnyArticle' });
  });

  it('when a live version is submitted with its edits, then the public page stays unchanged until the approval, which publishes the edits', async () => {
    const { id, title } = await draft(author);
    const published = await editor.agent.patch(`/api/articles/${id}`).send({ status: 'Published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const edited = uniqueName('新标题');

    const sub = await submit(author, id, { lang: 'zh', version: { title: edited, content: '<p>新正文</p><script>x()</script>', tags: ['费用'] } });

    expect(sub).toMatchObject({ live: true, state: 'pending', title: edited });
    expect(await publicTitle(id)).toBe(title);
    const detail = (await editor.agent.get(`/api/review/${sub.id}`)).body as ReviewDetail;
    expect(detail.live).toMatchObject({ title, status: 'Published' });
    expect(detail.proposed).toMatchObject({ title: edited, content: '<p>新正文</p>', tags: ['费用'] });
    expect((await revisionsOf(id))[0]).toMatchObject({ status: 'Published', title, event: 'submitted' });

    const approved = await editor.agent.post(`/api/review/${sub.id}/approve`).send({});

    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await publicTitle(id)).toBe(edited);
    expect((await revisionsOf(id))[0]).toMatchObject({ title: edited, event: 'approved' });
  });

  it('when an approval names a time ahead, then the version waits as a draft scheduled then', async () => {
    const { id } = await draft(author);
    const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const sub = await submit(author, id, { lang: 'zh', publishAt: at });

    const approved = await editor.agent.post(`/api/review/${sub.id}/approve`).send({});

    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await publicTitle(id)).toBe(404);
    const schedule = (await editor.agent.get(`/api/articles/${id}/schedule`)).body;
    expect(new Date(schedule.zh.publishAt).toISOString()).toBe(at);
  });

  it('when the comment is empty or the submission unknown, then the answers are 400 and 404', async () => {
    const { id } = await draft(author);
    const sub = await submit(author, id);

    const empty = await editor.agent.post(`/api/review/${sub.id}/return`).send({ comment: '  ' });
    const unknown = await editor.agent.post('/api/review/2147483647/approve').send({});

    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION']);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
