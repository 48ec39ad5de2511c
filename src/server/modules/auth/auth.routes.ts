import { Router, type RequestHandler } from 'express';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth';
import { twoFactorLoginSchema, type TwoFactorRequiredAnswer } from '../../../shared/schemas/staff';
import { AppError } from '../../lib/errors';
import type { Config } from '../../config';
import type { SessionAudit } from '../audit/audit.sessions';
import { actorOf } from './auth.guards';
import type { AuthService } from './auth.service';
import { pendingSignIn, startPendingSignIn, startSession } from './sign-in';

const TWO_FACTOR_REQUIRED: TwoFactorRequiredAnswer = { twoFactorRequired: true, code: 'TWO_FACTOR_REQUIRED', message: 'two-factor code required' };

/** Sign-in, its two-factor step, registration (`registerLimit`: lib/rate-limit.ts) and sign-out, each recorded in `audit`. */
export function authRouter(config: Config, auth: AuthService, audit: SessionAudit, registerLimit: RequestHandler): Router {
  const router = Router();
  /** A refused password or code is recorded as a failed sign-in, then answered as before. */
  const failedSignIn = async (err: unknown, attempted: unknown, ip: string | null): Promise<never> => {
    if (err instanceof AppError && (err.code === 'INVALID_CREDENTIALS' || err.code === 'INVALID_TWO_FACTOR_CODE')) await audit.failed(attempted, ip);
    throw err;
  };

  router.get('/user', (req, res) => {
    if (!req.user) throw new AppError(401, 'UNAUTHENTICATED', 'not signed in');
    res.set('Cache-Control', 'no-store').json(req.user);
  });

  // validation first: only a well-formed request reaches the limits (sign-in-limits.ts), inside the service
  router.post('/login', async (req, res) => {
    const input = loginSchema.parse(req.body);
    const outcome = await auth.login(input.username, input.password, req.ip).catch((err) => failedSignIn(err, input.username, req.ip ?? null));
    if (outcome.kind === 'two-factor') {
      await startPendingSignIn(req, { userId: outcome.userId, username: outcome.username, rememberMe: input.rememberMe });
      return res.status(202).json(TWO_FACTOR_REQUIRED);
    }
    await startSession(req, outcome.user.id, input.rememberMe ? config.sessionRememberMs : undefined);
    await audit.signedIn(outcome.user, req.ip ?? null);
    res.json(outcome.user);
  });

  router.post('/login/2fa', async (req, res) => {
    const pending = pendingSignIn(req);
    if (!pending) throw new AppError(400, 'NO_PENDING_SIGN_IN', 'no sign-in is waiting for a code: enter the username and password again');
    const { code } = twoFactorLoginSchema.parse(req.body);
    const user = await auth.completeTwoFactor(pending, code, req.ip).catch((err) => failedSignIn(err, pending.username, req.ip ?? null));
    await startSession(req, user.id, pending.rememberMe ? config.sessionRememberMs : undefined);
    await audit.signedIn(user, req.ip ?? null);
    res.json(user);
  });

  router.post('/register', registerLimit, async (req, res) => {
    if (!config.allowRegistration) throw new AppError(403, 'REGISTRATION_CLOSED', 'registration is turned off');
    const input = registerSchema.parse(req.body);
    const user = await auth.register(input);
    await startSession(req, user.id, undefined);
    res.status(201).json(user);
  });

  router.post('/logout', async (req, res, next) => {
    if (req.user) await audit.signedOut(actorOf(req));
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie('sid', { path: '/' }).json({ message: 'signed out' });
    });
  });

  return router;
}
