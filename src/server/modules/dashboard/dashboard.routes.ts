import { Router } from 'express';
import { sendUncached } from '../../lib/public-cache';
import { requirePermission } from '../auth/auth.guards';
import type { DashboardService } from './dashboard.service';

/** Mounted at /api/dashboard: every back-office role, each answered the sections its permissions read. */
export function dashboardRouter(dashboard: DashboardService): Router {
  const router = Router();
  router.get('/', requirePermission('backOffice'), async (req, res) => {
    sendUncached(res, await dashboard.forRole(req.user!.role));
  });
  return router;
}
