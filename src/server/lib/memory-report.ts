import fs from 'node:fs';
import v8 from 'node:v8';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { CacheStats } from './public-cache';

/** What holds the server's memory, in MB: the figures of `kill -USR2 <pid>` (docs/scaling.md, "Memory"). */
export interface MemoryReport {
  rss: number;
  /** V8's heap in use, and the part of it that is compiled code and bytecode */
  heapUsed: number;
  heapCode: number;
  /** outside V8's heap: Buffers (the caches' encoded bodies) and WebAssembly memory (PGlite) */
  external: number;
  arrayBuffers: number;
  /** the anonymous pages kept (ssr/page-cache.ts) */
  pageCache: { pages: number; mb: number };
  /** the public reads kept (lib/public-cache), their bodies and values estimated, and the largest of them */
  jsonCache: { entries: number; mb: number; largest: { key: string; mb: number; compressed: boolean }[] };
  /** the embedded database's WebAssembly memory (PGlite only; PostgreSQL runs apart): its size, and what of it is resident */
  database?: { size: number; resident?: number };
}

export interface MemorySources {
  database: Database;
  pageCache?: () => { pages: number; bytes: number };
  jsonCache: () => CacheStats;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** V8 reserves each WebAssembly memory with a guard region of gigabytes after it */
const WASM_GUARD = 4 * 1024 ** 3;

/**
 * The resident bytes of the process's WebAssembly memories (Linux, /proc/self/smaps): each is the
 * read-write mapping that ends where an inaccessible guard region of gigabytes begins. A memory's
 * size counts pages never touched; this is what it takes of the RSS.
 */
function wasmResident(): number | undefined {
  let smaps: string;
  try {
    smaps = fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  let resident = 0;
  let previous: { end: bigint; writable: boolean; rss: number } | undefined;
  let current: typeof previous;
  for (const line of smaps.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (mapping) {
      const [from, to] = [BigInt(`0x${mapping[1]}`), BigInt(`0x${mapping[2]}`)];
      previous = current;
      current = { end: to, writable: mapping[3]!.startsWith('rw'), rss: 0 };
      if (mapping[3]!.startsWith('---') && to - from >= WASM_GUARD && previous?.writable && previous.end === from) resident += previous.rss;
    } else if (current && line.startsWith('Rss:')) current.rss = Number(/(\d+) kB/.exec(line)?.[1] ?? 0) * 1024;
  }
  return resident;
}

export function memoryReport({ database, pageCache, jsonCache }: MemorySources): MemoryReport {
  const usage = process.memoryUsage();
  const code = v8.getHeapCodeStatistics();
  const pages = pageCache?.() ?? { pages: 0, bytes: 0 };
  const reads = jsonCache();
  const wasm = database.memoryBytes?.();
  return {
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapCode: mb(code.code_and_metadata_size + code.bytecode_and_metadata_size),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    pageCache: { pages: pages.pages, mb: mb(pages.bytes) },
    jsonCache: { entries: reads.entries, mb: mb(reads.bytes), largest: reads.largest.map(({ key, bytes, compressed }) => ({ key, mb: mb(bytes), compressed })) },
    ...(wasm === undefined ? {} : { database: { size: mb(wasm), resident: ((r) => r && mb(r))(wasmResident()) } }),
  };
}

/** `kill -USR2 <pid>` logs the memory report once (SIGUSR1 is Node's inspector). */
export function reportMemoryOnSignal(logger: Logger, sources: MemorySources): () => void {
  const report = () => logger.info({ memory: memoryReport(sources) }, 'memory report');
  process.on('SIGUSR2', report);
  return () => process.off('SIGUSR2', report);
}
