import { Router } from 'express';
import { updateHomeContentSchema } from '../../../shared/schemas/home-content';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requireAdmin } from '../auth/auth.guards';
import type { HomeContentService } from './home-content.service';

/**
 * The home page content as staff edit it (admins), mounted at /api/home-content. The public read,
 * GET /api/public/home-content?lang=, is in src/server/read-model/public-reads.ts.
 */
export function homeContentRouter(homeContent: HomeContentService): Router {
  const router = Router();

  router.get('/', requireAdmin, async (_req, res) => {
    sendUncached(res, await homeContent.get());
  });

  router.put('/', requireAdmin, async (req, res) => {
    const input = updateHomeContentSchema.parse(req.body);
    sendUncached(res, await homeContent.update(actorOf(req), input));
  });
  return router;
}
