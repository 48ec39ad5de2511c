import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { ErrorBody } from '../../shared/error-codes';

const json = (message: string): ErrorBody => ({ message, error: message, code: 'RATE_LIMITED' });

/** 10 failed sign-ins per 15 minutes per IP and username (LOGIN_RATE_LIMIT). */
export function loginLimiter(limit: number) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // only a string names an account: anything else (an object with its own toString) must not throw here
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${typeof req.body?.username === 'string' ? req.body.username.toLowerCase() : ''}`,
    message: json('too many failed sign-in attempts, please try again in 15 minutes'),
  });
}

/** 5 public consultation posts per 10 minutes per IP (CONSULTATION_RATE_LIMIT). */
export function consultationLimiter(limit: number) {
  return rateLimit({
    windowMs: 10 * 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    message: json('too many enquiries from this address, please try again in 10 minutes'),
  });
}
