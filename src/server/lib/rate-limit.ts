import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { ErrorBody } from '../../shared/error-codes';
import { ANALYTICS_EVENTS_PER_MINUTE } from '../../shared/schemas/analytics';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { DbRateLimitStore } from './rate-limit-store';

const MINUTE = 60 * 1000;
const json = (message: string): ErrorBody => ({ message, error: message, code: 'RATE_LIMITED' });

/**
 * Every limit counts in the database (DbRateLimitStore), shared by all servers and kept across
 * restarts; a store that fails answers 503 RATE_LIMIT_UNAVAILABLE. The client address is req.ip:
 * X-Forwarded-For counts only behind TRUST_PROXY, so the header's presence without it is expected,
 * not a misconfiguration to warn about. Sign-in limits: modules/auth/sign-in-limits.ts.
 */
function limiter(db: Db, name: string, options: Partial<Options> & Pick<Options, 'windowMs' | 'limit' | 'keyGenerator'>): RequestHandler {
  return rateLimit({
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DbRateLimitStore(db, name),
    validate: { xForwardedForHeader: false },
    ...options,
  });
}

/** The client's address as a limit key: IPv4 as it is, IPv6 as its /56 (one household or server). */
export const clientIp = (req: Pick<Request, 'ip'>): string => ipKeyGenerator(req.ip ?? '');

/** Self-registrations per IP per hour (REGISTER_RATE_LIMIT), successful or not. */
export function registerLimiter(db: Db, limit: number): RequestHandler {
  return limiter(db, 'register-ip', { windowMs: 60 * MINUTE, limit, keyGenerator: clientIp, message: json('too many registrations from this address, please try again later') });
}

/**
 * Public enquiries per IP per 10 minutes (CONSULTATION_RATE_LIMIT), over the API and the form posted
 * without JavaScript together. The refusal is an error passed on (the same JSON from the error handler),
 * so the form's route can answer it with its page (modules/consultations/enquiry-form.routes.ts).
 */
export function consultationLimiter(db: Db, limit: number): RequestHandler {
  const message = 'too many enquiries from this address, please try again in 10 minutes';
  return limiter(db, 'enquiry-ip', { windowMs: 10 * MINUTE, limit, keyGenerator: clientIp, handler: (_req, _res, next) => next(new AppError(429, 'RATE_LIMITED', message)) });
}

/** Taps counted per IP per minute (the beacon of modules/cta-clicks): past it they answer 429 and are not counted. */
export const CTA_CLICKS_PER_MINUTE = 60;
export function ctaClickLimiter(db: Db, limit = CTA_CLICKS_PER_MINUTE): RequestHandler {
  const message = 'too many taps from this address, please try again in a minute';
  return limiter(db, 'cta-click-ip', { windowMs: MINUTE, limit, keyGenerator: clientIp, handler: (_req, _res, next) => next(new AppError(429, 'RATE_LIMITED', message)) });
}

/** Analytics beacons counted per IP per minute (modules/analytics): past it they answer 429 and are not counted. */
export function analyticsLimiter(db: Db, limit = ANALYTICS_EVENTS_PER_MINUTE): RequestHandler {
  const message = 'too many events from this address, please try again in a minute';
  return limiter(db, 'analytics-ip', { windowMs: MINUTE, limit, keyGenerator: clientIp, handler: (_req, _res, next) => next(new AppError(429, 'RATE_LIMITED', message)) });
}

/** Public searches per IP per minute (SEARCH_RATE_LIMIT), over the API and the /search pages together. */
export function searchLimiter(db: Db, limit: number): RequestHandler {
  return limiter(db, 'search-ip', { windowMs: MINUTE, limit, keyGenerator: clientIp, message: json('too many searches from this address, please try again in a minute') });
}
