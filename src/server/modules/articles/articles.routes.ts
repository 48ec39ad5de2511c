import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { articleCategories, articleTypes } from '../../../shared/catalog';
import { createArticleSchema, updateArticleSchema } from '../../../shared/schemas/articles';
import { idParamSchema } from '../../../shared/schemas/common';
import { isAdmin, requireAdmin } from '../../lib/auth-guards';
import { sendCachedPrivate, sendUncached } from '../../lib/cached-reply';
import type { AppContext } from '../../lib/context';
import { sendCached } from '../../lib/public-cache';
import { articlesRepository } from './articles.repository';
import { articlesService } from './articles.service';

const categoryParam = z.object({ category: z.enum(articleCategories) });
const typeParam = z.object({ type: z.enum(articleTypes) });
const articleIdParam = z.object({ articleId: z.string().min(1).max(100) });

/**
 * Reads: /api/public/* serve published articles from the shared cache to everyone; /api/articles*
 * serve admins everything straight from the database and everyone else the same cached answer.
 * Lists: newest first (publishedAt, else createdAt) for all and by type; by category weight
 * descending then title (spec section 9).
 */
export function articlesRouter(ctx: AppContext): Router {
  const router = Router();
  const articles = articlesService(articlesRepository(ctx.db), ctx.cache);

  type Load = (publishedOnly: boolean) => Promise<unknown>;
  const publicRead = (req: Request, res: Response, key: string, load: Load) => sendCached(req, res, ctx.cache, key, () => load(true));
  const memberRead = async (req: Request, res: Response, key: string, load: Load) => {
    if (isAdmin(req)) return sendUncached(res, await load(false));
    return sendCachedPrivate(req, res, ctx.cache, key, () => load(true));
  };

  for (const [prefix, read] of [['/public/articles', publicRead], ['/articles', memberRead]] as const) {
    router.get(prefix, (req, res) => read(req, res, 'articles:all', (p) => articles.list({ publishedOnly: p })));

    router.get(`${prefix}/bycategory/:category`, async (req, res) => {
      const param = categoryParam.safeParse(req.params);
      if (!param.success) return sendUncached(res, []); // no such category: nothing in it
      const { category } = param.data;
      await read(req, res, `articles:category:${category}`, (p) => articles.list({ publishedOnly: p, category }));
    });

    router.get(`${prefix}/bytype/:type`, async (req, res) => {
      const param = typeParam.safeParse(req.params);
      if (!param.success) return sendUncached(res, []);
      const { type } = param.data;
      await read(req, res, `articles:type:${type}`, (p) => articles.list({ publishedOnly: p, type }));
    });

    router.get(`${prefix}/:id`, async (req, res) => {
      const { id } = idParamSchema.parse(req.params);
      await read(req, res, `articles:id:${id}`, (p) => articles.get(id, p));
    });
  }

  // routing is case-insensitive, so this also answers /articles/byArticleId/:articleId
  router.get('/articles/byarticleid/:articleId', async (req, res) => {
    const { articleId } = articleIdParam.parse(req.params);
    await memberRead(req, res, `articles:articleId:${articleId}`, (p) => articles.getByArticleId(articleId, p));
  });

  router.post('/articles', requireAdmin, async (req, res) => {
    const input = createArticleSchema.parse(req.body);
    const article = await articles.create(input, req.user!.id);
    sendUncached(res, article, 201);
  });

  // the client uses PATCH, the docs PUT (spec section 7): one handler for both
  router.route('/articles/:id').patch(requireAdmin, updateArticle).put(requireAdmin, updateArticle);
  async function updateArticle(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateArticleSchema.parse(req.body);
    sendUncached(res, await articles.update(id, input));
  }

  router.delete('/articles/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await articles.remove(id);
    sendUncached(res, { message: 'article deleted', id });
  });

  return router;
}
