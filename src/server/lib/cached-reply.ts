import type { Request, Response } from 'express';
import type { PublicCache } from './public-cache';

/**
 * Reads under /api/public/* may be kept by a CDN (sendCached). The same data read through a
 * path that admins also use (/api/articles, /api/categories) varies with the session cookie, so
 * it must not be shared: private, revalidated with the ETag every time.
 */
export async function sendCachedPrivate(req: Request, res: Response, cache: PublicCache, key: string, load: () => Promise<unknown>): Promise<void> {
  const entry = await cache.get(key, load);
  res.set('ETag', entry.etag);
  res.set('Cache-Control', 'private, no-cache');
  res.vary('Cookie');
  if (req.get('if-none-match') === entry.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(entry.bytes);
}

/** Admin reads: straight from the database, never stored anywhere. */
export function sendUncached(res: Response, value: unknown, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').json(value);
}
