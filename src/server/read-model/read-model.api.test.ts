import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../shared/error-codes';
import type { Article } from '../../shared/schemas/articles';
import { setupApiSuite } from '../test/test-app';

const api = setupApiSuite();

describe('public read model', () => {
  it('when two URLs differing only in their query were answered, then the cache keeps their answers apart', async () => {
    const { cache } = api.t.built;
    const zh = await cache.get('probe:zh', async () => ({ lang: 'zh' }));
    const en = await cache.get('probe:en', async () => ({ lang: 'en' }));

    cache.remember('/api/probe?lang=zh', 'probe:zh', {});
    cache.remember('/api/probe?lang=en', 'probe:en', {});

    expect(zh.value).toEqual({ lang: 'zh' });
    expect(cache.replyFor('/api/probe?lang=zh')?.body.identity.toString()).toBe('{"lang":"zh"}');
    expect(cache.replyFor('/api/probe?lang=en')?.body.identity.toString()).toBe('{"lang":"en"}');
    expect(cache.replyFor('/api/probe')).toBeUndefined();
    expect(en.etag).not.toBe(zh.etag);
  });

  it('when a public read is resolved in process, then it gives what the HTTP endpoint gives, without HTTP', async () => {
    const overHttp = await api.anon().get('/api/public/articles/bycategory/singapore-immigration?lang=zh');

    const inProcess = await api.t.built.services.readModel.resolve('/api/public/articles/bycategory/singapore-immigration?lang=zh');

    expect(inProcess).toEqual({ status: 200, data: overHttp.body });
  });

  it('when the in-process read names nothing, then it answers like the endpoint: 404, 400 or an empty list', async () => {
    const { readModel } = api.t.built.services;

    expect((await readModel.resolve('/api/public/articles/2147483647')).status).toBe(404);
    expect((await readModel.resolve('/api/public/articles/abc')).status).toBe(400);
    expect(await readModel.resolve('/api/public/articles/bycategory/nothing')).toEqual({ status: 200, data: [] });
    expect((await readModel.resolve('/api/no-such-read')).status).toBe(404);
  });

  it('when a read is given ?lang=en, then it answers (in Chinese until English content exists) and is cached apart', async () => {
    const zh = await api.anon().get('/api/public/articles?lang=zh');

    const en = await api.anon().get('/api/public/articles?lang=en');
    const enAgain = await api.anon().get('/api/public/articles?lang=en');

    expect(en.status).toBe(200);
    expect((en.body as Article[]).map((a) => a.id)).toEqual((zh.body as Article[]).map((a) => a.id));
    expect(enAgain.headers.etag).toBe(en.headers.etag);
  });
});

describe('derived fields', () => {
  it('when a news article is created with type service, then the server makes it news and it lists on /news', async () => {
    const created = await api.admin.post('/api/articles').send({ title: 'Typed wrong', content: '<p>x</p>', category: 'news', type: 'service', status: 'Published' });

    const news = await api.anon().get('/api/public/articles/bytype/news');

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'news', published: true });
    expect((news.body as Article[]).map((a) => a.id)).toContain(created.body.id);
  });

  it('when an article moves into the news category, then it becomes news', async () => {
    const created = await api.admin.post('/api/articles').send({ title: 'Moves', content: '<p>x</p>', category: 'business-services', status: 'Draft' });

    const moved = await api.admin.patch(`/api/articles/${created.body.id}`).send({ category: 'news', type: 'service' });

    expect(moved.body).toMatchObject({ category: 'news', type: 'news', published: false });
  });
});

describe('error codes', () => {
  it('when requests fail in each way, then every answer carries a known code beside its message', async () => {
    const answers = await Promise.all([
      api.anon().get('/api/no-such-endpoint'),
      api.anon().get('/api/public/articles/abc'),
      api.anon().post('/api/articles').send({}),
      api.user.post('/api/articles').send({}),
      api.admin.post('/api/articles').send({}),
      api.anon().post('/api/login').send({ username: 'admin', password: 'wrong-password' }),
      api.anon().post('/api/login').set('Content-Type', 'application/json').send('{"broken'),
      api.anon().post('/api/logout').set('Origin', 'https://evil.example'),
    ]);

    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [404, 'NOT_FOUND'],
      [400, 'VALIDATION'],
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [400, 'VALIDATION'],
      [401, 'INVALID_CREDENTIALS'],
      [400, 'BAD_REQUEST'],
      [403, 'CROSS_SITE'],
    ]);
    for (const answer of answers) {
      expect(errorCodes).toContain(answer.body.code);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
