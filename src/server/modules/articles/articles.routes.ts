import { Router, type Request, type Response } from 'express';
import { createArticleSchema, updateArticleSchema } from '../../../shared/schemas/articles';
import { idParamSchema } from '../../../shared/schemas/common';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { ArticleAccess } from './article-access';
import type { ArticlesService } from './articles.service';

/**
 * Article writes (staff who write; an author her own drafts: article-access.ts). Every read, the
 * back office's paged list too, is a public read's (src/server/read-model/public-reads.ts).
 */
export function articlesRouter(articles: ArticlesService, access: ArticleAccess): Router {
  const router = Router();
  const writeArticles = requirePermission('writeArticles');

  router.post('/', writeArticles, async (req, res) => {
    const input = createArticleSchema.parse(req.body);
    access.assertMayCreate(req.user!, input, req.body);
    sendUncached(res, await articles.create(actorOf(req), input), 201);
  });

  // the client uses PATCH, the docs PUT (docs/product-spec.md, section 7): one handler for both
  router.route('/:id').patch(writeArticles, updateArticle).put(writeArticles, updateArticle);
  async function updateArticle(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateArticleSchema.parse(req.body);
    sendUncached(res, await articles.update(actorOf(req), id, input, (tx) => access.assertMayUpdate(req.user!, id, input, req.body, tx)));
  }

  router.delete('/:id', requirePermission('trashArticles'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await articles.remove(actorOf(req), id, (tx) => access.assertMayTrash(req.user!, id, tx));
    sendUncached(res, { message: 'article deleted', id });
  });
  return router;
}
