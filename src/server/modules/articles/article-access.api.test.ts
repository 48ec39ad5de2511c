import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { Dashboard } from '../../../shared/schemas/inbox';
import { recorded } from '../audit/audit.fixtures';
import { activeColleague } from '../auth/staff.fixtures';
import { capture } from '../consultations/consultations.fixtures';
import { setupApiSuite, uniqueName, type Agent } from '../../test/test-app';

const api = setupApiSuite();

type Colleague = Awaited<ReturnType<typeof activeColleague>>;
let author: Colleague;
let otherAuthor: Colleague;
let editor: Colleague;
let sales: Colleague;

beforeAll(async () => {
  author = await activeColleague(api.t, api.admin, 'author');
  otherAuthor = await activeColleague(api.t, api.admin, 'author');
  editor = await activeColleague(api.t, api.admin, 'editor');
  sales = await activeColleague(api.t, api.admin, 'sales');
});

const draft = (fields: Record<string, unknown> = {}) => ({ title: uniqueName('草稿'), content: '<p>正文</p>', category: 'business-services', status: 'Draft', ...fields });

async function createAs(agent: Agent, fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const res = await agent.post('/api/articles').send(draft(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

/** The article as stored, read by the bootstrap admin. */
async function stored(id: number): Promise<AdminArticle> {
  const res = await api.admin.get(`/api/articles/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminArticle;
}

const refusedFor = (permission: string) => ({ code: 'FORBIDDEN', permission });

describe('an author writes her own drafts', () => {
  it('when an author creates an article and edits it, then she is its author and her edits save as a draft', async () => {
    const created = await createAs(author.agent);

    const edited = await author.agent.patch(`/api/articles/${created.id}`).send({ title: '我改过的标题', translations: { en: { title: 'My title', content: '<p>Text</p>' } } });

    expect(created.authorId).toBe(author.id);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: '我改过的标题', status: 'Draft', translations: { en: { title: 'My title', status: 'Draft' } } });
  });

  it('when an author sets In review by an edit, then 403; once submitted, her edits wait with 409 REVIEW_PENDING until it is decided', async () => {
    const mine = await createAs(author.agent);

    const byEdit = await author.agent.patch(`/api/articles/${mine.id}`).send({ status: 'InReview' });
    const submitted = await author.agent.post(`/api/articles/${mine.id}/submissions`).send({ lang: 'zh' });
    const whileWaiting = await author.agent.patch(`/api/articles/${mine.id}`).send({ title: '等待中改标题' });

    expect(byEdit.status).toBe(403);
    expect(byEdit.body).toMatchObject(refusedFor('publishArticles'));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(whileWaiting.status).toBe(409);
    expect(whileWaiting.body.code).toBe('REVIEW_PENDING');
    const after = await stored(mine.id);
    expect(after).toMatchObject({ title: mine.title, status: 'InReview' });
  });

  it("when an author names someone else as an article's author, then 403 and no article is made", async () => {
    const title = uniqueName('冒名');

    const res = await author.agent.post('/api/articles').send(draft({ title, authorId: editor.id }));

    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(refusedFor('writeAnyArticle'));
    const all = (await api.admin.get('/api/articles')).body as AdminArticle[];
    expect(all.some((a) => a.title === title)).toBe(false);
  });

  it("when an author edits, replaces or trashes another's article, then 403 FORBIDDEN and the article is unchanged", async () => {
    const theirs = await createAs(otherAuthor.agent);

    const patched = await author.agent.patch(`/api/articles/${theirs.id}`).send({ title: '不是我的' });
    const put = await author.agent.put(`/api/articles/${theirs.id}`).send({ content: '<p>不是我的</p>' });
    const trashed = await author.agent.delete(`/api/articles/${theirs.id}`);

    for (const res of [patched, put, trashed]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(refusedFor('writeAnyArticle'));
    }
    const after = await stored(theirs.id);
    expect(after.title).toBe(theirs.title);
    expect(after.content).toBe(theirs.content);
  });

  it("when an author opens another's history, preview, schedule or autosave slot, then 403; her own open", async () => {
    const mine = await createAs(author.agent);
    const theirs = await createAs(editor.agent);
    const paths = (id: number) => [`/api/articles/${id}/revisions`, `/api/preview/articles/${id}`, `/api/articles/${id}/preview-links`, `/api/articles/${id}/schedule`];

    const refused = await Promise.all(paths(theirs.id).map((path) => author.agent.get(path)));
    const autosave = await author.agent.put(`/api/articles/autosave/${theirs.id}`).send({ lang: 'zh', data: { title: '偷偷改' } });
    const link = await author.agent.post(`/api/articles/${theirs.id}/preview-links`).send({ lang: 'zh' });
    const own = await Promise.all(paths(mine.id).map((path) => author.agent.get(path)));
    const ownAutosave = await author.agent.put(`/api/articles/autosave/${mine.id}`).send({ lang: 'zh', data: { title: '我的' } });
    const newAutosave = await author.agent.put('/api/articles/autosave/new').send({ lang: 'zh', data: { title: '新的' } });

    [...refused, autosave, link].forEach((res, i) => {
      expect(res.status, `refused #${i}`).toBe(403);
      expect(res.body).toMatchObject(refusedFor('writeAnyArticle'));
    });
    [...own, ownAutosave, newAutosave].forEach((res, i) => expect(res.status, `own #${i} ${JSON.stringify(res.body)}`).toBe(200));
  });

  it("when an author revokes a preview link of another's article, then 403 and the link still works", async () => {
    const theirs = await createAs(editor.agent);
    const link = await editor.agent.post(`/api/articles/${theirs.id}/preview-links`).send({ lang: 'zh' });

    const res = await author.agent.delete(`/api/preview-links/${link.body.id}`);

    expect(res.status).toBe(403);
    expect(((await editor.agent.get(`/api/articles/${theirs.id}/preview-links`)).body as { id: number }[]).map((l) => l.id)).toContain(link.body.id);
  });
});

