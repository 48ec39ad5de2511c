import { Router, type Request } from 'express';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth';
import { AppError } from '../../lib/errors';
import type { Config } from '../../config';
import { loginLimiter } from '../../lib/rate-limit';
import type { AuthService } from './auth.service';

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/** A new session id at every sign-in (session fixation), then the user id and the cookie lifetime. */
function signIn(req: Request, userId: number, rememberMe: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      // a browser-session cookie unless the user asked to be remembered
      if (rememberMe) req.session.cookie.maxAge = THIRTY_DAYS;
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

export function authRouter(config: Config, auth: AuthService): Router {
  const router = Router();

  router.get('/user', (req, res) => {
    if (!req.user) throw new AppError(401, 'UNAUTHENTICATED', 'not signed in');
    res.set('Cache-Control', 'no-store').json(req.user);
  });

  router.post('/login', loginLimiter(config.loginRateLimit), async (req, res) => {
    const input = loginSchema.parse(req.body);
    const user = await auth.login(input.username, input.password);
    await signIn(req, user.id, input.rememberMe);
    res.json(user);
  });

  router.post('/register', async (req, res) => {
    if (!config.allowRegistration) throw new AppError(403, 'REGISTRATION_CLOSED', 'registration is turned off');
    const input = registerSchema.parse(req.body);
    const user = await auth.register(input);
    await signIn(req, user.id, false);
    res.status(201).json(user);
  });

  router.post('/logout', (req, res, next) => {
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie('sid', { path: '/' }).json({ message: 'signed out' });
    });
  });

  return router;
}
