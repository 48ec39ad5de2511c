import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogAnswer } from './fast-path';
import { redactUrl, safeErrorSerializer } from './log-redaction';
import { requestIdOf, type TrustProxy } from './request-id';

/**
 * One short line per request, with the id the fast path gave it (X-Request-Id); no headers, so
 * session cookies never reach the logs. The health check, which load balancers ask often, is not logged.
 */
export function requestLog(logger: Logger, trust: TrustProxy): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => req.id ?? requestIdOf(req, trust),
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url), remoteAddress: req.remoteAddress }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeErrorSerializer,
    },
  });
}

/** The same line for a request the fast path answered, outside pino-http. */
export function fastPathLog(logger: Logger): LogAnswer {
  return (req, res, startedAt) => {
    const line = { id: req.id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress };
    logger.info({ req: line, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) }, 'request completed');
  };
}
