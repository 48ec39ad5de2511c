import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { ErrorBody } from '../../shared/error-codes';
import { normalizeUsername } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { DbRateLimitStore } from './rate-limit-store';

const MINUTE = 60 * 1000;
const json = (message: string): ErrorBody => ({ message, error: message, code: 'RATE_LIMITED' });

/**
 * Every limit counts in the database (DbRateLimitStore), shared by all servers and kept across
 * restarts. The client address is req.ip: X-Forwarded-For counts only behind TRUST_PROXY, so the
 * header's presence without it is expected, not a misconfiguration to warn about.
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

const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/**
 * The account a password attempt is for, normalised like stored usernames ("  ＡＤＭＩＮ" is admin).
 * Only a string names an account: anything else must not throw here.
 */
export function passwordStepSubject(req: Request): string {
  const name: unknown = req.body?.username;
  return typeof name === 'string' ? normalizeUsername(name) : '';
}

/** At the two-factor step, the pending sign-in's account (never a name from the body). */
export const codeStepSubject = (req: Request): string => req.session?.pendingSignIn?.username ?? '';

const SIGN_IN_MESSAGE = 'too many failed sign-in attempts, please try again later';

/**
 * Failed sign-ins (password or two-factor step; a success takes its hit back): per client IP
 * (LOGIN_RATE_LIMIT per 15 minutes), and per account, 10 per 15 minutes and 100 per hour (ASVS 2.2.1).
 */
export function signInLimiters(db: Db, ipLimit: number, subject: (req: Request) => string): RequestHandler[] {
  const common = { skipSuccessfulRequests: true, message: json(SIGN_IN_MESSAGE) };
  const perAccount = { keyGenerator: subject, skip: (req: Request) => subject(req) === '' };
  return [
    limiter(db, 'sign-in-ip', { ...common, windowMs: 15 * MINUTE, limit: ipLimit, keyGenerator: clientIp }),
    limiter(db, 'sign-in-account-15m', { ...common, ...perAccount, windowMs: 15 * MINUTE, limit: 10 }),
    limiter(db, 'sign-in-account-1h', { ...common, ...perAccount, windowMs: 60 * MINUTE, limit: 100 }),
  ];
}

/** Self-registrations per IP per hour (REGISTER_RATE_LIMIT), successful or not. */
export function registerLimiter(db: Db, limit: number): RequestHandler {
  return limiter(db, 'register-ip', { windowMs: 60 * MINUTE, limit, keyGenerator: clientIp, message: json('too many registrations from this address, please try again later') });
}

/** Public enquiries per IP per 10 minutes (CONSULTATION_RATE_LIMIT). */
export function consultationLimiter(db: Db, limit: number): RequestHandler {
  return limiter(db, 'enquiry-ip', { windowMs: 10 * MINUTE, limit, keyGenerator: clientIp, message: json('too many enquiries from this address, please try again in 10 minutes') });
}

/** Public searches per IP per minute (SEARCH_RATE_LIMIT), over the API and the /search pages together. */
export function searchLimiter(db: Db, limit: number): RequestHandler {
  return limiter(db, 'search-ip', { windowMs: MINUTE, limit, keyGenerator: clientIp, message: json('too many searches from this address, please try again in a minute') });
}
