import fs from 'node:fs';
import v8 from 'node:v8';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

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
  /** the public reads kept (lib/public-cache), their bodies and values estimated */
  jsonCache: { entries: number; mb: number };
  /** the embedded database's WebAssembly memory (PGlite only; PostgreSQL runs apart): its size, and what of it is resident */
  database?: { size: number; resident?: number };
}

export interface MemorySources {
  database: Database;
  pageCache?: () => { pages: number; bytes: number };
  jsonCache: () => { entries: number; bytes: number };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** V8 reserves each WebAssembly memory as one mapping of about 10 GB (its guard regions included) */
const WASM_RESERVATION = 4 * 1024 ** 3;

/**
 * The resident bytes of the process's WebAssembly memories (Linux): the Rss of the mappings larger
 * than any other. A memory's size counts pages never touched; this is what it takes of the RSS.
 */
function wasmResident(): number | undefined {
  let smaps: string;
  try {
    smaps = fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  let resident = 0;
  let large = false;
  for (const line of smaps.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) large = Number(BigInt(`0x${range[2]}`) - BigInt(`0x${range[1]}`)) >= WASM_RESERVATION;
    else if (large && line.startsWith('Rss:')) resident += Number(/(\d+) kB/.exec(line)?.[1] ?? 0) * 1024;
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
    jsonCache: { entries: reads.entries, mb: mb(reads.bytes) },
    ...(wasm === undefined ? {} : { database: { size: mb(wasm), resident: ((r) => r && mb(r))(wasmResident()) } }),
  };
}

/** `kill -USR2 <pid>` logs the memory report once (SIGUSR1 is Node's inspector). */
export function reportMemoryOnSignal(logger: Logger, sources: MemorySources): () => void {
  const report = () => logger.info({ memory: memoryReport(sources) }, 'memory report');
  process.on('SIGUSR2', report);
  return () => process.off('SIGUSR2', report);
}
