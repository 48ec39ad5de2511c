import { Router, type RequestHandler } from 'express';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import { AppError } from '../../lib/errors';
import { sendUncached } from '../../lib/public-cache';
import { requireAdmin } from '../auth/auth.guards';
import type { AuditService } from './audit.service';

/** The log is append-only (docs/decisions/0017-audit-log.md): no method but GET, whoever asks. */
const readOnly: RequestHandler = (_req, res) => {
  res.set('Allow', 'GET, HEAD');
  throw new AppError(405, 'METHOD_NOT_ALLOWED', 'the audit log cannot be changed or deleted');
};

/** Mounted at /api/audit: the Activity screen's reads (admins). */
export function auditRouter(audit: AuditService): Router {
  const router = Router();

  router.get('/', requireAdmin, async (req, res) => {
    const query = auditQuerySchema.parse(req.query);
    sendUncached(res, await audit.page(query));
  });

  router.get('/actors', requireAdmin, async (_req, res) => {
    sendUncached(res, await audit.actors());
  });

  router.route('/').post(readOnly).put(readOnly).patch(readOnly).delete(readOnly);
  router.route('/:id').post(readOnly).put(readOnly).patch(readOnly).delete(readOnly);
  return router;
}
