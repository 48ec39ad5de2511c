import crypto from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';

/** See docs/decisions/0003-invalidation-across-processes.md. */
const CHANNEL = 'public_cache_invalidate';

export interface CachedEntry {
  /** serialised JSON, sent as is */
  body: string;
  /** the same, encoded once (UTF-8), so a hit does no per-request encoding */
  bytes: Buffer;
  etag: string;
  value: unknown;
}

/** A public read's answer kept for the fast path: the entry and the headers the full stack gave it. */
export interface RememberedAnswer {
  entry: CachedEntry;
  /** flat [name, value, ...] lists for res.writeHead */
  ok: string[];
  notModified: string[];
}

export interface PublicCache {
  /** The cached answer for key, loading it once when missing. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedEntry>;
  /**
   * Records that a cookie-less GET of this URL (path and query) was answered with key's entry and
   * these headers (all but ETag, Content-Type and Content-Length), for the fast path.
   */
  remember(url: string, key: string, headers: OutgoingHttpHeaders): void;
  /** The answer for a remembered URL while its entry is loaded and current; never loads. */
  answerFor(url: string): RememberedAnswer | undefined;
  /** Drops every entry here and, through NOTIFY, in every other server process on the database. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

/** Remembered URLs are bounded, so odd spellings of a URL (/api/PUBLIC/..., ?x=1, ?x=2) cannot grow memory. */
const MAX_REMEMBERED_URLS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';
/** set per entry by answerFor; a cookie is never replayed to another visitor */
const NOT_REMEMBERED = new Set(['etag', 'content-type', 'content-length', 'set-cookie']);

function toEntry(value: unknown): CachedEntry {
  const body = JSON.stringify(value);
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, bytes: Buffer.from(body), etag, value };
}

export async function createPublicCache(database: Database, logger: Logger): Promise<PublicCache> {
  const entries = new Map<string, Promise<CachedEntry>>();
  /** the same entries once loaded, for synchronous lookups */
  const loaded = new Map<string, CachedEntry>();
  const urls = new Map<string, { key: string; headers: string[]; answer?: RememberedAnswer }>();
  const origin = crypto.randomUUID();
  // bumped on every invalidation, so a load that raced with a write is not kept
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
    loaded.clear();
    urls.clear(); // relearnt from the next read of each URL, which reloads its entry anyway
  };

  const unlisten = await database.listen(CHANNEL, (payload) => {
    if (payload !== origin) clear();
  });

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const started = generation;
      const pending = load().then(toEntry);
      entries.set(key, pending);
      pending.then(
        (entry) => {
          if (generation === started) loaded.set(key, entry);
          else if (entries.get(key) === pending) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return pending;
    },
    remember(url, key, headers) {
      if (urls.has(url) || urls.size >= MAX_REMEMBERED_URLS) return;
      const flat = Object.entries(headers).flatMap(([name, value]) =>
        NOT_REMEMBERED.has(name) || value === undefined ? [] : [value].flat().flatMap((one) => [name, String(one)]),
      );
      urls.set(url, { key, headers: flat });
    },
    answerFor(url) {
      const remembered = urls.get(url);
      const entry = remembered && loaded.get(remembered.key);
      if (!remembered || !entry) return undefined;
      if (remembered.answer?.entry !== entry) {
        const notModified = [...remembered.headers, 'etag', entry.etag];
        remembered.answer = { entry, notModified, ok: [...notModified, 'content-type', JSON_TYPE, 'content-length', String(entry.bytes.length)] };
      }
      return remembered.answer;
    },
    async invalidate() {
      clear();
      try {
        await database.notify(CHANNEL, origin);
      } catch (err) {
        logger.warn({ err }, 'cache invalidation NOTIFY failed');
      }
    },
    async close() {
      await unlisten();
    },
  };
}
