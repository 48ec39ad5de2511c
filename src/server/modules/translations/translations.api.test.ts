import { describe, expect, it } from 'vitest';
import type { AdminArticle, PublicArticle } from '../../../shared/schemas/articles';
import type { Category } from '../../../shared/schemas/categories';
import { validationCode } from '../../../shared/validation';
import { seedArticlesEn, seedCategoryTitlesEn, seedContactEn } from '../../db/seed-data-en';
import { setupApiSuite, uniqueName } from '../../test/test-app';

const api = setupApiSuite();

/** A published Chinese article of its own, with an English version when `en` is given. */
async function createArticle(en?: Record<string, unknown>, fields: Record<string, unknown> = {}): Promise<AdminArticle> {
  const body = {
    title: uniqueName('标题'),
    content: '<p>中文正文</p>',
    summary: '中文摘要',
    metaDescription: '中文描述',
    tags: ['签证'],
    category: 'business-services',
    status: 'Published',
    ...fields,
    ...(en ? { translations: { en } } : {}),
  };
  const res = await api.admin.post('/api/articles').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}

const patch = async (id: number, body: Record<string, unknown>): Promise<AdminArticle> => {
  const res = await api.admin.patch(`/api/articles/${id}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminArticle;
};

const read = async (id: number, lang: 'zh' | 'en'): Promise<PublicArticle> => (await api.anon().get(`/api/public/articles/${id}?lang=${lang}`)).body;

describe('public reads in English', () => {
  it('when the English version is published with an empty summary, then ?lang=en answers English fields and the Chinese summary', async () => {
    const article = await createArticle({ title: 'Company setup', content: '<p>English body</p>', summary: '', status: 'Published' });

    const en = await read(article.id, 'en');
    const list = (await api.anon().get('/api/public/articles/bycategory/business-services?lang=en')).body as PublicArticle[];

    expect(en).toMatchObject({ title: 'Company setup', content: '<p>English body</p>', summary: '中文摘要', metaDescription: '中文描述', tags: ['签证'] });
    expect(en).toMatchObject({ lang: 'en', languages: ['zh', 'en'] });
    expect(list.find((a) => a.id === article.id)).toEqual(en);
  });

  it('when no language or ?lang=zh is asked, then the answer is the Chinese one with lang zh and the published languages', async () => {
    const article = await createArticle({ title: 'Visas', content: '<p>Visas</p>', status: 'Published' });

    const plain = (await api.anon().get(`/api/public/articles/${article.id}`)).body as PublicArticle;
    const zh = await read(article.id, 'zh');

    expect(plain).toEqual(zh);
    expect(zh).toMatchObject({ title: article.title, content: '<p>中文正文</p>', lang: 'zh', languages: ['zh', 'en'] });
    expect(zh).not.toHaveProperty('translations');
  });

  it('when English is published alone by a PATCH, then ?lang=en shows it and ?lang=zh keeps the Chinese fields', async () => {
    const article = await createArticle();
    const before = await read(article.id, 'zh');

    const saved = await patch(article.id, { translations: { en: { title: 'Bank accounts', content: '<p>Open one</p>', status: 'Published' } } });
    const en = await read(article.id, 'en');
    const zh = await read(article.id, 'zh');
    const enList = (await api.anon().get('/api/public/articles?lang=en')).body as PublicArticle[];

    expect(saved.translations.zh).toEqual({ ...article.translations.zh, updatedAt: saved.updatedAt });
    expect(saved).toMatchObject({ title: article.title, englishState: 'published', englishNeedsUpdate: false });
    expect(en).toMatchObject({ title: 'Bank accounts', content: '<p>Open one</p>', lang: 'en', languages: ['zh', 'en'] });
    expect(zh).toEqual({ ...before, updatedAt: saved.updatedAt, languages: ['zh', 'en'] });
    expect(enList.find((a) => a.id === article.id)?.title).toBe('Bank accounts');
  });

  it('when English is unpublished while Chinese stays up, then ?lang=en answers the Chinese with lang zh', async () => {
    const article = await createArticle({ title: 'Tax', content: '<p>Tax</p>', status: 'Published' });

    await patch(article.id, { translations: { en: { status: 'Draft' } } });
    const en = await read(article.id, 'en');

    expect(en).toMatchObject({ title: article.title, content: '<p>中文正文</p>', lang: 'zh', languages: ['zh'] });
  });
});

describe('saving the English version', () => {
  it('when the Chinese source changes, then English needs an update until an English save', async () => {
    const article = await createArticle({ title: 'Audit', content: '<p>Audit</p>', status: 'Published' });

    const sharedOnly = await patch(article.id, { weight: 7 });
    const edited = await patch(article.id, { content: '<p>新的中文正文</p>' });
    const englishOnly = await patch(article.id, { translations: { en: { content: '<p>Audit, revised</p>' } } });

    expect(article).toMatchObject({ englishState: 'published', englishNeedsUpdate: false });
    expect(sharedOnly).toMatchObject({ englishState: 'published', englishNeedsUpdate: false });
    expect(edited).toMatchObject({ englishState: 'needsUpdate', englishNeedsUpdate: true });
    expect(edited.translations.en).toEqual(article.translations.en);
    expect(englishOnly).toMatchObject({ content: '<p>新的中文正文</p>', englishState: 'published', englishNeedsUpdate: false });
    expect(englishOnly.translations.en).toMatchObject({ title: 'Audit', content: '<p>Audit, revised</p>' });
  });

  it('when the merged English version is published with content empty after sanitising, then 400 names it and nothing is saved', async () => {
    const article = await createArticle({ title: 'Draft title', status: 'Draft' });

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ title: '改过的标题', translations: { en: { status: 'Published', content: '<script>x</script>' } } });
    const after = await api.admin.get(`/api/articles/${article.id}`);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors).toEqual({ 'translations.en.content': [validationCode.englishContentRequired] });
    expect(after.body).toMatchObject({ title: article.title, englishState: 'draft' });
  });

  it('when a new English version is published without a title, then 400 with the title field error', async () => {
    const article = await createArticle();

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ translations: { en: { status: 'Published' } } });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'translations.en.title': [validationCode.englishTitleRequired],
      'translations.en.content': [validationCode.englishContentRequired],
    });
  });

  it('when English content carries a script, then it is sanitised like the Chinese', async () => {
    const article = await createArticle({ title: 'Safe', content: '<p onclick="x()">Hi</p><script>alert(1)</script>' });

    expect(article.translations.en?.content).toBe('<p>Hi</p>');
  });

  it('when English is published, unpublished and published again, then publishedAt stays the first one', async () => {
    const article = await createArticle({ title: 'Twice', content: '<p>Twice</p>', status: 'Published' });
    const first = article.translations.en!.publishedAt;

    await patch(article.id, { translations: { en: { status: 'Archived' } } });
    const again = await patch(article.id, { translations: { en: { status: 'Published' } } });

    expect(first).not.toBeNull();
    expect(again.translations.en!.publishedAt).toBe(first);
  });

  it('when en is null, then the English version is deleted', async () => {
    const article = await createArticle({ title: 'Gone', content: '<p>Gone</p>', status: 'Published' });

    const saved = await patch(article.id, { translations: { en: null } });
    const en = await read(article.id, 'en');

    expect(saved).toMatchObject({ englishState: 'missing', englishNeedsUpdate: false, translations: { en: null } });
    expect(en).toMatchObject({ lang: 'zh', languages: ['zh'] });
  });

  it('when an article is exported, then its English version is in the export', async () => {
    const article = await createArticle({ title: 'Exported', content: '<p>Exported</p>' });
    const { body } = await api.admin.get('/api/export/data');

    const data = JSON.parse((await api.admin.get(body.downloadUrl)).text);

    expect(data.articleTranslations).toContainEqual(expect.objectContaining({ articleId: article.id, lang: 'en', title: 'Exported', status: 'Draft' }));
  });
});

describe('the seeded site', () => {
  it('when it starts, then every seeded article has an up-to-date published English version', async () => {
    const all = (await api.admin.get('/api/articles')).body as AdminArticle[];

    const seeded = all.filter((a) => a.articleId && a.articleId in seedArticlesEn);

    expect(seeded).toHaveLength(Object.keys(seedArticlesEn).length);
    for (const article of seeded) {
      expect(article, article.articleId!).toMatchObject({ englishState: 'published', englishNeedsUpdate: false });
      expect(article.translations.en?.title).toBe(seedArticlesEn[article.articleId!]!.title);
    }
  });

  it('when the public lists are read in English, then the seeded articles and categories have English titles', async () => {
    const articles = (await api.anon().get('/api/public/articles?lang=en')).body as PublicArticle[];
    const categories = (await api.anon().get('/api/categories?lang=en')).body as Category[];
    const contact = (await api.anon().get('/api/contact?lang=en')).body;

    for (const article of articles.filter((a) => a.articleId && a.articleId in seedArticlesEn)) {
      expect(article).toMatchObject({ title: seedArticlesEn[article.articleId!]!.title, lang: 'en', languages: ['zh', 'en'] });
    }
    expect(categories.slice(0, 5).map((c) => c.title)).toEqual(Object.values(seedCategoryTitlesEn));
    expect(contact).toMatchObject({ businessHours: seedContactEn.businessHoursEn, weekendHours: seedContactEn.weekendHoursEn });
  });
});
