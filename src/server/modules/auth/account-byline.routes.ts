import { Router } from 'express';
import { staffBylineSchema } from '../../../shared/schemas/staff';
import { actorOf, requireSignedIn } from './auth.guards';
import type { UsersService } from './users.service';

/**
 * Mounted at /api/account: the signed-in user's own byline, the only thing of an account that
 * public pages show (docs/decisions/0021-bylines.md). Admins set anyone's at /api/users/:id/byline.
 */
export function accountBylineRouter(users: UsersService): Router {
  const router = Router();
  const signedIn = requireSignedIn();

  router.get('/byline', signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json((await users.find(req.user!.id)).byline);
  });

  router.put('/byline', signedIn, async (req, res) => {
    const byline = staffBylineSchema.parse(req.body);
    res.set('Cache-Control', 'no-store').json((await users.setByline(actorOf(req), req.user!.id, byline)).byline);
  });

  return router;
}
