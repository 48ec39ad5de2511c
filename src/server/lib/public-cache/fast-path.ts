import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { isFastPathRead } from './read-request';
import type { PublicCache } from './store';

/** Writes the one log line of a request answered outside pino-http, in pino-http's format. */
export type LogAnswer = (req: IncomingMessage, res: ServerResponse, startedAt: number) => void;

/**
 * Answers repeat public reads ahead of the middleware stack: helmet, request logging, body
 * parsing, the session and the routers cost more than twice the answer itself. A cookie-less GET
 * of a URL (path and query) that a public route has answered from the cache (sendCached), while
 * that entry is loaded, gets the headers the full stack gave it then (helmet's included), the
 * entry's ETag and its preencoded bytes, or a 304. Everything else, and the first read of each URL
 * after every write, goes through the routes, which stay the source of truth.
 * See docs/decisions/0001-public-read-model.md.
 */
export function publicFastPath(cache: PublicCache, logAnswer: LogAnswer): RequestHandler {
  return (req: Request, res, next) => {
    if (!isFastPathRead(req)) return next();
    const answer = cache.answerFor(req.url);
    if (!answer) return next();

    const startedAt = Date.now();
    if (req.headers['if-none-match'] === answer.entry.etag) {
      res.writeHead(304, answer.notModified).end();
    } else {
      res.writeHead(200, answer.ok).end(answer.entry.bytes);
    }
    logAnswer(req, res, startedAt);
  };
}
