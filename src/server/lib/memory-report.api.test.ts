import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { memoryReport } from './memory-report';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t?.close());

describe('memory report', () => {
  it('when asked, then it names what holds the memory: the heap, the caches and, on PGlite, what of its memory is resident', () => {
    const report = memoryReport({ database: t.database, pageCache: () => ({ pages: 3, bytes: 5 * 1024 * 1024 }), jsonCache: () => ({ entries: 7, bytes: 2 * 1024 * 1024, largest: [{ key: 'articles:zh', bytes: 1024 * 1024, compressed: true }] }) });

    expect(report.rss).toBeGreaterThan(report.heapUsed);
    expect(report.heapCode).toBeGreaterThan(0);
    expect(report.pageCache).toEqual({ pages: 3, mb: 5 });
    expect(report.jsonCache).toEqual({ entries: 7, mb: 2, largest: [{ key: 'articles:zh', mb: 1, compressed: true }] });
    if (t.engine === 'pglite') {
      // PGlite's WebAssembly memory is 128 MB at least; what is resident is part of it and of the RSS
      expect(report.database!.size).toBeGreaterThanOrEqual(128);
      expect(report.database!.resident).toBeGreaterThan(0);
      expect(report.database!.resident).toBeLessThanOrEqual(Math.min(report.database!.size, report.rss));
    } else {
      expect(report.database).toBeUndefined();
    }
  });
});
