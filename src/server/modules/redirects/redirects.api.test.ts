import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/schemas/articles';
import type { Redirect, RedirectImportAnswer, RedirectList } from '../../../shared/schemas/redirects';
import { setupApiSuite, uniqueName, type Agent } from '../../test/test-app';
import { recorded } from '../audit/audit.fixtures';
import { activeColleague } from '../auth/staff.fixtures';

// docs/decisions/0027-found-and-shared.md: redirects staff manage
const api = setupApiSuite();
let editor: Agent;
beforeAll(async () => {
  editor = (await activeColleague(api.t, api.admin, 'editor')).agent;
});

/** a fresh address on the site */
const fresh = (prefix = 'old') => `/${uniqueName(prefix).replace('_', '-')}`;
const add = (body: object, agent = editor) => agent.post('/api/redirects').send(body);
async function added(fromPath: string, toPath: string, status = 301): Promise<Redirect> {
  const res = await add({ fromPath, toPath, status });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Redirect;
}
async function stored(fromPath: string): Promise<Redirect | undefined> {
  const res = await editor.get(`/api/redirects?q=${encodeURIComponent(fromPath)}&pageSize=100`);
  expect(res.status).toBe(200);
  return (res.body as RedirectList).items.find((r) => r.fromPath === fromPath);
}
async function publishedArticle(fields: Record<string, unknown> = {}): Promise<Article> {
  const res = await api.admin.post('/api/articles').send({ title: uniqueName('文章'), content: '<p>正文</p>', category: 'singapore-immigration', status: 'Published', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Article;
}

describe('adding, editing and deleting redirects', () => {
  it('when an editor adds a redirect, then it is listed first with its fields, and the change is in the audit log', async () => {
    const from = fresh();

    const entries = await recorded(api.t, () => added(`${from}/`, '/contact', 302));

    const list = (await editor.get('/api/redirects')).body as RedirectList;
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    expect(list.items[0]).toMatchObject({ fromPath: from, toPath: '/contact', status: 302, source: 'staff', hits: 0, lastHitAt: null });
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(entries).toEqual([expect.objectContaining({ action: 'create', entityType: 'settings', entityLabel: `${from} → /contact` })]);
  });

  it('when a redirect is edited and then deleted, then the list shows the edit and then no longer has it', async () => {
    const made = await added(fresh(), '/contact');
    const to = 'https://example.com/elsewhere?x=1';

    const edited = await editor.put(`/api/redirects/${made.id}`).send({ fromPath: made.fromPath, toPath: to, status: 302 });
    const deleted = await editor.delete(`/api/redirects/${made.id}`);
    const again = await editor.delete(`/api/redirects/${made.id}`);

    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: made.id, toPath: to, status: 302 });
    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect(await stored(made.fromPath)).toBeUndefined();
  });

  it.each([
    ['a from without a leading slash', { fromPath: 'old-page', toPath: '/contact' }, 'fromPath', 'redirectFromInvalid'],
    ['a from with a query string', { fromPath: '/old?x=1', toPath: '/contact' }, 'fromPath', 'redirectFromInvalid'],
    ['a from to another site', { fromPath: '//evil.example/x', toPath: '/contact' }, 'fromPath', 'redirectFromInvalid'],
    ['a to that is a script', { fromPath: '/old-script', toPath: 'javascript:alert(1)' }, 'toPath', 'redirectToInvalid'],
    ['the same address twice', { fromPath: '/same-address', toPath: '/same-address' }, 'toPath', 'redirectSameAddress'],
  ])('when a redirect has %s, then 400 VALIDATION names the field', async (_case, body, field, code) => {
    const res = await add(body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', fieldErrors: { [field]: [code] } });
  });

  it('when a redirect from the same address exists, then adding another is 409 REDIRECT_EXISTS and editing another to it too', async () => {
    const from = fresh();
    await added(from, '/contact');
    const other = await added(fresh(), '/contact');

    const twice = await add({ fromPath: from, toPath: '/privacy' });
    const moved = await editor.put(`/api/redirects/${other.id}`).send({ fromPath: from, toPath: '/privacy' });

    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REDIRECT_EXISTS');
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('REDIRECT_EXISTS');
  });
});

describe('loops and chains', () => {
  it('when B→A would close a loop with A→B, or C→A with A→B→C, then 409 REDIRECT_LOOP and nothing is stored', async () => {
    const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
    await added(a, b);

    const back = await add({ fromPath: b, toPath: a });
    const viaQuery = await add({ fromPath: b, toPath: `${a}?utm=x` });
    await added(c, '/contact');
    const edited = await editor.put(`/api/redirects/${(await stored(c))!.id}`).send({ fromPath: c, toPath: a });

    expect(back.status).toBe(409);
    expect(back.body.code).toBe('REDIRECT_LOOP');
    expect(viaQuery.body.code).toBe('REDIRECT_LOOP');
    expect(edited.status).toBe(200);
    expect(await stored(b)).toBeUndefined();
    expect((await stored(c))!.toPath).toBe(b);
    expect((await add({ fromPath: b, toPath: c })).body.code).toBe('REDIRECT_LOOP');
  });

  it('when A→B is added while B→C exists, then A→C is stored', async () => {
    const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
    await added(b, c);

    const made = await added(a, b);

    expect(made.toPath).toBe(c);
  });

  it('when B→C is added while A→B exists, then A→B becomes A→C', async () => {
    const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
    await added(a, b);

    await added(b, c);

    expect((await stored(a))!.toPath).toBe(c);
    expect((await stored(b))!.toPath).toBe(c);
  });
});

describe('a live page is never redirected', () => {
  it.each(['/', '/en', '/contact', '/en/contact', '/privacy', '/news', '/search', '/immigration', '/en/education', '/articles', '/redirects', '/en/dashboard', '/admin/x', '/api/public/articles', '/assets/app.js', '/media/1/x.webp', '/og/site-zh.png', '/uploads/qrcodes/a.png', '/sitemap.xml', '/sitemap-2.xml'])(
    'when the from is %s, then 409 REDIRECT_FROM_LIVE_PAGE',
    async (fromPath) => {
      const res = await add({ fromPath, toPath: '/somewhere-else' });

      expect(res.status).toBe(409);
      expect(res.body.code).toBe('REDIRECT_FROM_LIVE_PAGE');
    },
  );

  it('when the from is a published article in either language, then 409; a draft\'s address may be redirected', async () => {
    const live = await publishedArticle({ articleId: uniqueName('live').replace('_', '-') });
    const draft = await publishedArticle({ articleId: uniqueName('draft').replace('_', '-'), status: 'Draft' });
    const news = await publishedArticle({ category: 'news' });

    const zh = await add({ fromPath: `/immigration/${live.articleId}`, toPath: '/contact' });
    const en = await add({ fromPath: `/en/immigration/${live.articleId}`, toPath: '/contact' });
    const newsPage = await add({ fromPath: `/news/${news.id}`, toPath: '/contact' });
    const drafted = await add({ fromPath: `/immigration/${draft.articleId}`, toPath: '/contact' });

    expect([zh.body.code, en.body.code, newsPage.body.code]).toEqual(['REDIRECT_FROM_LIVE_PAGE', 'REDIRECT_FROM_LIVE_PAGE', 'REDIRECT_FROM_LIVE_PAGE']);
    expect(drafted.status).toBe(201);
  });

  it('when the from is a published self-assessment in either language, then 409', async () => {
    // seeded on a new installation, published (docs/decisions/0030-self-assessments.md)
    const zh = await add({ fromPath: '/eligibility/entrepass-self-check', toPath: '/contact' });
    const en = await add({ fromPath: '/en/eligibility/singapore-pr-readiness', toPath: '/contact' });
    const none = await add({ fromPath: '/eligibility/no-such-check', toPath: '/contact' });

    expect([zh.body.code, en.body.code]).toEqual(['REDIRECT_FROM_LIVE_PAGE', 'REDIRECT_FROM_LIVE_PAGE']);
    expect(none.status).toBe(201);
  });

  it('when a draft whose address is redirected is published, then the live page wins and the redirect is gone', async () => {
    const draft = await publishedArticle({ articleId: uniqueName('soon').replace('_', '-'), status: 'Draft' });
    const from = `/immigration/${draft.articleId}`;
    await added(from, '/contact');
    await added(`/en${from}`, '/en/contact');

    const published = await api.admin.patch(`/api/articles/${draft.id}`).send({ status: 'Published' });

    expect(published.status).toBe(200);
    expect(await stored(from)).toBeUndefined();
    expect(await stored(`/en${from}`)).toBeUndefined();
  });
});

describe('importing a CSV', () => {
  it('when a CSV holds good and bad lines, then the good ones are applied, an existing from is updated, and each bad line is reported with its number', async () => {
    const [a, b, c, d, existing] = [fresh('a'), fresh('b'), fresh('c'), fresh('d'), fresh('e')];
    await added(existing, '/contact');
    const csv = [
      'from,to,status',
      `${a},/contact`,
      `"${b}",/privacy,302`,
      '',
      'no-slash,/contact',
      `${c},${a}`,
      `${a},${a}?again=1`,
      '/contact,/privacy',
      `${d},/news,307`,
      `"${d}",/news"x`,
      `${existing},/privacy`,
    ].join('\r\n');

    const res = await editor.post('/api/redirects/import').send({ csv });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as RedirectImportAnswer;
    expect(answer).toMatchObject({ created: 3, updated: 1 });
    expect(answer.errors.map((e) => [e.line, e.code])).toEqual([
      [5, 'redirectFromInvalid'],
      [7, 'REDIRECT_LOOP'],
      [8, 'REDIRECT_FROM_LIVE_PAGE'],
      [9, 'invalid'],
      [10, 'BAD_REQUEST'],
    ]);
    expect(answer.errors.every((e) => e.message.length > 0)).toBe(true);
    expect(await stored(a)).toMatchObject({ toPath: '/contact', status: 301 });
    expect(await stored(b)).toMatchObject({ toPath: '/privacy', status: 302 });
    expect(await stored(c)).toMatchObject({ toPath: '/contact' });
    expect(await stored(existing)).toMatchObject({ toPath: '/privacy' });
    expect(await stored(d)).toBeUndefined();
  });

  it('when a CSV holds as many lines as an import takes, then every one is applied', { timeout: 60_000 }, async () => {
    const from = fresh('bulk');
    const csv = Array.from({ length: 2000 }, (_, i) => `${from}-${i},/contact`).join('\n');

    const res = await editor.post('/api/redirects/import').send({ csv });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 2000, updated: 0, errors: [] });
    expect(await stored(`${from}-1999`)).toMatchObject({ toPath: '/contact' });
  });

  it('when a CSV has more lines than an import takes, then 400 and nothing is applied', async () => {
    const from = fresh('many');
    const csv = Array.from({ length: 2001 }, (_, i) => `${from}-${i},/contact`).join('\n');

    const res = await editor.post('/api/redirects/import').send({ csv });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ csv: ['tooLong'] });
    expect(await stored(`${from}-0`)).toBeUndefined();
  });
});
