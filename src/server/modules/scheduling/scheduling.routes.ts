import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { scheduleInputSchema } from '../../../shared/schemas/scheduling';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { SchedulingService } from './scheduling.service';

/** GET and PUT /api/articles/:id/schedule (admins; mounted at /api/articles): one language version's publish and unpublish times. */
export function schedulingRouter(scheduling: SchedulingService): Router {
  const router = Router();

  router.get('/:id/schedule', requirePermission('writeArticles'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await scheduling.get(id));
  });

  router.put('/:id/schedule', requirePermission('publishArticles'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = scheduleInputSchema.parse(req.body);
    sendUncached(res, await scheduling.set(actorOf(req), id, input));
  });
  return router;
}
