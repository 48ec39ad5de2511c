import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import { isEnglishHomeVisit } from '../ssr/home-language';
import type { PageCache } from '../ssr/page-cache';
import { isFastPathRead, writeStoredAnswer, type PublicCache, type StoredAnswer } from './public-cache';
import type { Metrics } from './metrics';
import { expressRouteLabel } from './route-label';
import { requestIdOf, type TrustProxy } from './request-id';

/** A kept answer for this request, and the label its metric goes under ('page-cache', 'public-cache'). */
export type FastLookup = (req: IncomingMessage) => { answer: StoredAnswer; route: string } | undefined;

/** Writes the one log line of a request answered outside pino-http, in pino-http's format. */
export type LogAnswer = (req: IncomingMessage, res: ServerResponse, startedAt: number) => void;

export interface EdgeOptions {
  /** the Express app: everything the fast path does not answer */
  app: RequestListener;
  lookup: FastLookup;
  trust: TrustProxy;
  logAnswer: LogAnswer;
  metrics?: Metrics;
}

export interface Edge {
  /** the http server's request listener: kept answers ahead of Express itself, the rest to the app */
  listener: RequestListener;
  /** the same as the app's first middleware, for a server made from the app alone (supertest, tests) */
  middleware: RequestHandler;
}

/** set on requests the listener has already looked up (and given an id), so the middleware does not again */
const SEEN = Symbol('edge.seen');
type Seen = IncomingMessage & { [SEEN]?: true };

/**
 * Every request gets its id here; a cookie-less GET or HEAD of a kept page or public read is
 * answered here, before Express builds its request and response objects and before helmet,
 * logging, the session and the routers run: one writeHead with the headers the full stack gave the
 * entry when it was kept, its ETag and its bytes compressed when stored (or a 304). The stack stays
 * the source of truth: it answers every miss, and only its answers are kept. Writes empty the
 * caches here and, through NOTIFY, on every server (docs/decisions/0003, 0007 and 0019).
 */
export function createEdge(opts: EdgeOptions): Edge {
  const { app, lookup, trust, logAnswer, metrics } = opts;

  /** Answers from a kept entry, or false. */
  const serve = (req: IncomingMessage, res: ServerResponse, id: string, startedAt: number): boolean => {
    if (!isFastPathRead(req)) return false;
    const hit = lookup(req);
    if (!hit) return false;
    writeStoredAnswer(req, res, hit.answer, id);
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

/** What siteOrigin (ssr/render-page.ts) gives for this request, without Express's request object. */
export function originOf(req: IncomingMessage, publicUrl: string | undefined, trust: TrustProxy): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  let protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && trust(req.socket.remoteAddress ?? '', 0)) protocol = forwarded.split(',')[0]!.trim();
  return `${protocol}://${req.headers.host}`;
}

/**
 * Kept public reads (any host: JSON carries none), then kept pages (their key holds the origin, so
 * a page exists only for a host the stack allowed). `/` for an English-preferring first visit is
 * the stack's: it redirects to /en rather than answer the kept Chinese page.
 */
export function keptAnswers(cache: PublicCache, pageCache: PageCache | undefined, publicUrl: string | undefined, trust: TrustProxy): FastLookup {
  const fixedOrigin = publicUrl?.replace(/\/+$/, '');
  return (req) => {
    const url = req.url ?? '/';
    const json = cache.answerFor(url);
    if (json) return { answer: json, route: 'public-cache' };
    if (!pageCache) return undefined;
    if ((url === '/' || url.startsWith('/?')) && isEnglishHomeVisit(req)) return undefined;
    const page = pageCache.lookup(req, fixedOrigin ?? originOf(req, undefined, trust));
    return page && { answer: page, route: 'page-cache' };
  };
}
