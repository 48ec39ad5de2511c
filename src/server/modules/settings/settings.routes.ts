import { Router } from 'express';
import { notificationSettingsInputSchema } from '../../../shared/schemas/inbox';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { SettingsService } from './settings.service';

/** Mounted at /api/settings (admins). */
export function settingsRouter(settings: SettingsService): Router {
  const router = Router();

  router.get('/notifications', requirePermission('manageEnquiries'), async (_req, res) => {
    sendUncached(res, await settings.notifications());
  });

  router.put('/notifications', requirePermission('manageEnquiries'), async (req, res) => {
    const input = notificationSettingsInputSchema.parse(req.body);
    sendUncached(res, await settings.saveNotifications(actorOf(req), input));
  });

  return router;
}