describe('an author does not publish', () => {
  it('when an author creates an article as Published or Archived, or with a published English version, then 403 and nothing is made', async () => {
    const titles = [uniqueName('发布'), uniqueName('归档'), uniqueName('英文')];

    const published = await author.agent.post('/api/articles').send(draft({ title: titles[0], status: 'Published' }));
    const archived = await author.agent.post('/api/articles').send(draft({ title: titles[1], status: 'Archived' }));
    const english = await author.agent.post('/api/articles').send(draft({ title: titles[2], translations: { en: { title: 'T', content: '<p>T</p>', status: 'Published' } } }));

    for (const res of [published, archived, english]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(refusedFor('publishArticles'));
    }
    const all = (await api.admin.get('/api/articles')).body as AdminArticle[];
    expect(all.filter((a) => titles.includes(a.title))).toEqual([]);
  });

  it('when an author publishes or archives her draft in either language, then 403 and it is still a draft', async () => {
    const mine = await createAs(author.agent, { translations: { en: { title: 'Draft', content: '<p>Draft</p>' } } });

    const zh = await author.agent.patch(`/api/articles/${mine.id}`).send({ status: 'Published' });
    const archived = await author.agent.patch(`/api/articles/${mine.id}`).send({ status: 'Archived' });
    const en = await author.agent.patch(`/api/articles/${mine.id}`).send({ translations: { en: { status: 'Published' } } });

    for (const res of [zh, archived, en]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(refusedFor('publishArticles'));
    }
    const after = await stored(mine.id);
    expect(after).toMatchObject({ status: 'Draft', published: false, publishedAt: null, translations: { en: { status: 'Draft' } } });
  });

  it('when an author sets a publication time, then 403', async () => {
    const mine = await createAs(author.agent);

    const res = await author.agent.put(`/api/articles/${mine.id}/schedule`).send({ lang: 'zh', publishAt: new Date(Date.now() + 86_400_000).toISOString(), unpublishAt: null });

    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(refusedFor('publishArticles'));
  });

  it('when an editor published her article, then the author can no longer change the live version but may write its English draft', async () => {
    const mine = await createAs(author.agent);
    expect((await editor.agent.patch(`/api/articles/${mine.id}`).send({ status: 'Published' })).status).toBe(200);

    const title = await author.agent.patch(`/api/articles/${mine.id}`).send({ title: '直接改上线的' });
    const shared = await author.agent.patch(`/api/articles/${mine.id}`).send({ imageUrl: '/images/other.png' });
    const withdrawn = await author.agent.patch(`/api/articles/${mine.id}`).send({ status: 'Draft' });
    const english = await author.agent.patch(`/api/articles/${mine.id}`).send({ translations: { en: { title: 'English draft', content: '<p>EN</p>' } } });

    for (const res of [title, shared, withdrawn]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(refusedFor('publishArticles'));
    }
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    const after = await stored(mine.id);
    expect(after).toMatchObject({ title: mine.title, imageUrl: mine.imageUrl, status: 'Published', translations: { en: { title: 'English draft', status: 'Draft' } } });
  });

  it('when only the English version is live, then the author can change neither version', async () => {
    const mine = await createAs(author.agent, { translations: { en: { title: 'EN', content: '<p>EN</p>' } } });
    expect((await editor.agent.patch(`/api/articles/${mine.id}`).send({ translations: { en: { status: 'Published' } } })).status).toBe(200);

    const english = await author.agent.patch(`/api/articles/${mine.id}`).send({ translations: { en: { title: 'Changed live' } } });
    const removed = await author.agent.patch(`/api/articles/${mine.id}`).send({ translations: { en: null } });
    const chinese = await author.agent.patch(`/api/articles/${mine.id}`).send({ content: '<p>英文页面会回落到这里</p>' });

    for (const res of [english, removed, chinese]) expect(res.status).toBe(403);
    expect((await stored(mine.id)).translations.en).toMatchObject({ title: 'EN', status: 'Published' });
  });

  it('when a version of hers is scheduled to go live, then the author cannot change it before then', async () => {
    const mine = await createAs(author.agent);
    const scheduled = await editor.agent.put(`/api/articles/${mine.id}/schedule`).send({ lang: 'zh', publishAt: new Date(Date.now() + 86_400_000).toISOString(), unpublishAt: null });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    const res = await author.agent.patch(`/api/articles/${mine.id}`).send({ title: '上线前偷换' });

    expect(res.status).toBe(403);
    expect((await stored(mine.id)).title).toBe(mine.title);
  });

  it('when an author trashes her never-published draft, then it goes; a once-published one stays, 403', async () => {
    const neverPublished = await createAs(author.agent);
    const once = await createAs(author.agent);
    await editor.agent.patch(`/api/articles/${once.id}`).send({ status: 'Published' });
    await editor.agent.patch(`/api/articles/${once.id}`).send({ status: 'Draft' });

    const gone = await author.agent.delete(`/api/articles/${neverPublished.id}`);
    const kept = await author.agent.delete(`/api/articles/${once.id}`);

    expect(gone.status).toBe(200);
    expect((await api.admin.get(`/api/articles/${neverPublished.id}`)).status).toBe(404);
    expect(kept.status).toBe(403);
    expect(kept.body).toMatchObject(refusedFor('publishArticles'));
    expect((await stored(once.id)).status).toBe('Draft');
  });
});

