import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

const CHANNEL = 'public_cache_invalidate';

export interface CachedEntry {
  /** serialised JSON, sent as is */
  body: string;
  /** the same, encoded once (UTF-8), so a hit does no per-request encoding */
  bytes: Buffer;
  etag: string;
  value: unknown;
}

export interface PublicCache {
  /** The cached answer for key, loading it once when missing. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedEntry>;
  /** Drops every entry here and, through NOTIFY, in every other server process on the database. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

export async function createPublicCache(database: Database, logger: Logger): Promise<PublicCache> {
  const entries = new Map<string, Promise<CachedEntry>>();
  const origin = crypto.randomUUID();
  // bumped on every invalidation, so a load that raced with a write is not kept
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };

  const unlisten = await database.listen(CHANNEL, (payload) => {
    if (payload !== origin) clear();
  });

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const started = generation;
      const pending = load().then((value) => {
        const body = JSON.stringify(value);
        const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
        return { body, bytes: Buffer.from(body), etag, value };
      });
      entries.set(key, pending);
      pending.then(
        () => {
          if (generation !== started && entries.get(key) === pending) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return pending;
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

/**
 * Answers a public read from the cache with an ETag (304 on If-None-Match) and a short shared
 * Cache-Control so a CDN or reverse proxy may serve it too. Admin reads never come here.
 */
export async function sendCached(req: Request, res: Response, cache: PublicCache, key: string, load: () => Promise<unknown>): Promise<void> {
  const entry = await cache.get(key, load);
  res.set('ETag', entry.etag);
  res.set('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  if (req.get('if-none-match') === entry.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(entry.bytes);
}
