import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { articleCategories } from '../../../shared/catalog';
import type { Article, ArticleListPage } from '../../../shared/schemas/articles';
import { MESSAGE_LOGIN_NEEDED } from '../auth/auth.guards';
import { setupApiSuite, uniqueName } from '../../test/test-app';
import { openSecondApp } from '../../test/second-app';

const api = setupApiSuite();

async function createArticle(fields: Record<string, unknown> = {}): Promise<Article> {
  const res = await api.admin.post('/api/articles').send({ title: uniqueName('title'), content: '<p>body</p>', category: 'news', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Article;
}

describe('POST /api/articles', () => {
  it('when an admin sends valid fields, then the article is created as a draft written by that admin', async () => {
    const res = await api.admin.post('/api/articles').send({ title: 'Company setup', content: '<p>Hello</p>', category: 'business-services' });

    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      title: 'Company setup',
      content: '<p>Hello</p>',
      category: 'business-services',
      status: 'Draft',
      published: false,
      type: 'service',
      weight: 0,
      tags: [],
      articleId: null,
      authorName: 'admin',
      publishedAt: null,
      tableData: null,
    });
    expect(res.body.authorId).toEqual(expect.any(Number));
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('when the status is Published, then published is true and publishedAt is set', async () => {
    const article = await createArticle({ status: 'Published' });

    expect(article.published).toBe(true);
    expect(article.publishedAt).not.toBeNull();
  });

  it('when unknown fields, authorId or published come along, then they are ignored', async () => {
    const article = await createArticle({ id: 999_999, authorId: 424242, published: true, foo: 'bar' });

    expect(article.id).not.toBe(999_999);
    expect(article.authorName).toBe('admin');
    expect(article.published).toBe(false);
    expect(article).not.toHaveProperty('foo');
  });

  it('when weight is blank, tags repeat and tableData is a JSON string, then they are normalised', async () => {
    const table = { caption: 'Fees', headers: ['Item', 'Cost'], rows: [['Filing', 'SGD 300']] };

    const article = await createArticle({ weight: '', tags: [' visa ', 'visa', '', 'pr'], tableData: JSON.stringify(table) });

    expect(article.weight).toBe(0);
    expect(article.tags).toEqual(['visa', 'pr']);
    expect(article.tableData).toEqual(table);
  });

  it('when title, content and category are missing, then 400 names each field', async () => {
    const res = await api.admin.post('/api/articles').send({ title: '  ', content: '' });

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.error).toBe(res.body.message);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['title', 'content', 'category']));
  });

  it.each([
    ['a negative weight', { weight: -1 }, 'weight'],
    ['a fractional weight', { weight: 1.5 }, 'weight'],
    ['an unknown status', { status: 'Live' }, 'status'],
    ['an unknown category', { category: 'cooking' }, 'category'],
    ['tableData that is not JSON', { tableData: '{oops' }, 'tableData'],
    ['tableData without headers', { tableData: { rows: [] } }, 'tableData.headers'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['an articleId with spaces', { articleId: 'not valid' }, 'articleId'],
    ['a javascript: cover image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
  ])('when the body has %s, then 400 with that field error', async (_name, fields, field) => {
    const res = await api.admin.post('/api/articles').send({ title: 'Valid', content: '<p>x</p>', category: 'news', ...fields });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty([field]);
  });

  it('when the articleId is already used, then 409', async () => {
    const articleId = uniqueName('slug').replace('_', '-');
    await createArticle({ articleId });

    const res = await api.admin.post('/api/articles').send({ title: 'Again', content: '<p>x</p>', category: 'news', articleId });

    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/articleId/);
  });

  it('when the caller is anonymous, then 401; when a role-user, then 403', async () => {
    const body = { title: 'Nope', content: '<p>x</p>', category: 'news' };

    const anonymous = await api.anon().post('/api/articles').send(body);
    const member = await api.user.post('/api/articles').send(body);

    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGE_LOGIN_NEEDED);
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 'FORBIDDEN', permission: 'writeArticles' });
  });
});

