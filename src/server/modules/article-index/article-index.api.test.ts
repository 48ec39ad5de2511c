import { describe, expect, it } from 'vitest';
import type { ArticleIndexEntry } from '../../../shared/schemas/article-index';
import type { PublicArticle } from '../../../shared/schemas/articles';
import { setupApiSuite } from '../../test/test-app';

const api = setupApiSuite();

const LEAN_KEYS = ['articleId', 'category', 'id', 'imageUrl', 'lang', 'publishedAt', 'summary', 'title', 'type', 'weight'];
const index = async (query = '') => {
  const res = await api.anon().get(`/api/public/article-index${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ArticleIndexEntry[];
};

describe('GET /api/public/article-index', () => {
  it('when the site reads the index, then it lists every published article in the full list\'s order, without content', async () => {
    const full = (await api.anon().get('/api/public/articles')).body as PublicArticle[];

    const lean = await index();

    expect(lean.map((a) => a.id)).toEqual(full.map((a) => a.id));
    for (const entry of lean) expect(Object.keys(entry).sort()).toEqual(LEAN_KEYS);
    expect(JSON.stringify(lean)).not.toContain('<p>');
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length / 3);
  });

  it('when a draft exists, then the index leaves it out', async () => {
    const draft = await api.admin.post('/api/articles').send({ title: '索引草稿', content: '<p>草稿正文内容足够长。</p>', category: 'news', status: 'Draft' });

    const ids = (await index()).map((a) => a.id);

    expect(draft.status).toBe(201);
    expect(ids).not.toContain(draft.body.id);
  });

  it('when a type or a category is asked for, then only those come back; a category in weight order', async () => {
    const news = await index('?type=news');
    const immigration = await index('?category=singapore-immigration');

    expect(news.length).toBeGreaterThan(0);
    expect(news.every((a) => a.type === 'news')).toBe(true);
    expect(immigration.length).toBeGreaterThan(0);
    expect(immigration.every((a) => a.category === 'singapore-immigration')).toBe(true);
    const weights = immigration.map((a) => a.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('when English is asked for, then titles come in English where published, else in Chinese, as the full list gives them', async () => {
    const full = (await api.anon().get('/api/public/articles?lang=en')).body as PublicArticle[];

    const lean = await index('?lang=en');

    expect(lean.map((a) => [a.id, a.title, a.summary, a.lang])).toEqual(full.map((a) => [a.id, a.title, a.summary, a.lang]));
    expect(lean.some((a) => a.lang === 'en')).toBe(true);
  });

  it('when the type is not one the site knows, then 400 with a message', async () => {
    const res = await api.anon().get('/api/public/article-index?type=poems');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('GET /api/public/article-index, a page at a time', () => {
  /** every page of a list, by following each page's last id, until a short page */
  const allPages = async (query: string, limit: number) => {
    const pages: ArticleIndexEntry[][] = [];
    let after: number | undefined;
    for (;;) {
      const page = await index(`${query}&limit=${limit}${after ? `&after=${after}` : ''}`);
      pages.push(page);
      if (page.length < limit) return pages;
      after = page.at(-1)!.id;
    }
  };

  it('when the news list is read a page at a time, then the pages follow on in order and together are the whole list', async () => {
    const whole = await index('?type=news');

    const pages = await allPages('?type=news', 2);

    expect(whole.length).toBeGreaterThan(2);
    expect(pages[0]).toEqual(whole.slice(0, 2));
    expect(pages.flat()).toEqual(whole);
    expect(pages.slice(0, -1).every((p) => p.length === 2)).toBe(true);
  });

  it('when a category is read a page at a time, then the pages keep its weight-then-title order', async () => {
    const whole = await index('?category=singapore-immigration');

    const pages = await allPages('?category=singapore-immigration', 3);

    expect(pages.flat().map((a) => a.id)).toEqual(whole.map((a) => a.id));
  });

  it('when an English page is asked for, then it holds only articles with an English version, in the whole list\'s order', async () => {
    await api.admin.post('/api/articles').send({ title: '只有中文的消息', content: '<p>只有中文版本的消息正文。</p>', category: 'news', status: 'Published' });
    const whole = await index('?type=news&lang=en');
    const english = whole.filter((a) => a.lang === 'en');

    const pages = await allPages('?type=news&lang=en', 1);

    expect(whole.length).toBeGreaterThan(english.length);
    expect(pages.flat()).toEqual(english);
  });

  it('when a news item is published, then it heads the first page, and a page after an id the list does not hold is empty', async () => {
    const created = await api.admin.post('/api/articles').send({ title: '分页最新消息', content: '<p>分页最新消息的正文内容足够长。</p>', category: 'news', status: 'Published' });

    const [first] = await index('?type=news&limit=1');
    const nowhere = await index('?type=news&limit=5&after=2147483647');

    expect(created.status).toBe(201);
    expect(first).toMatchObject({ id: created.body.id, title: '分页最新消息' });
    expect(nowhere).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'after=0', 'after=-3'])('when the page is asked with %s, then 400 with a message', async (query) => {
    const res = await api.anon().get(`/api/public/article-index?type=news&${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('GET /api/public/article-index/item: the article a service page names', () => {
  const item = async (query: string) => {
    const res = await api.anon().get(`/api/public/article-index/item?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ArticleIndexEntry | null;
  };

  it('when the item is an articleId, an article-{id}, part of a title or nothing, then it is the one the selection rule picks in the category\'s order', async () => {
    const category = 'singapore-immigration';
    const whole = await index(`?category=${category}`);
    const titled = await api.admin.post('/api/articles').send({ title: '独特的标题片段文章', content: '<p>正文内容足够长。</p>', category, status: 'Published' });
    const [first] = await index(`?category=${category}`);

    expect(titled.status, JSON.stringify(titled.body)).toBe(201);

    expect((await item(`category=${category}&item=self-employed`))?.articleId).toBe('self-employed');
    expect((await item(`category=${category}&item=article-${whole.at(-1)!.id}`))?.id).toBe(whole.at(-1)!.id);
    expect((await item(`category=${category}&item=${encodeURIComponent('标题片段')}`))?.id).toBe(titled.body.id);
    expect((await item(`category=${category}&item=nothing-like-it`))?.id).toBe(first!.id);
    expect((await item(`category=${category}`))?.id).toBe(first!.id);
    expect((await item(`category=${category}&item=article-99999999999`))?.id).toBe(first!.id);
  });

  it('when English is asked for, then a title part is looked for in the English titles, and the entry comes in English', async () => {
    const created = await api.admin.post('/api/articles').send({
      title: '只有中文名',
      content: '<p>正文内容足够长。</p>',
      category: 'business-services',
      status: 'Published',
      translations: { en: { title: 'A distinctive English heading', content: '<p>English body.</p>', status: 'Published' } },
    });

    const found = await item('category=business-services&item=distinctive&lang=en');

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(found).toMatchObject({ id: created.body.id, title: 'A distinctive English heading', lang: 'en' });
  });

  it('when the category is unknown, then null; when the item is too long, then null too', async () => {
    expect(await item('category=poems&item=x')).toBeNull();
    expect(await item(`category=news&item=${'x'.repeat(201)}`)).toBeNull();
  });
});
