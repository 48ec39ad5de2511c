import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * helmet's headers, worked out once at start: with no per-request directives (no nonces) helmet
 * writes the same set on every answer, so the set is computed by running helmet once against a
 * stand-in response. The first middleware then puts it on every answer, health checks, /metrics
 * and refusals included, and cached replies replay it (docs/decisions/0020-edge-hardening.md): one
 * list, helmet's own, that cannot drift from a copy.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const stand = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, stand as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return [...headers];
}

/** Sets the site's helmet headers on every answer that passes (the first middleware after the fast path). */
export function securityHeaders(config: Config): RequestHandler {
  const headers = helmetHeaders({
    contentSecurityPolicy: config.dev
      ? false // Vite's dev client injects inline scripts
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            // a site served over plain http (localhost, a first start) must not send its browsers to https
            upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
  });
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
