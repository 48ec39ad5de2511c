import { Router } from 'express';
import { confirmSetupItemParamSchema, dismissSetupItemSchema, setupItemParamSchema, testMailSchema } from '../../../shared/schemas/setup-checklist';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requireAdmin } from '../auth/auth.guards';
import type { SetupChecklistService } from './setup-checklist.service';

/** Mounted at /api/setup-checklist (admins). */
export function setupChecklistRouter(checklist: SetupChecklistService): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    sendUncached(res, await checklist.get(req.user?.id ?? null));
  });

  router.post('/test-mail', async (req, res) => {
    const { to } = testMailSchema.parse(req.body ?? {});
    sendUncached(res, await checklist.sendTestMail(req.user?.id ?? null, to));
  });

  router.post('/:item/dismiss', async (req, res) => {
    const { item } = setupItemParamSchema.parse(req.params);
    const { reason } = dismissSetupItemSchema.parse(req.body ?? {});
    await checklist.dismiss(actorOf(req), item, reason);
    sendUncached(res, await checklist.get(req.user?.id ?? null));
  });

  router.post('/:item/confirm', async (req, res) => {
    const { item } = confirmSetupItemParamSchema.parse(req.params);
    await checklist.confirm(actorOf(req), item);
    sendUncached(res, await checklist.get(req.user?.id ?? null));
  });
  return router;
}
