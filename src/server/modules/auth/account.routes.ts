import { Router } from 'express';
import { changePasswordSchema, passwordConfirmSchema, twoFactorEnableSchema } from '../../../shared/schemas/staff';
import { actorOf, requireSignedIn } from './auth.guards';
import type { AccountService } from './account.service';

/** Mounted at /api/account: the signed-in user's own account. */
export function accountRouter(account: AccountService): Router {
  const router = Router();
  // a one-time password must be changed first; an admin made to enrol may still change the password
  const anyRestriction = requireSignedIn(['PASSWORD_CHANGE_REQUIRED', 'TWO_FACTOR_ENROLLMENT_REQUIRED']);
  const enrolling = requireSignedIn(['TWO_FACTOR_ENROLLMENT_REQUIRED']);
  const unrestricted = requireSignedIn();

  router.post('/password', anyRestriction, async (req, res) => {
    const input = changePasswordSchema.parse(req.body);
    await account.changePassword(actorOf(req), req.user!, req.sessionID, input);
    res.json({ message: 'password changed; your other sessions were signed out' });
  });

  router.get('/two-factor', enrolling, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await account.twoFactorStatus(req.user!));
  });

  router.post('/two-factor/setup', enrolling, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await account.setupTwoFactor(req.user!));
  });

  router.post('/two-factor/enable', enrolling, async (req, res) => {
    const { code } = twoFactorEnableSchema.parse(req.body);
    res.set('Cache-Control', 'no-store').json({ recoveryCodes: await account.enableTwoFactor(actorOf(req), req.user!, code) });
  });

  router.post('/two-factor/disable', enrolling, async (req, res) => {
    const { password } = passwordConfirmSchema.parse(req.body);
    await account.disableTwoFactor(actorOf(req), req.user!, password);
    res.json({ message: 'two-factor sign-in turned off' });
  });

  router.post('/two-factor/recovery-codes', enrolling, async (req, res) => {
    const { password } = passwordConfirmSchema.parse(req.body);
    res.set('Cache-Control', 'no-store').json({ recoveryCodes: await account.replaceRecoveryCodes(actorOf(req), req.user!, password) });
  });

  router.get('/sessions', unrestricted, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await account.listSessions(req.user!, req.sessionID));
  });

  router.post('/sessions/sign-out-others', unrestricted, async (req, res) => {
    const count = await account.signOutOthers(req.user!, req.sessionID);
    res.json({ message: `${count} other sessions signed out`, count });
  });

  router.delete('/sessions/:id', unrestricted, async (req, res) => {
    await account.endSession(req.user!, String(req.params.id));
    res.json({ message: 'session signed out' });
  });

  return router;
}
