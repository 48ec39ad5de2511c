import crypto from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { encodeForStorage, type EncodedBody } from '../encoding';
import { replayedHeaders, type CachedReply } from './cached-reply';

/** See docs/decisions/0003-invalidation-across-processes.md. */
const CHANNEL = 'public_cache_invalidate';

/** A public read's value, cached with the body and ETag of its cached reply (replyFor). */
export interface CachedRead {
  /** the serialised JSON, encoded once (UTF-8, brotli, gzip) when stored, so a hit does no per-request work */
  body: EncodedBody;
  etag: string;
  value: unknown;
  /** kept compressed only (too big to keep whole): `body.identity` and `value` are unpacked when read */
  compressedOnly?: true;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  /** the LARGEST_REPORTED biggest reads, biggest first, `compressed` when kept by their compressed bodies alone */
  largest: { key: string; bytes: number; compressed: boolean }[];
}

const LARGEST_REPORTED = 3;

export interface PublicCache {
  /** The cached read for key, loading it once when missing. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedRead>;
  /**
   * Records that an anonymous read of this URL (path and query) was answered with key's read and
   * these headers (all but ETag and the Content-* ones), for the fast path.
   */
  remember(url: string, key: string, headers: OutgoingHttpHeaders): void;
  /** The cached reply for a remembered URL while its read is loaded and current; never loads. */
  replyFor(url: string): CachedReply | undefined;
  /**
   * Drops every entry here and, through NOTIFY, in every other server process on the database; with
   * `prefixes`, only the reads whose key starts with one of them (a write that knows what it changed).
   */
  invalidate(prefixes?: readonly string[]): Promise<void>;
  /**
   * Called whenever entries are dropped, by a write here or in another process, with the prefixes of
   * what went (none: everything). The page cache follows; others (redirects, search) drop all they hold.
   */
  onClear(listener: (prefixes?: readonly string[]) => void): void;
  /** What is held: loaded entries, their estimated bytes and the largest reads (the memory report, lib/memory-report.ts). */
  stats(): CacheStats;
  close(): Promise<void>;
}

/** Remembered URLs are bounded, so odd spellings of a URL (/api/PUBLIC/..., ?x=1, ?x=2) cannot grow memory. */
const MAX_REMEMBERED_URLS = 500;
/** ...and so is each one: a longer URL is answered by the routes every time. */
const MAX_REMEMBERED_URL_LENGTH = 1024;
/** Entries kept at most (oldest first out): every key names published content, but a key is made from request parameters. */
export const MAX_CACHED_ENTRIES = 2000;
/**
 * ...and bytes held at most (estimated by entrySize), so the cache cannot take more than this
 * however much content there is. At 10,000 articles the article index is 3.4 MB of JSON and the
 * spec's list of every article with its content 71 MB: both are kept by their compressed bodies
 * (compressedOnly, docs/decisions/0033-dashboard-weeks.md).
 */
export const MAX_CACHED_BYTES = 48 * 1024 * 1024;
/** One read over this is answered but not kept, so it cannot empty the cache of everything else. */
const MAX_ENTRY_BYTES = MAX_CACHED_BYTES / 2;
/**
 * A read whose JSON is longer than this is kept by its compressed bodies alone. Such reads are whole
 * lists that clients fetch compressed over HTTP (the spec's every article, the whole article index);
 * the renderer reads pages of them. Kept whole, the spec's list took most of the JSON cache's 23 MB
 * at 1,035 articles (its value, JSON and two compressed bodies); compressed, 1 MB.
 */
export const KEPT_WHOLE_MAX_JSON = 1024 * 1024;
/**
 * A loaded entry's memory: its encoded bodies plus the parsed value, which V8 holds in about twice
 * the bytes of its JSON (measured on the article reads: strings as UTF-16 or Latin-1, objects' shapes).
 */
const entrySize = ({ body, compressedOnly }: CachedRead) => (compressedOnly ? 0 : body.identity.length * 3) + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * A read too big to keep whole (KEPT_WHOLE_MAX_JSON), kept by its compressed bodies alone when they
 * fit (the spec's list of every article with its content, at 10,000 articles: 71 MB of JSON, 2 MB
 * brotli). Before, past the one-entry limit, each request built and compressed it again, 2-4 s of a
 * core, for any visitor who asked. A client that takes neither brotli nor gzip, and a reader of
 * `value`, get it unpacked from the gzip body each time, a tenth of that. Undefined when even the
 * compressed bodies are too big.
 */
function compressedOnly(entry: CachedRead): CachedRead | undefined {
  const { br, gzip } = entry.body;
  if (!br || !gzip || br.length + gzip.length > MAX_ENTRY_BYTES) return undefined;
  const unpacked = () => zlib.gunzipSync(gzip);
  return {
    etag: entry.etag,
    compressedOnly: true,
    body: {
      br,
      gzip,
      get identity() {
        return unpacked();
      },
    },
    get value(): unknown {
      return JSON.parse(unpacked().toString('utf8'));
    },
  };
}
const JSON_TYPE = 'application/json; charset=utf-8';
/** A NOTIFY payload is at most 8000 bytes: a longer list of prefixes empties everything instead. */
const MAX_PAYLOAD = 7000;

