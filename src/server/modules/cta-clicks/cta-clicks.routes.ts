import { Router, type Request, type RequestHandler } from 'express';
import { ctaClickSchema, ctaClickTotalsQuerySchema, type CtaClick } from '../../../shared/schemas/cta-clicks';
import { beaconBody } from '../../lib/beacon-body';
import { sendUncached } from '../../lib/public-cache';
import { isCounted } from '../analytics';
import { requirePermission } from '../auth/auth.guards';
import type { CtaClickLog } from './cta-clicks.log';
import type { CtaClicksService } from './cta-clicks.service';

/**
 * Mounted at /api: the tap beacon (public) and the totals (staff reading enquiries). `onTap`: the tap
 * told to analytics (app.ts), which counts it as a `cta` event by its own rules; resolves, never rejects.
 */
export function ctaClicksRouter(service: CtaClicksService, log: CtaClickLog, rateLimit: RequestHandler, onTap: (req: Request, click: CtaClick) => Promise<void> = async () => {}): Router {
  const router = Router();

  router.post('/public/cta-clicks', rateLimit, ...beaconBody, async (req, res) => {
    const click = ctaClickSchema.parse(req.body);
    // counted by analytics' rules: not a crawler's, a script's, staff's, a prefetch, nor with Do Not Track or GPC
    if (isCounted(req)) log.record(click);
    await onTap(req, click);
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  router.get('/cta-clicks', requirePermission('readEnquiries'), async (req, res) => {
    sendUncached(res, await service.totals(ctaClickTotalsQuerySchema.parse(req.query)));
  });
  return router;
}
