import crypto from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createPublicCache, MAX_CACHED_BYTES, type PublicCache } from './store';

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

  it('when one read is over half the bound, then it is answered every time but never kept', async () => {
    let loads = 0;
    const huge = () => cache.get('article-index', async () => (loads++, read(10 * 1024)));

    const first = await huge();
    await huge();

    expect(JSON.parse(first.body.identity.toString()).content.length).toBeGreaterThan(10 * 1000 * 1000);
    expect(loads).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES);
  });
});
