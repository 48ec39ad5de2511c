import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { ErrorCode } from '../../../shared/error-codes';
import { can, type Permission } from '../../../shared/permissions';
import { AppError, ForbiddenError } from '../../lib/errors';
import type { Actor } from '../../lib/transaction';
import type { AuthService } from './auth.service';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** the session record's facts, written beside the data by DbSessionStore */
    signedIn?: { at: string; userAgent: string | null; ip: string | null; rememberMe?: boolean };
    /** a password accepted, the two-factor code still to come: no rights at all */
    pendingSignIn?: { userId: number; username: string; at: number; rememberMe: boolean };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: PublicUser;
    }
  }
}

export { MESSAGE_ADMIN_NEEDED } from '../../lib/errors';

export const MESSAGE_LOGIN_NEEDED = 'you need to log in first to perform this action';

const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Loads the signed-in user (if any) onto req.user. A session whose account is gone or disabled
 * gives no user (its rows were deleted; this also covers a session still held in flight).
 * Last seen is written at most once a minute per session.
 */
export function loadUser(auth: AuthService): RequestHandler {
  const touched = new Map<string, number>();
  return async (req, _res, next) => {
    const id = req.session?.userId;
    if (id) {
      req.user = await auth.findUser(id);
      if (!req.user) {
        delete req.session.userId;
      } else if (Date.now() - (touched.get(req.sessionID) ?? 0) > TOUCH_EVERY_MS) {
        if (touched.size > 10_000) touched.clear();
        touched.set(req.sessionID, Date.now());
        await auth.touchSession(req.sessionID);
      }
    }
    next();
  };
}

/** Until a one-time password is changed, or (REQUIRE_2FA_FOR_ADMINS) two-factor is set up, a user may do nothing else. */
export function restrictionOf(user: PublicUser): { code: ErrorCode; message: string } | undefined {
  if (user.mustChangePassword) return { code: 'PASSWORD_CHANGE_REQUIRED', message: 'change your password first' };
  if (user.mustEnrollTwoFactor) return { code: 'TWO_FACTOR_ENROLLMENT_REQUIRED', message: 'set up two-factor sign-in first' };
  return undefined;
}

/** Any signed-in user without a pending restriction, except those `allow` lets through. */
export function requireSignedIn(allow: ErrorCode[] = []): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw new AppError(401, 'UNAUTHENTICATED', MESSAGE_LOGIN_NEEDED);
    const restriction = restrictionOf(req.user);
    if (restriction && !allow.includes(restriction.code)) throw new AppError(403, restriction.code, restriction.message);
    next();
  };
}

/** A refusal for lack of `permission`: 403 FORBIDDEN, the permission named in the answer. */
export const forbidden = (permission: Permission) => new ForbiddenError(permission);

/** A signed-in user without a pending restriction whose role holds `permission` (src/shared/permissions.ts). */
export function requirePermission(permission: Permission): RequestHandler {
  const signedIn = requireSignedIn();
  return (req: Request, res: Response, next: NextFunction) =>
    signedIn(req, res, () => {
      if (!can(req.user!.role, permission)) throw forbidden(permission);
      next();
    });
}

/** An administrator: every permission (the routes that are an admin's alone, such as users and backups). */
export const requireAdmin = requirePermission('manageSystem');

/** Whether the request's user (signed in, unrestricted) holds `permission`. */
export const userCan = (req: Request, permission: Permission): boolean => Boolean(req.user && !restrictionOf(req.user) && can(req.user.role, permission));

/** Who makes a change: the signed-in user (none for a visitor's enquiry) and where from. */
export const actorOf = (req: Request): Actor => ({ userId: req.user?.id ?? null, username: req.user?.username ?? null, ip: req.ip ?? null });
