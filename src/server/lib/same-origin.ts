import type { RequestHandler } from 'express';
import { AppError } from './errors';

const refused = () => new AppError(403, 'CROSS_SITE', 'cross-site request refused');

/** State-changing requests from another site are refused (CSRF); same-origin fetches pass. */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  if (req.get('sec-fetch-site') === 'cross-site') throw refused();
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw refused();
    }
    if (host !== req.get('host')) throw refused();
  } else if (origin === 'null' && req.get('sec-fetch-site') !== 'same-origin') {
    // a form the browser posts itself says "null" under Referrer-Policy: no-referrer; the browser's own
    // Sec-Fetch-Site (no page can set it) still tells a same-origin post from a sandboxed or foreign one
    throw refused();
  }
  next();
};