/** Whether a read's key is one of those a write changed: it starts with one of `prefixes`. */
export const readTouched = (key: string, prefixes: readonly string[]) => prefixes.some((prefix) => key.startsWith(prefix));

/** What another process's NOTIFY asks: everything (its origin alone, the older form), or the reads under some prefixes. */
function parsePayload(payload: string): { origin: string; prefixes?: string[] } {
  if (!payload.startsWith('{')) return { origin: payload };
  try {
    const parsed = JSON.parse(payload) as { origin?: unknown; prefixes?: unknown };
    const prefixes = Array.isArray(parsed.prefixes) && parsed.prefixes.every((p) => typeof p === 'string' && p.length > 0) ? (parsed.prefixes as string[]) : undefined;
    return { origin: String(parsed.origin), prefixes };
  } catch {
    return { origin: '' };
  }
}

async function toEntry(value: unknown): Promise<CachedRead> {
  const json = JSON.stringify(value);
  const etag = `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  return { body: await encodeForStorage(Buffer.from(json)), etag, value };
}

export async function createPublicCache(database: Database, logger: Logger): Promise<PublicCache> {
  const entries = new Map<string, Promise<CachedRead>>();
  /** the same entries once loaded, for synchronous lookups */
  const loaded = new Map<string, CachedRead>();
  const urls = new Map<string, { key: string; headers: string[]; reply?: CachedReply }>();
  const clearListeners: ((prefixes?: readonly string[]) => void)[] = [];
  const origin = crypto.randomUUID();
  let loadedBytes = 0;
  const unload = (key: string) => {
    const entry = loaded.get(key);
    if (entry) loadedBytes -= entrySize(entry);
    loaded.delete(key);
  };
  const drop = (key: string) => {
    entries.delete(key);
    unload(key);
  };
  // bumped on every invalidation, so a load that raced with a write is not kept
  let generation = 0;
  const clear = (prefixes?: readonly string[]) => {
    generation++;
    if (!prefixes) {
      entries.clear();
      loaded.clear();
      loadedBytes = 0;
      urls.clear(); // relearnt from the next read of each URL, which reloads its entry anyway
    } else {
      for (const key of [...entries.keys()].filter((k) => readTouched(k, prefixes))) drop(key);
      for (const [url, remembered] of urls) if (readTouched(remembered.key, prefixes)) urls.delete(url);
    }
    for (const listener of clearListeners) listener(prefixes);
  };

  const unlisten = await database.listen(
    CHANNEL,
    (payload) => {
      const asked = parsePayload(payload);
      if (asked.origin !== origin) clear(asked.prefixes);
    },
    // the listening connection was lost and made again: writes elsewhere may have gone unheard
    () => {
      logger.warn('cache invalidation listener reconnected; emptying the caches once');
      clear();
    },
  );

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const started = generation;
      const pending = load().then(toEntry);
      entries.set(key, pending);
      if (entries.size > MAX_CACHED_ENTRIES) drop(entries.keys().next().value!);
      pending.then(
        (loadedEntry) => {
          const current = entries.get(key) === pending;
          // at most MAX_ENTRY_BYTES either way: a whole read is a few MB at most, compressedOnly gives none past it
          const entry = loadedEntry.body.identity.length <= KEPT_WHOLE_MAX_JSON ? loadedEntry : compressedOnly(loadedEntry);
          if (entry && generation === started && current) {
            // a compressed-only entry replaces the whole one the first requests were answered from
            if (entry !== loadedEntry) entries.set(key, Promise.resolve(entry));
            loaded.set(key, entry);
            loadedBytes += entrySize(entry);
            // the oldest go first (Map keeps insertion order), never the one just loaded
            for (const oldest of entries.keys()) {
              if (loadedBytes <= MAX_CACHED_BYTES || oldest === key) break;
              drop(oldest);
            }
          } else if (current) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return pending;
    },
    remember(url, key, headers) {
      if (urls.has(url) || urls.size >= MAX_REMEMBERED_URLS || url.length > MAX_REMEMBERED_URL_LENGTH) return;
      urls.set(url, { key, headers: replayedHeaders(headers) });
    },
    replyFor(url) {
      const remembered = urls.get(url);
      const entry = remembered && loaded.get(remembered.key);
      if (!remembered || !entry) return undefined;
      if (remembered.reply?.body !== entry.body) {
        remembered.reply = { status: 200, etag: entry.etag, contentType: JSON_TYPE, body: entry.body, headers: remembered.headers };
      }
      return remembered.reply;
    },
    async invalidate(prefixes) {
      const payload = prefixes ? JSON.stringify({ origin, prefixes }) : origin;
      const fits = payload.length <= MAX_PAYLOAD;
      clear(fits ? prefixes : undefined);
      try {
        await database.notify(CHANNEL, fits ? payload : origin);
      } catch (err) {
        logger.warn({ err }, 'cache invalidation NOTIFY failed');
      }
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    stats: () => ({
      entries: loaded.size,
      bytes: loadedBytes,
      largest: [...loaded]
        .map(([key, entry]) => ({ key, bytes: entrySize(entry), compressed: entry.compressedOnly === true }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_REPORTED),
    }),
    async close() {
      await unlisten();
    },
  };
}