describe('article HTML sanitisation', () => {
  it('when content carries scripts, handlers, iframes, styles and javascript: links, then they are removed', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.example"></iframe><style>p{color:red}</style>' +
      '<p style="color:red">styled</p>';

    const article = await createArticle({ content: dirty });

    expect(article.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style|style=/i);
    expect(article.content).toContain('<p>Hi</p>');
    expect(article.content).toContain('<img src="x.png" />');
    expect(article.content).toContain('<a>bad</a>');
  });

  it("when content uses the editor's tags, then they are kept", async () => {
    const clean =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s> <code>c</code><br /></p>' +
      '<blockquote><p>q</p></blockquote><pre><code class="language-js">let a = 1;</code></pre><ol><li>one</li></ol><ul><li>two</li></ul>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p><img src="https://example.com/a.png" alt="a" /><hr />' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';

    const article = await createArticle({ content: clean });

    expect(article.content).toBe(clean);
  });

  it('when content is only a script, then 400 content cannot be empty', async () => {
    const res = await api.admin.post('/api/articles').send({ title: 'x', content: '<script>alert(1)</script>', category: 'news' });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.content).toEqual(['contentRequired']);
  });

  it('when an update carries a script, then it is sanitised too', async () => {
    const article = await createArticle();

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ content: '<p>ok</p><script>alert(1)</script>' });

    expect(res.status).toBe(200);
    expect(res.body.content).toBe('<p>ok</p>');
  });
});

