import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiSuite } from '../test/test-app';
import { negotiateEncoding } from './encoding';

const api = setupApiSuite();
let server: http.Server;
let adminCookie: string;

beforeAll(async () => {
  server = await new Promise((resolve) => {
    const s = api.t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // the admin agent's session, replayed on plain node requests
  const login = await api.admin.get('/api/user');
  expect(login.status).toBe(200);
  adminCookie = (api.admin as unknown as { jar: { getCookies(a: unknown): { toValueString(): string }[] } }).jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((c) => c.toValueString())
    .join('; ');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET that hands back the bytes as they came (supertest would decompress them). */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (res: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  const raw = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  return raw.toString('utf8');
};

describe('compression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('when a cached public read is asked for with Accept-Encoding %s, then it comes as %s with the same JSON', async (accept, expected) => {
    const plain = await get('/api/public/articles?lang=zh', { 'accept-encoding': 'identity' });
    await get('/api/public/articles?lang=zh', { 'accept-encoding': accept }); // the second read comes from the fast path
    const res = await get('/api/public/articles?lang=zh', { 'accept-encoding': accept });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decode(res))).toEqual(JSON.parse(plain.body.toString()));
    if (expected) expect(res.body.length).toBeLessThan(plain.body.length / 2);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('when a compressed read is revalidated with its ETag, then 304 whatever the encoding', async () => {
    const first = await get('/api/contact', { 'accept-encoding': 'br' });

    const again = await get('/api/contact', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! });

    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when an admin reads uncached data, then it is compressed on the fly', async () => {
    const res = await get('/api/articles', { 'accept-encoding': 'gzip', cookie: adminCookie });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Array.isArray(JSON.parse(decode(res)))).toBe(true);
  });

  it('when an answer is tiny, then it goes out as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });

    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['*', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
