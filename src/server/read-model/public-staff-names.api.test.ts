import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, articleTypes, sections } from '../../shared/catalog';
import { languages, type Language } from '../../shared/languages';
import { localePath, routePatterns } from '../../shared/paths';
import type { AdminArticle, ArticleListPage, PublicArticle } from '../../shared/schemas/articles';
import { createApp, type App } from '../app';
import { sourceBuild } from '../test/stand-in-build';
import { setupApiSuite, type Agent } from '../test/test-app';
import { publicReads, type PublicRead } from './public-reads';

/**
 * Sign-in names never reach the public (docs/decisions/0021-bylines.md): an author with a
 * distinctive username writes articles, then every public endpoint and page is read as a visitor.
 */
const LOGIN = 'zq-distinct-login-7731';
const PASSWORD = 'Staff-pass-4-tests!';
const BYLINE = { bylineName: '陈伟玲', bylineTitle: '高级移民顾问', bylineNameEn: 'Tan Wei Ling', bylineTitleEn: 'Senior Immigration Consultant' };
const zhByline = '作者：陈伟玲，高级移民顾问';
const enByline = 'By Tan Wei Ling, Senior Immigration Consultant';

const api = setupApiSuite();

/** The real server renderer, loaded from source (the built one is the browser tests'). */
let dist: ReturnType<typeof sourceBuild> | undefined;
let site: App;
let author: Agent;
let news: AdminArticle;
let unsigned: AdminArticle;
let service: AdminArticle;
let previewToken: string;

const page = () => request(site.app);

