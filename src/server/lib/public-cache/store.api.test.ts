import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createPublicCache, KEPT_WHOLE_MAX_JSON, MAX_CACHED_BYTES, type PublicCache } from './store';

let t: TestDatabase;
let cache: PublicCache;

beforeAll(async () => {
  t = await openTestDatabase();
  cache = await createPublicCache(t.database, pino({ level: 'silent' }));
});
afterAll(async () => {
  await cache?.close();
  await t?.close();
});

/** An article-sized read that does not compress away: about `kb` KB of JSON. */
const read = (kb: number) => ({ content: crypto.randomBytes(kb * 768).toString('base64') });

describe('public cache bounds', () => {
  it('when reads pass the byte bound, then the oldest go and what is held stays under it', async () => {
    const loads = new Map<string, number>();
    const get = (key: string) => cache.get(key, async () => (loads.set(key, (loads.get(key) ?? 0) + 1), read(512)));
    // 0.5 MB of JSON each, held as about 2.3 MB: 40 of them would be 90 MB
    for (let n = 0; n < 40; n++) await get(`article:${n}`);

    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES);
    expect(entries).toBeLessThan(40);
    await get('article:39');
    await get('article:0');
    expect(loads.get('article:39'), 'the newest is kept').toBe(1);
    expect(loads.get('article:0'), 'the oldest was dropped and loads again').toBe(2);
  });

  it('when one read is over half the bound even compressed, then it is answered every time but never kept', async () => {
    let loads = 0;
    // 20 MB of JSON that does not compress away: about 30 MB as brotli and gzip together
    const huge = () => cache.get('article-index', async () => (loads++, read(20 * 1024)));

    const first = await huge();
    await huge();

    expect(JSON.parse(first.body.identity.toString()).content.length).toBeGreaterThan(20 * 1000 * 1000);
    expect(loads).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES);
  });

  it('when one read is over half the bound but compresses well, then it is kept compressed only and answered the same in every encoding', async () => {
    let loads = 0;
    // the spec's list of every article at ten times the content: tens of MB of JSON, a few hundred KB compressed
    const everyArticle = () => Array.from({ length: 40_000 }, (_, i) => ({ id: i, title: `文章 ${i}`, content: '<p>新加坡公司注册与移民服务。</p>'.repeat(20) }));
    const empty = await createPublicCache(t.database, pino({ level: 'silent' }));
    const list = () => empty.get('articles:all:zh', async () => (loads++, everyArticle()));

    const first = await list();
    const again = await list();
    const held = empty.stats();
    await empty.close();

    const json = JSON.stringify(everyArticle());
    expect(json.length * 3).toBeGreaterThan(MAX_CACHED_BYTES / 2);
    expect(loads, 'loaded once, then answered from what was kept').toBe(1);
    expect(again.compressedOnly).toBe(true);
    expect(again.etag).toBe(first.etag);
    expect(again.body.identity.toString()).toBe(json);
    expect(zlib.brotliDecompressSync(again.body.br!).toString()).toBe(json);
    expect(zlib.gunzipSync(again.body.gzip!).toString()).toBe(json);
    expect((again.value as unknown[]).length).toBe(40_000);
    expect((again.value as unknown[])[39_999]).toEqual(everyArticle()[39_999]);
    expect(held.entries).toBe(1);
    expect(held.bytes, 'its compressed bodies only').toBe(again.body.br!.length + again.body.gzip!.length);
  });

  it('when a read is a whole list over a megabyte of JSON, then it is kept by its compressed bodies and a shorter one whole, both answered the same', async () => {
    const empty = await createPublicCache(t.database, pino({ level: 'silent' }));
    // the spec's list of every article at the seed's scale: a few MB of JSON that compresses tenfold
    const articles = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, title: `文章 ${i}`, content: '<p>新加坡公司注册与移民服务。</p>'.repeat(10) }));
    const long = articles(3000);
    const short = articles(1000);
    expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(KEPT_WHOLE_MAX_JSON);
    expect(Buffer.byteLength(JSON.stringify(short))).toBeLessThan(KEPT_WHOLE_MAX_JSON);

    await empty.get('articles:all:zh', async () => long);
    await empty.get('articles:index:zh', async () => short);
    const kept = await empty.get('articles:all:zh', () => Promise.reject(new Error('loaded again')));
    const whole = await empty.get('articles:index:zh', () => Promise.reject(new Error('loaded again')));
    const held = empty.stats();
    await empty.close();

    expect(kept.compressedOnly).toBe(true);
    expect(kept.value).toEqual(long);
    expect(zlib.brotliDecompressSync(kept.body.br!).toString()).toBe(JSON.stringify(long));
    expect(whole.compressedOnly).toBeUndefined();
    expect(whole.value).toBe(short);
    expect(held.largest).toEqual([
      { key: 'articles:index:zh', bytes: expect.any(Number), compressed: false },
      { key: 'articles:all:zh', bytes: kept.body.br!.length + kept.body.gzip!.length, compressed: true },
    ]);
    expect(held.bytes, 'the long list held at a tenth of its JSON').toBeLessThan(Buffer.byteLength(JSON.stringify(long)) / 5 + held.largest[0]!.bytes);
  });
});