describe('editors and sales', () => {
  it("when an editor edits and publishes an author's article, then both save", async () => {
    const theirs = await createAs(author.agent);

    const res = await editor.agent.patch(`/api/articles/${theirs.id}`).send({ title: '编辑改的', status: 'Published' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(theirs.id)).toMatchObject({ title: '编辑改的', status: 'Published', published: true, authorId: author.id });
  });

  it('when a sales consultant writes, edits or trashes an article, then 403 and nothing changes', async () => {
    const article = await createAs(editor.agent);

    const created = await sales.agent.post('/api/articles').send(draft());
    const patched = await sales.agent.patch(`/api/articles/${article.id}`).send({ title: '销售改的' });
    const trashed = await sales.agent.delete(`/api/articles/${article.id}`);

    expect(created.status).toBe(403);
    expect(created.body).toMatchObject(refusedFor('writeArticles'));
    expect(patched.status).toBe(403);
    expect(trashed.status).toBe(403);
    expect(trashed.body).toMatchObject(refusedFor('trashArticles'));
    expect((await stored(article.id)).title).toBe(article.title);
  });
});

describe('GET /api/dashboard per role', () => {
  const enquiry = () => api.anon().post('/api/public/consultations').send({ name: '看板', email: 'board@example.com', phone: '+65 6123 4567', message: 'm', ...capture(api.t) });

  it('when an enquiry arrives, then admin and sales see it counted', async () => {
    const before = (await sales.agent.get('/api/dashboard')).body as Dashboard;
    expect((await enquiry()).status).toBe(201);

    const forSales = await sales.agent.get('/api/dashboard');
    const forAdmin = await api.admin.get('/api/dashboard');

    expect(forSales.status).toBe(200);
    expect((forSales.body as Dashboard).byStatus.Pending - before.byStatus.Pending).toBe(1);
    expect((forSales.body as Dashboard).weeks).toHaveLength(12);
    expect(Object.keys(forAdmin.body).sort()).toEqual(['byStatus', 'medianFirstResponseMinutes', 'newestUnassigned', 'notFoundThisMonth', 'reviewPending', 'weeks']);
    expect(Object.keys(forSales.body)).not.toContain('reviewPending');
    expect(Object.keys(forSales.body)).not.toContain('notFoundThisMonth');
    expect(forAdmin.body.byStatus).toEqual(forSales.body.byStatus);
  });

  it('when an editor or an author opens the dashboard, then it holds no enquiry figure; the editor sees what waits for review', async () => {
    expect((await enquiry()).status).toBe(201);
    const before = (await editor.agent.get('/api/dashboard')).body.reviewPending as number;
    const mine = await createAs(author.agent);
    expect((await author.agent.post(`/api/articles/${mine.id}/submissions`).send({ lang: 'zh' })).status).toBe(201);

    const [forEditor, forAuthor] = await Promise.all([editor.agent.get('/api/dashboard'), author.agent.get('/api/dashboard')]);

    const none = { weeks: null, byStatus: null, medianFirstResponseMinutes: null, newestUnassigned: null };
    expect(forEditor.status).toBe(200);
    expect(forEditor.body).toEqual({ ...none, reviewPending: before + 1, notFoundThisMonth: expect.any(Number) });
    expect(forAuthor.status).toBe(200);
    expect(forAuthor.body).toEqual(none);
    for (const res of [forEditor, forAuthor]) expect(JSON.stringify(res.body)).not.toContain('board@example.com');
  });
});

describe('enquiry exports by sales', () => {
  it('when a sales consultant exports enquiries as CSV and Excel, then each export is an audit entry naming her and the number of rows', async () => {
    expect((await api.anon().post('/api/public/consultations').send({ name: '导出', email: 'export@example.com', phone: '+65 6123 4567', message: 'm', ...capture(api.t) })).status).toBe(201);
    const rows = (await sales.agent.get('/api/consultations/export.csv')).text.trim().split('\n').length - 1;

    const csv = await recorded(api.t, () => sales.agent.get('/api/consultations/export.csv'));
    const xlsx = await recorded(api.t, () => sales.agent.get('/api/consultations/export.xlsx'));

    expect(rows).toBeGreaterThan(0);
    expect(csv).toEqual([expect.objectContaining({ action: 'export', entityLabel: 'enquiries.csv', actorId: sales.id, actorName: sales.username, changes: [{ field: 'rows', from: null, to: rows }] })]);
    expect(xlsx).toEqual([expect.objectContaining({ action: 'export', entityLabel: 'enquiries.xlsx', actorId: sales.id, changes: [{ field: 'rows', from: null, to: rows }] })]);
  });
});
