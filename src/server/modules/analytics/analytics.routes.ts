import { Router, type RequestHandler } from 'express';
import { analyticsBeaconSchema, analyticsQuerySchema } from '../../../shared/schemas/analytics';
import { beaconBody } from '../../lib/beacon-body';
import { sendUncached } from '../../lib/public-cache';
import { requirePermission, userCan } from '../auth/auth.guards';
import type { AnalyticsAtRuntime } from './index';
import type { AnalyticsService } from './analytics.service';

/**
 * Mounted at /api (docs/decisions/0029-analytics.md): the pages' beacon, answered 204 whether the
 * request is counted or not (so a visitor who asked not to be tracked sees no difference), and the report.
 */
export function analyticsRouter(service: AnalyticsService, runtime: Pick<AnalyticsAtRuntime, 'recorder' | 'freshen'>, rateLimit: RequestHandler): Router {
  const { recorder } = runtime;
  const router = Router();

  router.post('/public/events', rateLimit, ...beaconBody, async (req, res) => {
    const beacon = analyticsBeaconSchema.parse(req.body);
    await recorder.beacon(req, beacon);
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  router.get('/analytics', requirePermission('viewAnalytics'), async (req, res) => {
    const query = analyticsQuerySchema.parse(req.query);
    await runtime.freshen(query.to);
    sendUncached(res, await service.report(query, { withEnquiries: userCan(req, 'readEnquiries') }));
  });
  return router;
}