describe('reading articles: visibility', () => {
  it.each(['Draft', 'Archived'])('when an article is %s, then only admins can read it', async (status) => {
    const article = await createArticle({ status, articleId: uniqueName('hidden').replace('_', '-') });

    const publicRes = await api.anon().get(`/api/public/articles/${article.id}`);
    const anonRes = await api.anon().get(`/api/articles/${article.id}`);
    const userRes = await api.user.get(`/api/articles/${article.id}`);
    const userBySlug = await api.user.get(`/api/articles/byarticleid/${article.articleId}`);
    const adminRes = await api.admin.get(`/api/articles/${article.id}`);
    const adminBySlug = await api.admin.get(`/api/articles/byArticleId/${article.articleId}`);

    expect([publicRes.status, anonRes.status, userRes.status, userBySlug.status]).toEqual([404, 404, 404, 404]);
    expect(publicRes.body.message).toBe('article not found');
    expect(adminRes.status).toBe(200);
    expect(adminRes.body.status).toBe(status);
    expect(adminBySlug.status).toBe(200);
    expect(adminBySlug.body.id).toBe(article.id);
  });

  it('when lists are read, then anonymous callers and role-users see published articles only, admins all', async () => {
    const draft = await createArticle({ category: 'singapore-education' });
    const live = await createArticle({ category: 'singapore-education', status: 'Published' });
    const ids = (res: request.Response) => (res.body as Article[]).map((a) => a.id);

    const lists = {
      public: await api.anon().get('/api/public/articles'),
      publicCategory: await api.anon().get('/api/public/articles/bycategory/singapore-education'),
      publicType: await api.anon().get('/api/public/articles/bytype/service'),
      user: await api.user.get('/api/articles'),
      admin: await api.admin.get('/api/articles'),
      adminCategory: await api.admin.get('/api/articles/bycategory/singapore-education'),
      adminType: await api.admin.get('/api/articles/bytype/service'),
    };

    for (const key of ['public', 'publicCategory', 'publicType', 'user'] as const) {
      expect(ids(lists[key]), key).toContain(live.id);
      expect(ids(lists[key]), key).not.toContain(draft.id);
      expect((lists[key].body as Article[]).every((a) => a.status === 'Published')).toBe(true);
    }
    for (const key of ['admin', 'adminCategory', 'adminType'] as const) {
      expect(ids(lists[key]), key).toEqual(expect.arrayContaining([draft.id, live.id]));
    }
  });

  it('when the seed data is read, then every built-in item has a published article', async () => {
    const res = await api.anon().get('/api/articles/byarticleid/self-employed');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ articleId: 'self-employed', category: 'singapore-immigration', status: 'Published' });
  });

  it('when a category list is read, then it is sorted by weight descending, then title', async () => {
    const made = [
      await createArticle({ category: 'overseas-identity', status: 'Published', weight: 5, title: 'zz sort b' }),
      await createArticle({ category: 'overseas-identity', status: 'Published', weight: 9, title: 'zz sort c' }),
      await createArticle({ category: 'overseas-identity', status: 'Published', weight: 5, title: 'zz sort a' }),
    ];
    const mine = new Set(made.map((a) => a.id));

    const res = await api.admin.get('/api/articles/bycategory/overseas-identity');

    const order = (res.body as Article[]).filter((a) => mine.has(a.id)).map((a) => a.title);
    expect(order).toEqual(['zz sort c', 'zz sort a', 'zz sort b']);
    const weights = (res.body as Article[]).map((a) => a.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('when the news list is read, then the newest comes first', async () => {
    const older = await createArticle({ type: 'news', status: 'Published' });
    const newer = await createArticle({ type: 'news', status: 'Published' });

    const res = await api.anon().get('/api/public/articles/bytype/news');

    const ids = (res.body as Article[]).map((a) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(newer.id)).toBe(0);
  });

  it('when the category or type is unknown, then the list is empty', async () => {
    const category = await api.anon().get('/api/public/articles/bycategory/cooking');
    const type = await api.admin.get('/api/articles/bytype/podcast');

    expect(category.status).toBe(200);
    expect(category.body).toEqual([]);
    expect(type.body).toEqual([]);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('when the id is %s, then 400', async (id) => {
    const res = await api.anon().get(`/api/public/articles/${id}`);

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('id');
  });

  it('when the article does not exist, then 404', async () => {
    const res = await api.admin.get('/api/articles/2147483647');

    expect(res.status).toBe(404);
  });
});

describe('PATCH and PUT /api/articles/:id', () => {
  it.each(['patch', 'put'] as const)('when an admin sends %s with a new title, then only the title changes', async (method) => {
    const article = await createArticle({ status: 'Published', weight: 7, tags: ['a'] });

    const res = await api.admin[method](`/api/articles/${article.id}`).send({ title: 'Renamed', foo: 1 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: article.id, title: 'Renamed', status: 'Published', published: true, weight: 7, tags: ['a'], type: article.type });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(article.updatedAt).getTime());
  });

  it('when an article is published, unpublished and published again, then publishedAt keeps the first time', async () => {
    const article = await createArticle();
    const first = await api.admin.patch(`/api/articles/${article.id}`).send({ status: 'Published' });

    await api.admin.patch(`/api/articles/${article.id}`).send({ status: 'Draft' });
    const again = await api.admin.patch(`/api/articles/${article.id}`).send({ status: 'Published' });

    expect(first.body.publishedAt).not.toBeNull();
    expect(again.body.publishedAt).toBe(first.body.publishedAt);
    expect(again.body.published).toBe(true);
  });

  it('when the status becomes Archived, then published turns false', async () => {
    const article = await createArticle({ status: 'Published' });

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ status: 'Archived' });

    expect(res.body).toMatchObject({ status: 'Archived', published: false });
  });

  it('when the update is invalid, then 400 with field errors and nothing changes', async () => {
    const article = await createArticle();

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ title: '', weight: -2 });
    const after = await api.admin.get(`/api/articles/${article.id}`);

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['title', 'weight']));
    expect(after.body.title).toBe(article.title);
  });

  it('when the articleId is taken by another article, then 409', async () => {
    const taken = await createArticle({ articleId: uniqueName('taken').replace('_', '-') });
    const other = await createArticle();

    const res = await api.admin.patch(`/api/articles/${other.id}`).send({ articleId: taken.articleId });

    expect(res.status).toBe(409);
  });

  it('when the article does not exist or the id is bad, then 404 or 400', async () => {
    const missing = await api.admin.patch('/api/articles/2147483647').send({ title: 'x' });
    const bad = await api.admin.put('/api/articles/abc').send({ title: 'x' });

    expect(missing.status).toBe(404);
    expect(bad.status).toBe(400);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const article = await createArticle();

    expect((await api.anon().patch(`/api/articles/${article.id}`).send({ title: 'x' })).status).toBe(401);
    expect((await api.user.put(`/api/articles/${article.id}`).send({ title: 'x' })).status).toBe(403);
  });
});

