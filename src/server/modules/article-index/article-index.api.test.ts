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
