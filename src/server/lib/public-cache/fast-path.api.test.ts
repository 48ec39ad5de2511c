import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../../shared/schemas/articles';
import { createApp } from '../../app';
import { agentAs, createTestApp, type Agent, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Agent;
const anon = () => request(t.app);
let article: Article;

beforeAll(async () => {
  t = await createTestApp();
  admin = await agentAs(t, 'admin');
  const created = await admin.post('/api/articles').send({ title: 'Fast path', content: '<p>Cached.</p>', category: 'news', status: 'Published' });
  article = created.body;
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

/** every header but the date, which Node sets on each answer, and the request's own id */
const headersOf = (res: request.Response) => {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers as Record<string, string>;
  return rest;
};

describe('public fast path', () => {
  it('when a public read is repeated, then it is answered ahead of the routes with the same headers and bytes', async () => {
    const first = await anon().get(`/api/public/articles/${article.id}`);
    const routes = vi.spyOn(t.built.cache, 'get');

    const second = await anon().get(`/api/public/articles/${article.id}`);

    expect(routes).not.toHaveBeenCalled();
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.text).toBe(first.text);
  });

  it('when the repeated read sends the ETag, then 304 with the same security headers', async () => {
    const first = await anon().get('/api/contact');

    const second = await anon().get('/api/contact').set('If-None-Match', first.headers.etag!);

    expect(second.status).toBe(304);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe(first.headers.vary);
    expect(second.headers['x-frame-options']).toBe(first.headers['x-frame-options']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('when the read carries a session cookie, then the routes answer it (an admin reads uncached)', async () => {
    await anon().get('/api/contact');
    await anon().get('/api/contact');

    const res = await admin.get('/api/contact');

    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when a GET carries a malformed JSON body, then the routes still refuse it', async () => {
    await anon().get('/api/public/articles');

    const res = await anon().get('/api/public/articles').set('Content-Type', 'application/json').send('{"broken');

    expect(res.status).toBe(400);
  });

  it('when an article changes after repeated reads, then the next read is fresh', async () => {
    await anon().get(`/api/public/articles/${article.id}`);
    await anon().get(`/api/public/articles/${article.id}`);

    await admin.patch(`/api/articles/${article.id}`).send({ title: 'Fast path, updated' });
    const res = await anon().get(`/api/public/articles/${article.id}`);

    expect(res.body.title).toBe('Fast path, updated');
  });

  it('when the fast path answers, then it writes one log line in pino-http format, with its own request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const logged = await createApp({ config: t.config, database: t.database, logger: pino({ level: 'info' }, sink) });
    try {
      await request(logged.app).get('/api/contact?lang=en');
      await request(logged.app).get('/api/contact?lang=en');

      const requests = lines.filter((l) => l.msg === 'request completed');
      expect(requests).toHaveLength(2);
      expect(requests[1]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/contact?lang=en' }, res: { statusCode: 200 } });
      expect(requests[1]!.responseTime).toEqual(expect.any(Number));
      expect((requests[0]!.req as { id: string }).id).not.toBe((requests[1]!.req as { id: string }).id);
    } finally {
      await logged.close();
    }
  });
});