describe('DELETE /api/articles/:id', () => {
  it('when an admin deletes an article, then it is gone', async () => {
    const article = await createArticle({ status: 'Published' });

    const res = await api.admin.delete(`/api/articles/${article.id}`);
    const after = await api.anon().get(`/api/public/articles/${article.id}`);
    const again = await api.admin.delete(`/api/articles/${article.id}`);

    expect(res.status).toBe(200);
    expect(after.status).toBe(404);
    expect(again.status).toBe(404);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403 and the article stays', async () => {
    const article = await createArticle();

    const anonymous = await api.anon().delete(`/api/articles/${article.id}`);
    const member = await api.user.delete(`/api/articles/${article.id}`);

    expect(anonymous.status).toBe(401);
    expect(member.status).toBe(403);
    expect((await api.admin.get(`/api/articles/${article.id}`)).status).toBe(200);
  });
});

describe('public read cache', () => {
  it('when a public read is repeated with its ETag, then 304 and a shared short Cache-Control', async () => {
    const first = await api.anon().get('/api/public/articles');

    const second = await api.anon().get('/api/public/articles').set('If-None-Match', first.headers.etag!);

    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/public.*s-maxage=\d+/);
    expect(second.status).toBe(304);
  });

  it('when a non-admin reads /api/articles, then the cached answer is private and varies by cookie', async () => {
    const res = await api.anon().get('/api/articles/bytype/news');
    const member = await api.user.get('/api/articles/bytype/news').set('If-None-Match', res.headers.etag!);

    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.headers.etag).toBeTruthy();
    expect(member.status).toBe(304);
  });

  it('when an admin reads, then it is never cached', async () => {
    const res = await api.admin.get('/api/articles');

    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('when an article is changed, then the next public read shows it', async () => {
    const article = await createArticle({ status: 'Published', category: 'business-services' });
    const before = await api.anon().get(`/api/public/articles/${article.id}`);
    await api.anon().get('/api/public/articles/bycategory/business-services');

    await api.admin.patch(`/api/articles/${article.id}`).send({ title: 'Fresh title' });
    const single = await api.anon().get(`/api/public/articles/${article.id}`).set('If-None-Match', before.headers.etag!);
    const list = await api.anon().get('/api/public/articles/bycategory/business-services');

    expect(single.status).toBe(200);
    expect(single.body.title).toBe('Fresh title');
    expect((list.body as Article[]).find((a) => a.id === article.id)?.title).toBe('Fresh title');
  });

  it('when an article is created or deleted, then the public list follows', async () => {
    await api.anon().get('/api/public/articles');

    const article = await createArticle({ status: 'Published' });
    const afterCreate = await api.anon().get('/api/public/articles');
    await api.admin.delete(`/api/articles/${article.id}`);
    const afterDelete = await api.anon().get('/api/public/articles');

    expect((afterCreate.body as Article[]).some((a) => a.id === article.id)).toBe(true);
    expect((afterDelete.body as Article[]).some((a) => a.id === article.id)).toBe(false);
  });

  it('when another server process on the same database writes, then this one drops its cache', async () => {
    const article = await createArticle({ status: 'Published' });
    const other = await openSecondApp(api.t);
    try {
      const warm = await request(other.app).get(`/api/public/articles/${article.id}`);
      expect(warm.body.title).toBe(article.title);

      await api.admin.patch(`/api/articles/${article.id}`).send({ title: 'Seen everywhere' });

      await expect.poll(async () => (await request(other.app).get(`/api/public/articles/${article.id}`)).body.title, { timeout: 5000 }).toBe('Seen everywhere');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/articles?page= (the back office list)', () => {
  const list = async (params: Record<string, string | number>) => {
    const res = await api.admin.get('/api/articles').query({ page: 1, ...params });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ArticleListPage;
  };
  const titles = (page: ArticleListPage) => page.articles.map((a) => a.title);
  /** `count` articles whose titles carry one new token, created oldest first; the token finds them alone. */
  async function createMany(count: number, fields: (i: number, token: string) => Record<string, unknown> = () => ({})) {
    const token = uniqueName('list');
    const made: Article[] = [];
    for (let i = 1; i <= count; i++) made.push(await createArticle({ title: `${token} ${String(i).padStart(2, '0')}`, ...fields(i, token) }));
    return { token, made };
  }

  it('when an admin asks for pages, then each holds pageSize rows, newest change first, with the filtered total', async () => {
    const { token, made } = await createMany(12);

    const first = await list({ q: token });
    const second = await list({ q: token, page: 2 });
    const small = await list({ q: token, page: 3, pageSize: 5 });

    const newestFirst = made.map((a) => a.title).reverse();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(titles(first)).toEqual(newestFirst.slice(0, 10));
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(titles(second)).toEqual(newestFirst.slice(10));
    expect(small).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(titles(small)).toEqual(newestFirst.slice(10));
  });

  it('when the page is past the end, then the last page comes back with the real total; when nothing matches, then page 1 is empty', async () => {
    const { token } = await createMany(3);

    const past = await list({ q: token, page: 9, pageSize: 2 });
    const none = await list({ q: uniqueName('nothing'), page: 4 });

    expect(past).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(past.articles).toHaveLength(1);
    expect(none).toMatchObject({ articles: [], total: 0, page: 1 });
  });

  it('when rows come back, then they hold the list fields only: no content, table, description or translations', async () => {
    const { token } = await createMany(1, () => ({ tableData: { headers: ['a'], rows: [['b']] }, metaDescription: 'meta', translations: { en: { title: 'English', content: '<p>English</p>' } } }));

    const [row] = (await list({ q: token })).articles;

    expect(Object.keys(row!).sort()).toEqual(
      ['id', 'articleId', 'title', 'summary', 'imageUrl', 'tags', 'weight', 'status', 'category', 'type', 'authorId', 'authorName', 'updatedAt', 'publishedAt', 'englishState', 'englishNeedsUpdate', ...['publishAt', 'unpublishAt', 'enPublishAt', 'enUnpublishAt']].sort(),
    );
    expect(row).toMatchObject({ authorName: 'admin', englishState: 'draft', englishNeedsUpdate: false });
  });

  it('when counts come back, then they count every article by status and category, whatever the filters', async () => {
    await createMany(2, (i) => ({ status: i === 1 ? 'Archived' : 'Published', category: 'overseas-identity' }));
    const all = (await api.admin.get('/api/articles')).body as Article[];
    const count = (keep: (a: Article) => boolean) => all.filter(keep).length;

    const unfiltered = await list({});
    const filtered = await list({ q: uniqueName('nothing'), tab: 'draft', category: 'news' });

    expect(unfiltered.counts).toEqual({
      total: all.length,
      byStatus: { published: count((a) => a.status === 'Published'), draft: count((a) => a.status === 'Draft'), archived: count((a) => a.status === 'Archived') },
      byCategory: Object.fromEntries(articleCategories.map((c) => [c, count((a) => a.category === c)])),
    });
    expect(unfiltered.total).toBe(all.length);
    expect(filtered.counts).toEqual(unfiltered.counts);
  });

  it('when articles are added, change status or category and are deleted, then the kept counts and unsearched totals stay those of the rows', async () => {
    const { made } = await createMany(3, (i) => ({ status: i === 1 ? 'Draft' : 'Published', category: 'overseas-identity' }));
    await api.admin.patch(`/api/articles/${made[0]!.id}`).send({ status: 'Published' });
    await api.admin.patch(`/api/articles/${made[1]!.id}`).send({ category: 'business-services' });
    await api.admin.patch(`/api/articles/${made[1]!.id}`).send({ title: `${made[1]!.title} edited` });
    await api.admin.delete(`/api/articles/${made[2]!.id}`);
    const all = (await api.admin.get('/api/articles')).body as Article[];
    const count = (keep: (a: Article) => boolean) => all.filter(keep).length;

    const published = await list({ tab: 'published' });
    const publishedNews = await list({ tab: 'published', category: 'news', pageSize: 5 });
    const past = await list({ tab: 'overseas-identity', page: 99, pageSize: 1 });
    const unfiltered = await list({});

    expect(unfiltered.counts.total).toBe(all.length);
    expect(unfiltered.counts.byCategory['overseas-identity']).toBe(count((a) => a.category === 'overseas-identity'));
    expect(unfiltered.counts.byCategory['business-services']).toBe(count((a) => a.category === 'business-services'));
    expect(published.total).toBe(count((a) => a.status === 'Published'));
    expect(published.articles.map((a) => a.id)).toEqual(
      all
        .filter((a) => a.status === 'Published')
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
        .slice(0, 10)
        .map((a) => a.id),
    );
    expect(publishedNews.total).toBe(count((a) => a.status === 'Published' && a.category === 'news'));
    expect(past).toMatchObject({ total: count((a) => a.category === 'overseas-identity'), page: count((a) => a.category === 'overseas-identity') });
    expect(past.articles).toHaveLength(1);
  });

  it('when a status, category or tab is chosen, then only matching rows come back, statuses in any case', async () => {
    const { token } = await createMany(4, (i) => [{ status: 'Draft' }, { status: 'Published' }, { status: 'Published', category: 'business-services' }, { status: 'Archived' }][i - 1]!);
    const ends = (page: ArticleListPage) => titles(page).map((t) => t.slice(-2));

    expect(ends(await list({ q: token, status: 'DRAFT' }))).toEqual(['01']);
    expect(ends(await list({ q: token, status: 'published' }))).toEqual(['03', '02']);
    expect(ends(await list({ q: token, category: 'business-services' }))).toEqual(['03']);
    expect(ends(await list({ q: token, tab: 'archived' }))).toEqual(['04']);
    expect(ends(await list({ q: token, tab: 'news' }))).toEqual(['04', '02', '01']);
    expect(ends(await list({ q: token, tab: 'published', category: 'news' }))).toEqual(['02']);
    expect(ends(await list({ q: token, tab: 'published', status: 'Draft' }))).toEqual([]);
    expect(ends(await list({ q: token, status: 'all', category: '' }))).toEqual(['04', '03', '02', '01']);
  });

  it('when an English state is chosen, then rows in that state come back, and a Chinese edit makes the English one need an update', async () => {
    const { token, made } = await createMany(4, (i) =>
      [{}, { translations: { en: { title: 'Draft one' } } }, { translations: { en: { title: 'Live one', content: '<p>x</p>', status: 'Published' } } }, { translations: { en: { title: 'Stale one', content: '<p>x</p>', status: 'Published' } } }][i - 1]!,
    );
    const states = async () => Object.fromEntries((await list({ q: token })).articles.map((a) => [a.title.slice(-2), a.englishState]));
    const ends = async (english: string) => titles(await list({ q: token, english })).map((t) => t.slice(-2));
    const before = await states();
    const publishedBefore = await ends('published');

    await api.admin.patch(`/api/articles/${made[3]!.id}`).send({ content: '<p>新的中文正文</p>' });

    expect(before).toEqual({ '01': 'missing', '02': 'draft', '03': 'published', '04': 'published' });
    expect(publishedBefore).toEqual(['04', '03']);
    expect(await ends('missing')).toEqual(['01']);
    expect(await ends('draft')).toEqual(['02']);
    expect(await ends('published')).toEqual(['03']);
    expect(await ends('needsUpdate')).toEqual(['04']);
    expect(await ends('archived')).toEqual([]);
    expect((await list({ q: token, english: 'needsUpdate' })).articles[0]).toMatchObject({ englishState: 'needsUpdate', englishNeedsUpdate: true });
  });

  it('when searching, then title, summary, articleId, tags and the English title match in any case and any script, and % or _ are plain characters', async () => {
    const token = uniqueName('find').replace('_', '');
    const made = [
      await createArticle({ title: `Work pass ${token.toUpperCase()}` }),
      await createArticle({ summary: `about ${token}` }),
      await createArticle({ articleId: `slug-${token}` }),
      await createArticle({ tags: ['visa', `Tag${token}`] }),
      await createArticle({ translations: { en: { title: `English ${token}` } } }),
      await createArticle({ title: `100% done ${token}` }),
      await createArticle({ title: `1000 done ${token}` }),
      await createArticle({ title: `CAFÉ 签证 ${token}` }),
    ];
    const digits = String(Date.now()) + String(Math.random()).slice(2, 8);
    const numbered = await createArticle({ title: `编号 ${digits} 签证` });

    const found = await list({ q: token, pageSize: 20 });
    const percent = await list({ q: `100% done ${token}` });
    const accented = await list({ q: `café 签证 ${token}` });
    const chinese = await list({ q: `签证 ${token.toUpperCase()}` });
    const uncased = await list({ q: `编号 ${digits}` });

    expect(found.articles.map((a) => a.id).sort()).toEqual(made.map((a) => a.id).sort());
    expect(percent.articles.map((a) => a.id)).toEqual([made[5]!.id]);
    expect(accented.articles.map((a) => a.id)).toEqual([made[7]!.id]);
    expect(chinese.articles.map((a) => a.id)).toEqual([made[7]!.id]);
    expect(uncased.articles.map((a) => a.id)).toEqual([numbered.id]);
  });

  it('when searching a Chinese word alone, then the index finds it inside title, summary, tags, content and a draft English title, as the substring search did', async () => {
    // a word of four Han characters no other article holds
    const han = () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000));
    const word = han() + han() + han() + han();
    const made = [
      await createArticle({ title: `申请${word}指南` }),
      await createArticle({ summary: `关于${word}的说明` }),
      await createArticle({ tags: ['签证', `${word}资料`] }),
      await createArticle({ content: `<p>正文提到${word}。</p>` }),
      await createArticle({ status: 'Draft', translations: { en: { title: `English ${word}`, status: 'Draft' } } }),
    ];
    await createArticle({ title: `只有一半 ${[...word].slice(0, 2).join('')} 在这里` });

    const found = await list({ q: word, pageSize: 20 });

    expect(found.articles.map((a) => a.id).sort()).toEqual(made.map((a) => a.id).sort());
    expect(found.total).toBe(made.length);
  });

  it('when sorted by title or by publication, then that order comes back', async () => {
    const { token } = await createMany(3, (i) => ({ status: i === 2 ? 'Draft' : 'Published' }));
    const named = await createMany(3, (i, t) => ({ title: `${t} ${['c', 'a', 'b'][i - 1]}` }));

    const byTitle = titles(await list({ q: named.token, sort: 'title' }));
    const byPublication = titles(await list({ q: token, sort: 'published' }));

    expect(byTitle).toEqual([`${named.token} a`, `${named.token} b`, `${named.token} c`]);
    expect(byPublication.map((t) => t.slice(-2))).toEqual(['03', '01', '02']);
  });

  it('when a role-user or an anonymous visitor asks for a page, or an admin asks without one, then the full list comes back as before', async () => {
    const anonymous = await api.anon().get('/api/articles?page=2&pageSize=1');
    const member = await api.user.get('/api/articles?page=1');
    const admin = await api.admin.get('/api/articles');

    for (const res of [anonymous, member, admin]) {
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.length).toBeGreaterThan(1);
    }
    expect((member.body as Article[]).every((a) => a.status === 'Published')).toBe(true);
    expect((admin.body as Article[])[0]).toHaveProperty('content');
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=1&pageSize=101', 'pageSize'],
    ['page=1&sort=views', 'sort'],
    ['page=1&status=Live', 'status'],
    ['page=1&category=cooking', 'category'],
    ['page=1&english=french', 'english'],
    ['page=1&tab=trash', 'tab'],
    ['page=1&page=2', 'page'],
  ])('when the query has %s, then 400 VALIDATION names %s', async (query, field) => {
    const res = await api.admin.get(`/api/articles?${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect(res.body.fieldErrors).toHaveProperty([field]);
  });
});
