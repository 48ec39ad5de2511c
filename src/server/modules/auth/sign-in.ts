import type { Request } from 'express';

export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

const regenerate = (req: Request): Promise<void> => new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
const save = (req: Request): Promise<void> => new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/**
 * A new session id at every step (session fixation), then the user id, the record's facts and the
 * cookie lifetime; `rememberMs` (SESSION_REMEMBER_DAYS) when the user asked to be remembered.
 */
export async function startSession(req: Request, userId: number, rememberMs: number | undefined): Promise<void> {
  await regenerate(req);
  req.session.userId = userId;
  req.session.signedIn = { at: new Date().toISOString(), userAgent: req.get('user-agent')?.slice(0, 512) ?? null, ip: req.ip ?? null, rememberMe: rememberMs !== undefined };
  // a browser-session cookie unless the user asked to be remembered
  if (rememberMs !== undefined) req.session.cookie.maxAge = rememberMs;
  await save(req);
}

/** The password was right and a code is still needed: a fresh session holding nothing else. */
export async function startPendingSignIn(req: Request, pending: { userId: number; username: string; rememberMe: boolean }): Promise<void> {
  await regenerate(req);
  req.session.pendingSignIn = { ...pending, at: Date.now() };
  req.session.cookie.maxAge = PENDING_SIGN_IN_MS;
  await save(req);
}

/** The pending sign-in of this session, when it has not expired. */
export function pendingSignIn(req: Request) {
  const pending = req.session?.pendingSignIn;
  return pending && Date.now() - pending.at < PENDING_SIGN_IN_MS ? pending : undefined;
}
