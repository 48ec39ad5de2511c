import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Without PUBLIC_URL, links carry the request's Host: only the allowed ones are answered, so no
 * forged Host reaches a canonical link, robots.txt or a cached page (the health check answers any).
 */
export function allowedHostsOnly(config: Config): RequestHandler {
  const allowed = new Set(config.allowedHosts);
  return (req, _res, next) => {
    if (config.publicUrl || req.path === '/api/health') return next();
    const host = (req.get('host') ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (allowed.has(host) || allowed.has(name)) return next();
    next(new AppError(400, 'BAD_REQUEST', `host ${JSON.stringify(host)} is not served here: set PUBLIC_URL or add it to ALLOWED_HOSTS`));
  };
}
