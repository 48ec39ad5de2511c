import { Router } from 'express';
import { z } from 'zod';
import { autosaveInputSchema, autosaveKeySchema, revisionListQuerySchema, revisionParamsSchema } from '../../../shared/schemas/revisions';
import { idParamSchema } from '../../../shared/schemas/common';
import { sendUncached } from '../../lib/public-cache';
import { requirePermission } from '../auth/auth.guards';
import { mayEditArticle, type ArticleAccess } from '../articles/article-access';
import type { RevisionsService } from './revisions.service';

const keyParams = z.object({ key: autosaveKeySchema });

/** Revisions and autosave slots of articles (an author: of her own articles only); mounted at /api/articles. */
export function revisionsRouter(revisions: RevisionsService, access: ArticleAccess): Router {
  const router = Router();
  const writeArticles = requirePermission('writeArticles');
  const ownArticle = mayEditArticle(access);

  router.get('/:id/revisions', writeArticles, ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const { lang } = revisionListQuerySchema.parse(req.query);
    sendUncached(res, await revisions.list(id, lang));
  });

  router.get('/:id/revisions/:revisionId', writeArticles, async (req, res) => {
    const { id, revisionId } = revisionParamsSchema.parse(req.params);
    await access.assertMayEdit(req.user!, id);
    sendUncached(res, await revisions.get(id, revisionId));
  });

  // the slot is the signed-in user's own: nobody else reads or clears it; an author fills it for 'new' or her own article only
  router
    .route('/autosave/:key')
    .get(writeArticles, async (req, res) => {
      const { key } = keyParams.parse(req.params);
      sendUncached(res, await revisions.getAutosave(req.user!.id, key));
    })
    .put(writeArticles, async (req, res) => {
      const { key } = keyParams.parse(req.params);
      if (key !== 'new') await access.assertMayEdit(req.user!, Number(key));
      const input = autosaveInputSchema.parse(req.body);
      sendUncached(res, await revisions.saveAutosave(req.user!.id, key, input));
    })
    .delete(writeArticles, async (req, res) => {
      const { key } = keyParams.parse(req.params);
      await revisions.clearAutosave(req.user!.id, key);
      res.status(204).end();
    });
  return router;
}
