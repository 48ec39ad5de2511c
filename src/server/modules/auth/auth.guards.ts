import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PublicUser } from '../../../shared/schemas/auth';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/transaction';
import type { AuthService } from './auth.service';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
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

export const MESSAGE_LOGIN_NEEDED = 'you need to log in first to perform this action';
export const MESSAGE_ADMIN_NEEDED = 'you do not have permission, administrator rights needed';

/** Loads the signed-in user (if any) onto req.user; a session whose user is gone is cleared. */
export function loadUser(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const id = req.session?.userId;
    if (id) {
      req.user = await auth.findUser(id);
      if (!req.user) delete req.session.userId;
    }
    next();
  };
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) throw new AppError(401, 'UNAUTHENTICATED', MESSAGE_LOGIN_NEEDED);
  if (req.user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', MESSAGE_ADMIN_NEEDED);
  next();
}

export const isAdmin = (req: Request): boolean => req.user?.role === 'admin';

/** Who makes a change: the signed-in user (none for a visitor's enquiry) and where from. */
export const actorOf = (req: Request): Actor => ({ userId: req.user?.id ?? null, username: req.user?.username ?? null, ip: req.ip ?? null });
