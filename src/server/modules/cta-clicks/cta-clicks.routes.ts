import express, { Router, type Request, type RequestHandler } from 'express';
import { isbot } from 'isbot';
import { ctaClickSchema, ctaClickTotalsQuerySchema } from '../../../shared/schemas/cta-clicks';
import { can } from '../../../shared/permissions';
import { cleanDeep } from '../../../shared/text';
import { AppError } from '../../lib/errors';
import { sendUncached } from '../../lib/public-cache';
import { requirePermission } from '../auth/auth.guards';
import type { CtaClickLog } from './cta-clicks.log';
import type { CtaClicksService } from './cta-clicks.service';

const text = express.text({ type: 'text/plain', limit: '16kb' });

/**
 * `navigator.sendBeacon` with a string posts it as text/plain (a JSON post would need a CORS
 * preflight): such a body is read as JSON here; an application/json one is parsed by the API already.
 */
const beaconBody: RequestHandler[] = [
  text,
  (req, _res, next) => {
    if (typeof req.body !== 'string') return next();
    try {
      req.body = cleanDeep(JSON.parse(req.body));
    } catch {
      throw new AppError(400, 'BAD_REQUEST', 'malformed JSON body');
    }
    next();
  },
];

/** Taps counted are visitors': not a crawler's or a script's (no user agent), nor staff trying the buttons. */
const counted = (req: Request): boolean => {
  const userAgent = req.get('user-agent');
  return !!userAgent?.trim() && !isbot(userAgent) && !can(req.user?.role, 'backOffice');
};

/** Mounted at /api: the tap beacon (public) and the totals (staff reading enquiries). */
export function ctaClicksRouter(service: CtaClicksService, log: CtaClickLog, rateLimit: RequestHandler): Router {
  const router = Router();

  router.post('/public/cta-clicks', rateLimit, ...beaconBody, (req, res) => {
    const click = ctaClickSchema.parse(req.body);
    if (counted(req)) log.record(click);
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  router.get('/cta-clicks', requirePermission('readEnquiries'), async (req, res) => {
    sendUncached(res, await service.totals(ctaClickTotalsQuerySchema.parse(req.query)));
  });
  return router;
}
