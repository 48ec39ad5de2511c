import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { isEnglishHomeVisit } from '../ssr/home-language';
import type { PageCache } from '../ssr/page-cache';
import { writeCachedReply, type CachedReply, type PublicCache } from './public-cache';
import type { Metrics } from './metrics';
import { expressRouteLabel } from './route-label';
import { requestIdOf, type TrustProxy } from './request-id';
import { isAnonymousRead } from './sessions';
import type { SiteOrigin } from './site-origin';

/** A cached reply for this request, and the label its metric goes under ('page-cache', 'public-cache'). */
export type FastLookup = (req: IncomingMessage) => { reply: CachedReply; route: string } | undefined;

/** Writes the one log line of a request answered outside pino-http, in pino-http's format. */
export type LogAnswer = (req: IncomingMessage, res: ServerResponse, startedAt: number) => void;

export interface FastPathOptions {
  /** the Express app: everything the fast path does not answer */
  app: RequestListener;
  lookup: FastLookup;
  trust: TrustProxy;
  logAnswer: LogAnswer;
  metrics?: Metrics;
}

export interface FastPath {
  /** the http server's request listener: cached replies ahead of Express itself, the rest to the app */
  listener: RequestListener;
  /** the same as the app's first middleware, for a server made from the app alone (supertest, tests) */
  middleware: RequestHandler;
}

/** set on requests the listener has already looked up (and given an id), so the middleware does not again */
const SEEN = Symbol('fast-path.seen');
type Seen = IncomingMessage & { [SEEN]?: true };

/**
 * Every request gets its id here; an anonymous read (sessions.ts) of a cached page or public read is
 * answered here, before Express builds its request and response objects and before helmet,
 * logging, the session and the routers run: one writeHead with the headers the full stack gave the
 * reply when it was cached, its ETag and its bytes compressed when stored (or a 304). The stack stays
 * the source of truth: it answers every miss, and only its replies are cached. Writes empty the
 * caches here and, through NOTIFY, on every server (docs/decisions/0003, 0007 and 0019).
 */
export function serveCachedRepliesFirst(opts: FastPathOptions): FastPath {
  const { app, lookup, trust, logAnswer, metrics } = opts;

  /** Answers with a cached reply, or false. */
  const serve = (req: IncomingMessage, res: ServerResponse, id: string, startedAt: number): boolean => {
    if (!isAnonymousRead(req)) return false;
    const hit = lookup(req);
    if (!hit) return false;
    writeCachedReply(req, res, hit.reply, id);
    logAnswer(req, res, startedAt);
    metrics?.observe(hit.route, req.method!, res.statusCode, (performance.now() - startedAt) / 1000);
    return true;
  };

  /** The stack will answer: the id on its answer, its metric once the answer is sent. */
  const toStack = (req: IncomingMessage, res: ServerResponse, id: string, startedAt: number) => {
    res.setHeader('x-request-id', id);
    if (metrics) res.once('finish', () => metrics.observe(expressRouteLabel(req as Request), req.method!, res.statusCode, (performance.now() - startedAt) / 1000));
  };

  return {
    listener(req, res) {
      const startedAt = performance.now();
      const id = requestIdOf(req, trust);
      req.id = id; // pino-http keeps an id it finds (req.id ||= genReqId)
      (req as Seen)[SEEN] = true;
      if (serve(req, res, id, startedAt)) return;
      toStack(req, res, id, startedAt);
      app(req, res);
    },
    middleware(req, res, next) {
      if ((req as Seen)[SEEN]) return next();
      const startedAt = performance.now();
      const id = requestIdOf(req, trust);
      req.id = id;
      if (serve(req, res, id, startedAt)) return;
      toStack(req, res, id, startedAt);
      next();
    },
  };
}

/**
 * Cached public reads (any host: JSON carries none), then cached pages (their key holds the origin,
 * so a page exists only for a host the stack allowed). `/` for an English-preferring first visit is
 * the stack's: it redirects to /en rather than answer the cached Chinese page.
 */
export function cachedReplyLookup(cache: PublicCache, pageCache: PageCache | undefined, siteOrigin: SiteOrigin): FastLookup {
  return (req) => {
    const url = req.url ?? '/';
    const json = cache.replyFor(url);
    if (json) return { reply: json, route: 'public-cache' };
    if (!pageCache) return undefined;
    if ((url === '/' || url.startsWith('/?')) && isEnglishHomeVisit(req)) return undefined;
    const page = pageCache.lookup(req, siteOrigin(req));
    return page && { reply: page, route: 'page-cache' };
  };
}
