import { Router } from 'express';
import { sendUncached } from '../../lib/public-cache';
import { requirePermission } from '../auth/auth.guards';
import type { DashboardService } from './dashboard.service';

/** Mounted at /api/dashboard (admins). */
export function dashboardRouter(dashboard: DashboardService): Router {
  const router = Router();
  router.get('/', requirePermission('backOffice'), async (_req, res) => {
    sendUncached(res, await dashboard.get());
  });
  return router;
}
