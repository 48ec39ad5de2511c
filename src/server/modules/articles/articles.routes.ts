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

  /** The four reads, on /api/public/articles (shared cache) and /api/articles (admins uncached). */
  const reads = (read: typeof publicRead) => {
    const reader = Router();
    reader.get('/', (req, res) => read(req, res, 'articles:all', (p) => articles.list({ publishedOnly: p })));

    reader.get('/bycategory/:category', async (req, res) => {
      const param = categoryParam.safeParse(req.params);
      if (!param.success) return sendUncached(res, []); // no such category: nothing in it
      const { category } = param.data;
      await read(req, res, `articles:category:${category}`, (p) => articles.list({ publishedOnly: p, category }));
    });

    reader.get('/bytype/:type', async (req, res) => {
      const param = typeParam.safeParse(req.params);
      if (!param.success) return sendUncached(res, []);
      const { type } = param.data;
      await read(req, res, `articles:type:${type}`, (p) => articles.list({ publishedOnly: p, type }));
    });

    reader.get('/:id', async (req, res) => {
      const { id } = idParamSchema.parse(req.params);
      await read(req, res, `articles:id:${id}`, (p) => articles.get(id, p));
    });
    return reader;
  };

  const members = Router();
  // routing is case-insensitive, so this also answers /articles/byArticleId/:articleId
  members.get('/byarticleid/:articleId', async (req, res) => {
    const { articleId } = articleIdParam.parse(req.params);
    await memberRead(req, res, `articles:articleId:${articleId}`, (p) => articles.getByArticleId(articleId, p));
  });
  members.use(reads(memberRead));

  members.post('/', requireAdmin, async (req, res) => {
    const input = createArticleSchema.parse(req.body);
    const article = await articles.create(input, req.user!.id);
    sendUncached(res, article, 201);
  });

  // the client uses PATCH, the docs PUT (spec section 7): one handler for both
  members.route('/:id').patch(requireAdmin, updateArticle).put(requireAdmin, updateArticle);
  async function updateArticle(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateArticleSchema.parse(req.body);
    sendUncached(res, await articles.update(id, input));
  }

  members.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await articles.remove(id);
    sendUncached(res, { message: 'article deleted', id });
  });

  // grouped under their prefixes so that other /api requests pass this router in two steps
  router.use('/public/articles', reads(publicRead));
  router.use('/articles', members);
  return router;
}
