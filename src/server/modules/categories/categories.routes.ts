import { Router, type Request, type Response } from 'express';
import { createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import { idParamSchema } from '../../../shared/schemas/common';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { CategoriesService } from './categories.service';

/** Category writes (admins). The reads are public reads: src/server/read-model/public-reads.ts. */
export function categoriesRouter(categories: CategoriesService): Router {
  const router = Router();
  const manageSite = requirePermission('manageSite');

  router.post('/', manageSite, async (req, res) => {
    const input = createCategorySchema.parse(req.body);
    sendUncached(res, await categories.create(actorOf(req), input), 201);
  });

  router.route('/:id').patch(manageSite, updateCategory).put(manageSite, updateCategory);
  async function updateCategory(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateCategorySchema.parse(req.body);
    sendUncached(res, await categories.update(actorOf(req), id, input));
  }

  router.delete('/:id', manageSite, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await categories.remove(actorOf(req), id);
    sendUncached(res, { message: 'category deleted', id });
  });
  return router;
}