async function write(agent: Agent, body: Record<string, unknown>): Promise<AdminArticle> {
  const res = await agent.post('/api/articles').send({ status: 'Published', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

const english = (title: string) => ({ en: { title, content: `<p>${title} body</p>`, status: 'Published' } });

beforeAll(async () => {
  const created = await api.admin.post('/api/users').send({ username: LOGIN, email: null, role: 'admin' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  author = request.agent(api.t.app);
  expect((await author.post('/api/login').send({ username: LOGIN, password: created.body.oneTimePassword })).status).toBe(200);
  expect((await author.post('/api/account/password').send({ currentPassword: created.body.oneTimePassword, newPassword: PASSWORD })).status).toBe(200);
  expect((await author.put('/api/account/byline').send(BYLINE)).status).toBe(200);

  news = await write(author, { title: '工作准证新规', content: '<p>新规内容</p>', category: 'news', translations: english('New work pass rules') });
  unsigned = await write(author, { title: '公司年会', content: '<p>年会</p>', category: 'news', noByline: true, translations: english('Company annual meeting') });
  service = await write(author, {
    title: '自雇移民指南',
    content: '<p>指南</p>',
    category: 'singapore-immigration',
    articleId: 'self-employed-guide',
    translations: english('Self-employed guide'),
  });
  const draft = await write(author, { title: '草稿预览', content: '<p>草稿</p>', category: 'news', status: 'Draft' });
  const link = await author.post(`/api/articles/${draft.id}/preview-links`).send({ lang: 'zh' });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  previewToken = String(link.body.url).split('/preview/')[1]!;

  dist = sourceBuild();
  site = await createApp({ config: api.t.config, database: api.t.database, distDir: dist.dir });
}, 120_000);

afterAll(async () => {
  await site?.close();
  dist?.remove();
});

/** Every public read's endpoints, with parameters naming the articles above, in both languages. */
function publicApiUrls(): string[] {
  const fill = (pattern: string) => [
    ...[news, unsigned, service].map((a) =>
      pattern
        .replace(':id', String(a.id))
        .replace(':articleId', a.articleId ?? 'self-employed-guide')
        .replace(':category', a.category)
        .replace(':type', a.type),
    ),
    ...articleCategories.map((c) => pattern.replace(':category', c)),
    ...articleTypes.map((t) => pattern.replace(':type', t)),
  ];
  const urls = (Object.values(publicReads) as PublicRead<unknown>[])
    .flatMap((read) => [read.publicPath, read.memberPath])
    .filter((p): p is string => Boolean(p))
    .flatMap((p) => (p.includes(':') ? fill(p) : [p]))
    .filter((p) => !p.includes(':'));
  const searches = ['工作准证', 'work pass', 'Tan Wei Ling', '陈伟玲'].map((q) => `/api/public/search?q=${encodeURIComponent(q)}`);
  return [...new Set([...urls, ...searches])].flatMap((u) => languages.map((lang) => `${u}${u.includes('?') ? '&' : '?'}lang=${lang}`));
}

/** Every page template of the public site, in both languages. */
function pageUrls(): string[] {
  const r = routePatterns;
  const zhPages = [
    r.home,
    r.contact,
    r.techdocs,
    r.privacy,
    r.news,
    `/news/${news.id}`,
    `/news/${unsigned.id}`,
    `/search?q=${encodeURIComponent('工作准证')}`,
    `/search?q=${encodeURIComponent('work pass')}`,
    `/article/${service.articleId}`,
    `/category/1`,
    `/preview/${previewToken}`,
    '/no-such-page',
    ...sections.flatMap((s) => [s.basePath, `${s.basePath}/${s.items[0]}`]),
    `/immigration/${service.articleId}`,
    `/immigration/article-${service.id}`,
  ];
  return languages.flatMap((lang) => zhPages.map((p) => localePath(p, lang)));
}

const leaks = (text: string) => text.toLowerCase().includes(LOGIN);

describe('what the public sees of staff', () => {
  it('when a visitor reads every public endpoint, then no answer names the author by username or account id', async () => {
    const urls = publicApiUrls();

    const answers = await Promise.all(urls.map(async (url) => ({ url, res: await api.anon().get(url) })));

    expect(urls.length).toBeGreaterThan(40);
    for (const { url, res } of answers) {
      expect(res.status, url).toBeLessThan(500);
      expect(leaks(res.text), `${url} body`).toBe(false);
      expect(leaks(JSON.stringify(res.headers)), `${url} headers`).toBe(false);
      expect(res.text, url).not.toMatch(/"author(Id|Name)"/);
    }
    expect((await api.anon().get(`/api/preview/${previewToken}`)).text).not.toMatch(/"author(Id|Name)"|zq-distinct/);
  });

  it('when a visitor opens every page, the sitemap and robots.txt, then none names the author by username', async () => {
    const urls = [...pageUrls(), '/sitemap.xml', '/robots.txt'];

    const answers = [];
    for (const url of urls) answers.push({ url, res: await page().get(url) });

    for (const { url, res } of answers) {
      expect(res.status, url).toBeLessThan(500);
      expect(leaks(res.text), `${url} body`).toBe(false);
      expect(leaks(JSON.stringify(res.headers)), `${url} headers`).toBe(false);
    }
    expect(answers.find((a) => a.url === `/news/${news.id}`)?.res.text).toContain('工作准证新规');
  }, 120_000);

  it('when the author has a byline, then the article pages show it in the page language, server-rendered', async () => {
    const urls = [`/news/${news.id}`, `/en/news/${news.id}`, `/immigration/${service.articleId}`, `/en/immigration/${service.articleId}`];

    const texts = await Promise.all(urls.map(async (url) => (await page().get(url)).text));

    expect(texts.map((text) => [text.includes(zhByline), text.includes(enByline)])).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true],
    ]);
  });

  it('when an article is set to show no byline, then neither its pages nor its answers name anyone', async () => {
    const pages = await Promise.all([`/news/${unsigned.id}`, `/en/news/${unsigned.id}`].map((url) => page().get(url)));
    const answer = await api.anon().get(`/api/public/articles/${unsigned.id}?lang=en`);

    for (const res of pages) expect(res.text).not.toMatch(/陈伟玲|Tan Wei Ling|高级移民顾问|Senior Immigration Consultant/);
    expect((answer.body as PublicArticle).byline).toBeNull();
  });

  it('when a public article is read, then it carries the byline of its language and no account fields', async () => {
    const [zh, en] = await Promise.all(languages.map(async (lang: Language) => (await api.anon().get(`/api/public/articles/${news.id}?lang=${lang}`)).body as PublicArticle));

    expect(zh?.byline).toEqual({ name: '陈伟玲', title: '高级移民顾问' });
    expect(en?.byline).toEqual({ name: 'Tan Wei Ling', title: 'Senior Immigration Consultant' });
    for (const answer of [zh, en]) for (const field of ['authorId', 'authorName', 'noByline']) expect(Object.keys(answer ?? {})).not.toContain(field);
  });

  it('when the author changes the byline, then the cached article page shows the new one at once', async () => {
    expect((await page().get(`/en/news/${news.id}`)).text).toContain(enByline);

    const saved = await author.put('/api/account/byline').send({ ...BYLINE, bylineTitleEn: 'Head of Immigration' });
    const after = await page().get(`/en/news/${news.id}`);

    expect(saved.status).toBe(200);
    expect(after.text).toContain('By Tan Wei Ling, Head of Immigration');
    await author.put('/api/account/byline').send(BYLINE);
  });

  it('when an admin reads the back-office list, then it still names the author by username', async () => {
    const res = await api.admin.get('/api/articles?page=1&pageSize=100');

    expect((res.body as ArticleListPage).articles.find((a) => a.id === news.id)?.authorName).toBe(LOGIN);
  });
});
