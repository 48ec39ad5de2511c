import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/schemas/articles';
import { validationCode } from '../../../shared/validation';
import { setupApiSuite, uniqueName } from '../../test/test-app';

const api = setupApiSuite();

/** a fresh valid slug: lower-case words and hyphens */
const slug = (prefix: string) => uniqueName(prefix).replace('_', '-');
const create = (fields: Record<string, unknown>) =>
  api.admin.post('/api/articles').send({ title: uniqueName('title'), content: '<p>body</p>', category: 'singapore-immigration', ...fields });

describe('article URL names (articleId slugs, docs/decisions/0024-beyond-the-spec.md)', () => {
  it('when a new article is given a readable slug or a built-in item key, then it is created with it', async () => {
    const readable = slug('employment-pass');

    const res = await create({ articleId: readable });
    const builtIn = await create({ articleId: 'pr', category: 'singapore-immigration' });

    expect(res.status).toBe(201);
    expect(res.body.articleId).toBe(readable);
    // 'pr' may already be taken by the seed: either created or refused as taken, never as malformed
    expect([201, 409]).toContain(builtIn.status);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(81)],
    ['a double hyphen', 'visa--guide'],
    ['a trailing hyphen', 'visa-guide-'],
    ['the old address form', 'article-12'],
  ])('when a new article is given a slug with %s, then 400 with the slug rule on articleId', async (_case, articleId) => {
    const res = await create({ articleId });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors.articleId).toEqual([expect.any(String)]);
  });

  it('when a slug is already used by another article, then 409 with articleIdTaken', async () => {
    const taken = slug('taken');
    await create({ articleId: taken });

    const again = await create({ articleId: taken });

    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ARTICLE_ID_TAKEN');
    expect(again.body.fieldErrors.articleId).toEqual([validationCode.articleIdTaken]);
  });

  it('when an article with an older non-conforming articleId is saved unchanged, then it is accepted; changing it to another such value is refused', async () => {
    const article = (await create({ articleId: slug('legacy') })).body as Article;
    const legacy = `x${Date.now().toString(36)}--old`;
    await api.t.database.db.execute(sql`UPDATE articles SET article_id = ${legacy} WHERE id = ${article.id}`);

    const unchanged = await api.admin.patch(`/api/articles/${article.id}`).send({ articleId: legacy, title: 'Saved again' });
    const changed = await api.admin.patch(`/api/articles/${article.id}`).send({ articleId: `${legacy}-2-` });

    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(unchanged.body.articleId).toBe(legacy);
    expect(changed.status).toBe(400);
    expect(changed.body.fieldErrors.articleId).toEqual([validationCode.articleIdSlug]);
  });
});

describe('the web address saved from the English tab', () => {
  it('when only the English version is saved with a slug, then the slug is stored and the published page is reachable at it', async () => {
    const article = (await create({ status: 'Published' })).body as Article;
    const address = slug('entrepass-application-guide');

    const saved = await api.admin.patch(`/api/articles/${article.id}`).send({
      articleId: address,
      translations: { en: { title: '2027 EntrePass application guide', content: '<p>Steps</p>', status: 'Published' } },
    });
    const zh = await api.anon().get(`/api/articles/byarticleid/${address}`);
    const en = await api.anon().get(`/api/articles/byarticleid/${address}?lang=en`);

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.articleId).toBe(address);
    expect(saved.body.title).toBe(article.title);
    expect(zh.status).toBe(200);
    expect(zh.body.id).toBe(article.id);
    expect(en.body).toMatchObject({ id: article.id, lang: 'en', title: '2027 EntrePass application guide' });
  });

  it('when the English save carries a slug another article uses, then 409 on articleId and the English version is not saved', async () => {
    const taken = slug('taken-en');
    await create({ articleId: taken });
    const article = (await create({})).body as Article;

    const res = await api.admin.patch(`/api/articles/${article.id}`).send({ articleId: taken, translations: { en: { title: 'Guide', content: '<p>x</p>' } } });
    const after = await api.admin.get(`/api/articles/${article.id}`);

    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.articleId).toEqual([validationCode.articleIdTaken]);
    expect(after.body.translations.en).toBeNull();
  });
});
