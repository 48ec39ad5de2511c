import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { trashRestoreSchema } from '../../../shared/schemas/trash';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { TrashService } from './trash.service';

/** GET /api/trash, POST /api/trash/:id/restore, DELETE /api/trash/:id (restore: admins and editors; delete for good: admins); mounted at /api/trash. */
export function trashRouter(trash: TrashService): Router {
  const router = Router();
  router.get('/', requirePermission('restoreFromTrash'), async (_req, res) => {
    sendUncached(res, await trash.list());
  });

  router.post('/:id/restore', requirePermission('restoreFromTrash'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const { asDraft } = trashRestoreSchema.parse(req.body ?? {});
    sendUncached(res, await trash.restore(actorOf(req), id, { asDraft }));
  });

  router.delete('/:id', requirePermission('purgeTrash'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await trash.purge(actorOf(req), id);
    sendUncached(res, { message: 'article deleted permanently', id });
  });
  return router;
}
