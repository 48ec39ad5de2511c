import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { DbSessionStore } from './session-store';

const SESSION_COOKIE = 'sid';

/**
 * A GET or HEAD carrying neither the session cookie nor a body: nobody can be signed in and there is
 * nothing to parse, so no session is built for it and a cached reply may answer it (fast-path.ts).
 */
export function isAnonymousRead(req: IncomingMessage): boolean {
  const { headers } = req;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !headers.cookie?.includes(`${SESSION_COOKIE}=`) &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}

/**
 * SESSION_SECRET, or on a first start without it one random secret kept under DATA_DIR, so sessions
 * survive restarts. Two-factor secrets are encrypted with a key derived from it unless TWO_FACTOR_KEY is set.
 */
export function sessionSecret(config: Config, logger: Logger): string {
  if (config.env === 'production' && !config.twoFactorKey) logger.warn('TWO_FACTOR_KEY is not set: two-factor secrets are encrypted with a key derived from the session secret; set TWO_FACTOR_KEY (the same on every server) to keep them readable if the session secret changes');
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
  }
  if (config.env === 'production') logger.warn(`SESSION_SECRET is not set: using the one generated in ${file}; set SESSION_SECRET (the same on every server) to run several servers`);
  return secret;
}

/** The session cookie and its store; an anonymous read skips it (no throwaway session, so public reads stay fast). */
export function sessions(config: Config, database: Database, secret: string): RequestHandler {
  const withSession = session({
    name: SESSION_COOKIE,
    secret,
    // absolute lifetimes on top of the idle one (README, SESSION_MAX_HOURS and SESSION_REMEMBER_DAYS)
    store: new DbSessionStore(database.db, { maxMs: config.sessionMaxMs, rememberMs: config.sessionRememberMs }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: Boolean(config.trustProxy),
    // Secure follows the protocol the browser used (directly or through TRUST_PROXY), not NODE_ENV
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
  });
  return (req, res, next) => (isAnonymousRead(req) ? next() : withSession(req, res, next));
}
