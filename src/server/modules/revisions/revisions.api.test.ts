import { describe, expect, it } from 'vitest';
import type { AdminArticle, PublicArticle } from '../../../shared/schemas/articles';
import type { Autosave, Revision, RevisionSummary } from '../../../shared/schemas/revisions';
import { agentAs, setupApiSuite, uniqueName } from '../../test/test-app';

// a small retention so pruning shows within a few saves (the default is 50)
const api = setupApiSuite({ revisionRetention: 3 });

async function createArticle(fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const body = { title: uniqueName('标题'), content: '<p>第一段</p><p>第二段</p>', category: 'business-services', status: 'Draft', ...fields };
  const res = await api.admin.post('/api/articles').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

const patch = async (id: number, body: Record<string, unknown>): Promise<AdminArticle> => {
  const res = await api.admin.patch(`/api/articles/${id}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminArticle;
};

const history = async (id: number, lang: 'zh' | 'en' = 'zh'): Promise<RevisionSummary[]> => {
  const res = await api.admin.get(`/api/articles/${id}/revisions?lang=${lang}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as RevisionSummary[];
};

const revision = async (id: number, revisionId: number): Promise<Revision> => {
  const res = await api.admin.get(`/api/articles/${id}/revisions/${revisionId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Revision;
};

/** A second admin: a registered account promoted by the bootstrap admin, signed in on its own agent. */
async function anotherAdmin() {
  const agent = await agentAs(api.t, 'user');
  const { id } = (await agent.get('/api/user')).body as { id: number };
  expect((await api.admin.patch(`/api/users/${id}`).send({ role: 'admin' })).status).toBe(200);
  return agent;
}

describe('revisions of saves', () => {
  it('when an article is created and changed twice, then History lists three revisions, newest first, with who saved them', async () => {
    const article = await createArticle({ title: '一版' });

    await patch(article.id, { title: '二版' });
    await patch(article.id, { content: '<p>第三版</p>' });
    const list = await history(article.id);

    expect(list.map((r) => r.title)).toEqual(['二版', '二版', '一版']);
    expect(list.every((r) => r.authorName === 'admin' && r.lang === 'zh' && r.status === 'Draft' && !r.published)).toBe(true);
    expect((await revision(article.id, list[0]!.id)).snapshot).toMatchObject({ title: '二版', content: '<p>第三版</p>', category: 'business-services', weight: 0 });
  });

  it('when a PATCH sends the same values again, then no revision is made', async () => {
    const article = await createArticle({ tags: ['签证'], tableData: { headers: ['a'], rows: [['1']] } });
    const same = { title: article.title, content: article.content, tags: ['签证'], tableData: { headers: ['a'], rows: [['1']] }, status: 'Draft' };

    await patch(article.id, same);
    await patch(article.id, same);

    expect(await history(article.id)).toHaveLength(1);
  });

  it('when only the English version changes, then only the English history grows', async () => {
    const article = await createArticle({ translations: { en: { title: 'First', content: '<p>English</p>' } } });

    await patch(article.id, { translations: { en: { title: 'Second' } } });

    expect((await history(article.id, 'en')).map((r) => r.title)).toEqual(['Second', 'First']);
    expect(await history(article.id, 'zh')).toHaveLength(1);
  });

  it('when a shared field changes, then both languages get a revision holding it', async () => {
    const article = await createArticle({ translations: { en: { title: 'Shared', content: '<p>English</p>' } } });

    await patch(article.id, { weight: 7 });

    const [zh] = await history(article.id, 'zh');
    const [en] = await history(article.id, 'en');
    expect((await revision(article.id, zh!.id)).snapshot.weight).toBe(7);
    expect((await revision(article.id, en!.id)).snapshot.weight).toBe(7);
  });
});

describe('retention', () => {
  it('when more saves than REVISION_RETENTION are made, then the newest 3 and every published revision stay', async () => {
    const article = await createArticle({ title: 'v1', status: 'Published' });
    for (const title of ['v2', 'v3', 'v4', 'v5', 'v6']) await patch(article.id, { title, status: 'Draft' });

    const list = await history(article.id);

    expect(list.map((r) => r.title)).toEqual(['v6', 'v5', 'v4', 'v1']);
    expect(list.map((r) => r.published)).toEqual([false, false, false, true]);
  });
});

describe('restore', () => {
  it('when an earlier revision is restored and saved, then a new revision is made and the article stays a draft', async () => {
    const article = await createArticle({ title: '好的标题', content: '<p>好的正文</p>' });
    await patch(article.id, { title: '坏了', content: '<p>坏了</p>' });
    const good = (await history(article.id)).find((r) => r.title === '好的标题')!;

    const { snapshot } = await revision(article.id, good.id);
    const { status: _status, ...fields } = snapshot;
    const saved = await patch(article.id, fields);
    const list = await history(article.id);

    expect(saved).toMatchObject({ title: '好的标题', content: '<p>好的正文</p>', status: 'Draft', published: false });
    expect(list.map((r) => r.title)).toEqual(['好的标题', '坏了', '好的标题']);
    expect(list[0]!.id).toBeGreaterThan(good.id);
    expect((await api.anon().get(`/api/public/articles/${article.id}`)).status).toBe(404);
  });
});

describe('autosave', () => {
  it('when an admin autosaves, then only that admin reads it back and the public article does not change', async () => {
    const article = await createArticle({ title: '公开标题', status: 'Published' });
    const before = (await api.anon().get(`/api/public/articles/${article.id}`)).body as PublicArticle;

    const put = await api.admin.put(`/api/articles/autosave/${article.id}`).send({ lang: 'zh', data: { title: '自动保存的标题' } });
    const mine = await api.admin.get(`/api/articles/autosave/${article.id}`);
    const after = (await api.anon().get(`/api/public/articles/${article.id}`)).body as PublicArticle;
    const list = (await api.anon().get('/api/public/articles/bycategory/business-services')).body as PublicArticle[];

    expect(put.status).toBe(200);
    expect((mine.body as Autosave).data).toEqual({ title: '自动保存的标题' });
    expect(after).toEqual(before);
    expect(list.find((a) => a.id === article.id)?.title).toBe('公开标题');
    expect(await history(article.id)).toHaveLength(1);
  });

  it('when another account reads or clears my slot, then it sees nothing and mine stays', async () => {
    const other = await anotherAdmin();
    await api.admin.put('/api/articles/autosave/new').send({ data: { title: '我的草稿' } });

    const theirs = await other.get('/api/articles/autosave/new');
    await other.delete('/api/articles/autosave/new');
    const mine = await api.admin.get('/api/articles/autosave/new');

    expect((await other.get(`/api/articles/1/revisions`)).status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toBeNull();
    expect((mine.body as Autosave).data).toEqual({ title: '我的草稿' });
  });

  it('when the slot is cleared after a save, then reading it answers 200 with null (an empty slot is no error)', async () => {
    await api.admin.put('/api/articles/autosave/new').send({ data: { title: '稍后保存' } });

    const cleared = await api.admin.delete('/api/articles/autosave/new');

    expect(cleared.status).toBe(204);
    const empty = await api.admin.get('/api/articles/autosave/new');
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull();
  });

  it('when an autosave is too large or its key is no article, then 400', async () => {
    const big = await api.admin.put('/api/articles/autosave/new').send({ data: { content: 'x'.repeat(1_300_000) } });
    const badKey = await api.admin.put('/api/articles/autosave/abc').send({ data: {} });

    expect(big.status).toBe(400);
    expect(badKey.status).toBe(400);
  });
});

describe('access and bad ids', () => {
  it('when a role-user or a visitor asks, then 403 and 401', async () => {
    const article = await createArticle();

    expect((await api.user.get(`/api/articles/${article.id}/revisions`)).status).toBe(403);
    expect((await api.user.put('/api/articles/autosave/new').send({ data: {} })).status).toBe(403);
    expect((await api.anon().get(`/api/articles/${article.id}/revisions`)).status).toBe(401);
  });

  it('when the article or revision does not exist or the ids are bad, then 404 and 400', async () => {
    const article = await createArticle();
    const other = await createArticle();
    const [otherRevision] = await history(other.id);

    expect((await api.admin.get('/api/articles/999999/revisions')).status).toBe(404);
    expect((await api.admin.get(`/api/articles/${article.id}/revisions/999999`)).status).toBe(404);
    expect((await api.admin.get(`/api/articles/${article.id}/revisions/${otherRevision!.id}`)).status).toBe(404);
    expect((await api.admin.get('/api/articles/abc/revisions')).status).toBe(400);
    expect((await api.admin.get(`/api/articles/${article.id}/revisions?lang=fr`)).status).toBe(400);
  });
});
