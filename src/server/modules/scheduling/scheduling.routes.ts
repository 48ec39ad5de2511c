import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { scheduleInputSchema } from '../../../shared/schemas/scheduling';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import { mayEditArticle, type ArticleAccess } from '../articles/article-access';
import type { SchedulingService } from './scheduling.service';

/** GET and PUT /api/articles/:id/schedule (mounted at /api/articles): one language version's publish and unpublish times; an author reads her own articles' only. */
export function schedulingRouter(scheduling: SchedulingService, access: ArticleAccess): Router {
  const router = Router();
  const ownArticle = mayEditArticle(access);

  router.get('/:id/schedule', requirePermission('writeArticles'), ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await scheduling.get(id));
  });

  router.put('/:id/schedule', requirePermission('publishArticles'), ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = scheduleInputSchema.parse(req.body);
    sendUncached(res, await scheduling.set(actorOf(req), id, input));
  });
  return router;
}
