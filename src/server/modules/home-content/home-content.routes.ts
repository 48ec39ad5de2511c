import { Router } from 'express';
import { updateHomeContentSchema } from '../../../shared/schemas/home-content';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { HomeContentService } from './home-content.service';

/**
 * The home page content as staff edit it (admins), mounted at /api/home-content. The public read,
 * GET /api/public/home-content?lang=, is in src/server/read-model/public-reads.ts.
 */
export function homeContentRouter(homeContent: HomeContentService): Router {
  const router = Router();
  const manageSite = requirePermission('manageSite');

  router.get('/', manageSite, async (_req, res) => {
    sendUncached(res, await homeContent.get());
  });

  router.put('/', manageSite, async (req, res) => {
    const input = updateHomeContentSchema.parse(req.body);
    sendUncached(res, await homeContent.update(actorOf(req), input));
  });
  return router;
}
