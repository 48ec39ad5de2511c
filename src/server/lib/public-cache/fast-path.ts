import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { isFastPathRead } from './read-request';
import { writeStoredAnswer, type StoredAnswer } from './stored-answer';

/** Finds the kept answer of a cookie-less GET, or nothing (the request then goes through the stack). */
export type FastLookup = (req: Request) => StoredAnswer | undefined;

/** Writes the one log line of a request answered outside pino-http, in pino-http's format. */
export type LogAnswer = (req: IncomingMessage, res: ServerResponse, startedAt: number) => void;

/**
 * Answers repeat public reads and pages ahead of the middleware stack: helmet, request logging,
 * body parsing, the session and the routers cost more than twice the answer itself. A cookie-less
 * GET that a public route or the page renderer has answered from its cache (sendCached, the page
 * cache), while that entry is current, gets the headers the full stack gave it then (helmet's
 * included), the entry's ETag and its bytes compressed when stored, or a 304. Everything else, and
 * the first read of each URL after every write, goes through the stack, which stays the source of
 * truth. See docs/decisions/0001-public-read-model.md and 0007-page-cache.md.
 */
export function publicFastPath(lookups: FastLookup[], logAnswer: LogAnswer): RequestHandler {
  return (req: Request, res, next) => {
    if (!isFastPathRead(req)) return next();
    let answer: StoredAnswer | undefined;
    for (const lookup of lookups) if ((answer = lookup(req))) break;
    if (!answer) return next();

    const startedAt = Date.now();
    writeStoredAnswer(req, res, answer);
    logAnswer(req, res, startedAt);
  };
}
