import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import { idParamSchema } from '../../../shared/schemas/common';
import { isAdmin, requireAdmin } from '../../lib/auth-guards';
import { sendCachedPrivate, sendUncached } from '../../lib/cached-reply';
import type { AppContext } from '../../lib/context';
import { categoriesRepository } from './categories.repository';
import { categoriesService } from './categories.service';

const typeParam = z.object({ type: z.string().min(1).max(50) });

/** Categories: everyone reads (cached for all but admins, who read the database); admins write. */
export function categoriesRouter(ctx: AppContext): Router {
  const router = Router();
  const routes = Router();
  const categories = categoriesService(categoriesRepository(ctx.db), ctx.cache);

  const read = async (req: Request, res: Response, key: string, load: () => Promise<unknown>) => {
    if (isAdmin(req)) return sendUncached(res, await load());
    return sendCachedPrivate(req, res, ctx.cache, key, load);
  };

  routes.get('/', (req, res) => read(req, res, 'categories:all', () => categories.list()));

  routes.get('/bytype/:type', async (req, res) => {
    const { type } = typeParam.parse(req.params);
    await read(req, res, `categories:type:${type}`, () => categories.getByType(type));
  });

  routes.get('/:id', async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await read(req, res, `categories:id:${id}`, () => categories.get(id));
  });

  routes.post('/', requireAdmin, async (req, res) => {
    const input = createCategorySchema.parse(req.body);
    sendUncached(res, await categories.create(input), 201);
  });

  routes.route('/:id').patch(requireAdmin, updateCategory).put(requireAdmin, updateCategory);
  async function updateCategory(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateCategorySchema.parse(req.body);
    sendUncached(res, await categories.update(id, input));
  }

  routes.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await categories.remove(id);
    sendUncached(res, { message: 'category deleted', id });
  });

  router.use('/categories', routes);
  return router;
}
