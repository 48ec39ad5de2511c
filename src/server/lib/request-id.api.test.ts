import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
/** a second app on the same database that trusts a proxy on loopback and logs into `lines` */
let proxied: App;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  proxied = await createApp({ config: { ...t.config, trustProxy: 'loopback' }, database: t.database, logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

const logLineOf = (id: string) => lines.filter((l) => (l.req as { id?: string } | undefined)?.id === id);

describe('X-Request-Id', () => {
  it('when a visitor sends none, then the answer carries a new one, different on each request', async () => {
    const one = await request(t.built.handler).get('/api/health');
    const two = await request(t.built.handler).get('/api/health');

    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it('when the request did not come through a trusted proxy, then its X-Request-Id is ignored', async () => {
    const res = await request(t.built.handler).get('/api/public/home-content').set('X-Request-Id', 'from-anyone-123');

    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('when a trusted proxy sends a sane id, then the answer and the log line carry that id', async () => {
    const res = await request(proxied.handler).get('/api/public/articles').set('X-Request-Id', 'nginx.abc-123_XYZ');

    expect(res.headers['x-request-id']).toBe('nginx.abc-123_XYZ');
    expect(logLineOf('nginx.abc-123_XYZ')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);
  });

  it('when a trusted proxy sends an id too long or with other characters, then a new one is made', async () => {
    const long = await request(proxied.handler).get('/api/health').set('X-Request-Id', 'a'.repeat(129));
    const odd = await request(proxied.handler).get('/api/health').set('X-Request-Id', 'id with spaces{}');

    expect(long.headers['x-request-id']).toMatch(UUID);
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('when the fast path answers a repeated read, then its answer and its log line carry the request id too', async () => {
    await request(proxied.handler).get('/api/public/home-content?lang=en');

    const res = await request(proxied.handler).get('/api/public/home-content?lang=en').set('X-Request-Id', 'repeat-42');
    const notModified = await request(proxied.handler).get('/api/public/home-content?lang=en').set('If-None-Match', res.headers.etag!);

    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('repeat-42');
    expect(logLineOf('repeat-42')).toHaveLength(1);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-request-id']).toMatch(UUID);
  });

  it('when the app is used without its listener (app alone), then answers still carry an id', async () => {
    const res = await request(t.app).get('/api/public/home-content');

    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
