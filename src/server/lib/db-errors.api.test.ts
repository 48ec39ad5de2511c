import { describe, expect, it } from 'vitest';
import { setupApiSuite } from '../test/test-app';

const api = setupApiSuite();
const NUL = '\u0000';

describe('database errors caused by the request', () => {
  it('when text fields carry a NUL character, then 400 with a code, never 500', async () => {
    const answers = await Promise.all([
      api.admin.post('/api/articles').send({ title: `a${NUL}b`, content: '<p>x</p>', category: 'news' }),
      api.anon().post('/api/public/consultations').send({ name: `n${NUL}`, email: 'n@example.com', phone: '12345678', message: 'hi' }),
      api.anon().post('/api/login').send({ username: `ad${NUL}min`, password: 'whatever-password' }),
    ]);

    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [400, 'VALIDATION'],
      [400, 'VALIDATION'],
      [400, 'VALIDATION'],
    ]);
  });

  it('when a route parameter carries a NUL character, then a 4xx, never 500', async () => {
    const byArticleId = await api.anon().get('/api/articles/byarticleid/a%00b');
    const byType = await api.anon().get('/api/categories/bytype/%00');

    expect(byArticleId.status).toBeGreaterThanOrEqual(400);
    expect(byArticleId.status).toBeLessThan(500);
    expect(byType.status).toBeGreaterThanOrEqual(400);
    expect(byType.status).toBeLessThan(500);
  });

  it('when the login username is an object with its own toString, then 400, not a TypeError', async () => {
    const res = await api.anon().post('/api/login').send({ username: { toString: 'x' }, password: 'whatever-password' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});
