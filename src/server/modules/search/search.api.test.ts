import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../shared/schemas/search';
import { setupApiSuite } from '../../test/test-app';
import { RANKED_MATCHES_MAX } from './search.repository';

const api = setupApiSuite({ searchRateLimit: 10_000 });

const search = async (q: string, lang: 'zh' | 'en' = 'zh', page = 1) => {
  const res = await api.anon().get('/api/public/search').query({ q, lang, page });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchAnswer;
};
const articleIds = (answer: SearchAnswer) => answer.results.map((r) => r.articleId);
const adminSearch = async (q: string) => {
  const res = await api.admin.get('/api/articles').query({ q, page: 1, pageSize: 50 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { articles: { id: number; title: string }[]; total: number };
};
const create = async (fields: Record<string, unknown>) => {
  const res = await api.admin.post('/api/articles').send({ category: 'business-services', type: 'service', status: 'Published', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
};

describe('GET /api/public/search: Chinese', () => {
  it('when a visitor searches 公司注册, then the company-registration article comes first, its title highlighted', async () => {
    const answer = await search('公司注册');

    expect(answer.results[0]?.articleId).toBe('company-registration');
    expect(answer.results[0]?.path).toBe('/business/company-registration');
    expect(answer.results[0]?.titleHighlighted).toBe('新加坡<mark>公司注册</mark>');
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
  });

  it('when a visitor searches 注册 (two characters), then the company-registration article is among the results with a marked excerpt', async () => {
    const answer = await search('注册');

    expect(articleIds(answer)).toContain('company-registration');
    const hit = answer.results.find((r) => r.articleId === 'company-registration')!;
    expect(hit.excerpt).toContain('<mark>注册</mark>');
    expect(hit.category).toBe('business-services');
  });

  it('when a visitor searches EntrePass or entrepass, then the self-employed article is found in Chinese and in English', async () => {
    for (const q of ['EntrePass', 'entrepass']) {
      expect(articleIds(await search(q, 'zh'))[0], q).toBe('self-employed');
      const english = await search(q, 'en');
      expect(articleIds(english)[0], q).toBe('self-employed');
      expect(english.results[0]?.title).toMatch(/EntrePass/);
      expect(english.results[0]?.titleHighlighted).toContain('<mark>EntrePass</mark>');
    }
  });

  it('when a visitor mixes Chinese and Latin (新加坡 PR), then the results hold both terms', async () => {
    const answer = await search('新加坡 PR');

    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results[0]!.titleHighlighted + answer.results[0]!.excerpt).toMatch(/<mark>(新加坡|PR)<\/mark>/);
    expect(answer.total).toBeLessThan((await search('新加坡')).total + 1);
  });

  it('when q is empty or only punctuation, then the answer is empty, not an error', async () => {
    for (const q of ['', '   ', '!!!', '<->']) {
      const answer = await search(q);
      expect(answer.results, q).toEqual([]);
      expect(answer.total, q).toBe(0);
    }
  });

  it('when q holds tsquery syntax, SQL, quotes, backslashes or emoji, then they are inert: 200 and sane results', async () => {
    const nasty = ["'", "公司注册'", "&|!():*", "公司 & | ! ( ) : * 注册", "公司 <-> 注册", "'; DROP TABLE articles; --", "\\", "公司\\注册", "😀公司注册😀", "a:* | b", "''''", "\u0000"];
    for (const q of nasty) {
      const res = await api.anon().get('/api/public/search').query({ q });
      expect([200, 400], q).toContain(res.status);
    }
    const sql = await search("'; DROP TABLE articles; --");
    expect(sql.results.length).toBe((await search('DROP TABLE articles')).results.length);
    expect(articleIds(await search('😀公司注册😀'))[0]).toBe('company-registration');
    expect((await api.anon().get('/api/public/articles')).status).toBe(200);
  });

  it('when q is 100 Han characters, then it answers; past 100 characters, then 400', async () => {
    const long = '新加坡公司注册'.repeat(15).slice(0, 100);

    const answer = await search(long);
    const tooLong = await api.anon().get('/api/public/search').query({ q: `${long}x` });

    expect(answer.results).toEqual([]);
    expect(tooLong.status).toBe(400);
  });
});

describe('GET /api/public/search: what is found', () => {
  it('when an article is a draft, then the public search never finds it but the admin search does', async () => {
    const draft = await create({ title: '草稿琉璃瓦研究', content: '<p>琉璃瓦的草稿正文。</p>', status: 'Draft' });

    const publicIds = (await search('琉璃瓦')).results.map((r) => r.id);
    const adminIds = (await adminSearch('琉璃瓦')).articles.map((a) => a.id);

    expect(publicIds).not.toContain(draft.id);
    expect(adminIds).toContain(draft.id);
  });

  it('when an article is edited, then the next search finds the new words and not the old ones', async () => {
    const article = await create({ title: '翡翠瓷砖报价', content: '<p>翡翠瓷砖的正文。</p>' });
    expect((await search('翡翠瓷砖')).results.map((r) => r.id)).toContain(article.id);

    const res = await api.admin.put(`/api/articles/${article.id}`).send({ title: '玛瑙地毯报价', content: '<p>玛瑙地毯的正文。</p>' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await search('玛瑙地毯')).results.map((r) => r.id)).toContain(article.id);
    expect((await search('翡翠瓷砖')).results.map((r) => r.id)).not.toContain(article.id);
  });

  it('when a found article is drafted, then the same search at once no longer finds it (cached replies are dropped)', async () => {
    const article = await create({ title: '琥珀灯笼工艺', content: '<p>琥珀灯笼的正文。</p>' });
    expect((await search('琥珀灯笼')).results.map((r) => r.id)).toContain(article.id);

    const res = await api.admin.put(`/api/articles/${article.id}`).send({ status: 'Draft' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await search('琥珀灯笼')).results.map((r) => r.id)).not.toContain(article.id);
  });

  it('when the text holds HTML, then tags are not searched and the excerpt is escaped, with only <mark> as markup', async () => {
    const article = await create({ title: '珊瑚礁保护', summary: '关于 <b>珊瑚礁</b> & 海洋', content: '<p>保护<strong>珊瑚礁</strong>的方法 a<b & c>d。</p>' });

    const hit = (await search('珊瑚礁')).results.find((r) => r.id === article.id)!;
    const strongHits = (await search('strong')).results.map((r) => r.id);

    expect(hit.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(strongHits).not.toContain(article.id);
  });

  // changed with the bilingual search: before, an English search never found a Chinese-only article
  it('when an article is published in Chinese only, then an English search finds it in Chinese, marked as such, after the English matches', async () => {
    const article = await create({ title: 'Zircon 仅中文', content: '<p>Zircon 中文正文。</p>' });
    const english = await create({ title: '锆石英文', content: '<p>中文</p>', translations: { en: { title: 'Zircon in English', content: '<p>Zircon.</p>', status: 'Published' } } });

    const answer = await search('zircon', 'en');

    expect((await search('zircon', 'zh')).results.map((r) => r.id)).toContain(article.id);
    expect(answer.results.find((r) => r.id === article.id)).toMatchObject({ lang: 'zh', title: 'Zircon 仅中文', titleHighlighted: '<mark>Zircon</mark> 仅中文' });
    expect(answer.results.find((r) => r.id === english.id)).toMatchObject({ lang: 'en', title: 'Zircon in English' });
    expect(answer.results.findIndex((r) => r.id === english.id)).toBeLessThan(answer.results.findIndex((r) => r.id === article.id));
    expect(answer.total).toBe(answer.results.length);
  });

  it('when the English site is searched for a Chinese term (就业准证), then the Chinese pages holding it are found, in Chinese', async () => {
    const article = await create({ title: '就业准证申请指南', content: '<p>就业准证的条件。</p>' });

    const answer = await search('就业准证', 'en');

    expect(answer.results.find((r) => r.id === article.id)).toMatchObject({ lang: 'zh', path: `/business/article-${article.id}` });
    expect(answer.results.every((r) => r.lang === 'zh' || r.lang === 'en')).toBe(true);
    expect((await search('就业准证', 'en', 99)).total).toBe(answer.total);
  });

  it('when English is published, then an English search finds its English words and a draft English version is not found', async () => {
    const live = await create({ title: '英文已发布', content: '<p>中文</p>', translations: { en: { title: 'Quokka permit', content: '<p>All about the quokka.</p>', status: 'Published' } } });
    const draft = await create({ title: '英文草稿', content: '<p>中文</p>', translations: { en: { title: 'Quokka draft', content: '<p>Quokka.</p>', status: 'Draft' } } });

    const ids = (await search('quokka', 'en')).results.map((r) => r.id);

    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect((await adminSearch('quokka')).articles.map((a) => a.id)).toEqual(expect.arrayContaining([live.id, draft.id]));
  });

  it('when there are more results than a page, then page 2 continues where page 1 stopped', async () => {
    const first = await search('新加坡', 'zh', 1);
    const second = await search('新加坡', 'zh', 2);
    const past = await search('新加坡', 'zh', 99);

    expect(first.results).toHaveLength(first.pageSize);
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0]!.id);
    expect(past.results).toEqual([]);
    expect(past.total).toBe(first.total);
  });
});

describe('admin search of the articles screen', () => {
  it('when staff search content words with no explicit sort, then matches come ranked by relevance', async () => {
    const answer = await adminSearch('公司注册');

    expect(answer.articles[0]?.title).toBe('新加坡公司注册');
  });
});

describe(`search with more than ${RANKED_MATCHES_MAX} matches`, () => {
  it('when a word is in more articles than are ranked by their text, then those holding it in their title come first, the shorter title first, in the public and the admin search', async () => {
    const word = 'quokkaword';
    // by its whole text this one ranks first (the word three times in its summary and its content), by titles last
    const wordy = await create({ title: 'Many mentions', summary: `${word} ${word} ${word}`, content: `<p>${word} and ${word} and ${word}.</p>` });
    const long = await create({ title: `A long title that holds ${word} somewhere in the middle of it`, content: '<p>No other mention.</p>' });
    const short = await create({ title: `${word} guide`, content: '<p>No other mention.</p>' });
    const firstIds = async (q: string) => [(await search(q)).results.slice(0, 3).map((r) => r.id), (await adminSearch(q)).articles.slice(0, 3).map((a) => a.id)];
    try {
      const few = await firstIds(word);
      await api.t.database.db.execute(sql`INSERT INTO articles (title, content, tags, weight, published, status, category, type, published_at, created_at, updated_at)
        SELECT '批量文章 ' || i, '<p>正文里有 ' || ${word} || ' 这个词，第 ' || i || ' 篇。</p>', '{}', 0, true, 'Published', 'business-services', 'service', now(), now(), now()
        FROM generate_series(1, ${RANKED_MATCHES_MAX}) AS i`);

      // another spelling of the same terms: the public answers kept for the first are not what is measured
      const many = await firstIds(word.toUpperCase());

      expect(few).toEqual([[wordy.id, short.id, long.id], [wordy.id, short.id, long.id]]);
      expect(many).toEqual([[short.id, long.id, expect.any(Number)], [short.id, long.id, expect.any(Number)]]);
      expect(many.flat()).not.toContain(wordy.id);
      expect((await search(word.toUpperCase())).total).toBe(RANKED_MATCHES_MAX + 3);
    } finally {
      await api.t.database.db.execute(sql`DELETE FROM articles WHERE content LIKE ${`%${word}%`} OR title LIKE ${`%${word}%`}`);
    }
  });
});
