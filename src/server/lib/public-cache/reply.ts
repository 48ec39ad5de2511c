import type { Request, Response } from 'express';
import { isAnonymousRead } from '../sessions';
import { replayedHeaders, writeCachedReply } from './cached-reply';
import type { CachedRead, PublicCache } from './store';

/** The entry's bytes in the encoding the client takes (compressed when stored), or a 304. */
function sendEntry(req: Request, res: Response, entry: CachedRead): void {
  writeCachedReply(req, res, { status: 200, etag: entry.etag, contentType: 'application/json; charset=utf-8', body: entry.body, headers: replayedHeaders(res.getHeaders()) });
}

/**
 * What every visitor gets alike (public reads, anonymous pages): browsers revalidate each time with
 * the ETag (a write shows at once); a CDN or proxy may serve it for a minute, then a stale copy for
 * five more while it revalidates. See docs/decisions/0019-edge-cache.md.
 */
export const SHAREABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Answers a public read from the cache with an ETag (304 on If-None-Match) and a short shared
 * Cache-Control so a CDN or reverse proxy may serve it too; the fast path learns the URL (with its
 * query) for the next anonymous read. Admin reads never come here.
 */
export function sendCached(req: Request, res: Response, cache: PublicCache, key: string, entry: CachedRead): void {
  res.set('Cache-Control', SHAREABLE).vary('Accept-Encoding');
  if (isAnonymousRead(req)) cache.remember(req.originalUrl, key, res.getHeaders());
  sendEntry(req, res, entry);
}

/**
 * The same data read through a path that admins also use (/api/articles, /api/categories) varies
 * with the session cookie, so it must not be shared: private, revalidated with the ETag every time.
 */
export function sendCachedPrivate(req: Request, res: Response, entry: CachedRead): void {
  res.set('Cache-Control', 'private, no-cache');
  res.vary('Cookie').vary('Accept-Encoding');
  sendEntry(req, res, entry);
}

/** Admin reads and every write's answer: straight from the database, never stored anywhere. */
export function sendUncached(res: Response, value: unknown, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').json(value);
}
