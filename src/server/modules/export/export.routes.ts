import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../../lib/auth-guards';
import { sendUncached } from '../../lib/cached-reply';
import type { AppContext } from '../../lib/context';
import { EXPORT_FILE, exportService } from './export.service';

const fileParam = z.object({ filename: z.string().regex(EXPORT_FILE, 'unknown export file') });

/** Spec section 7: GET /api/export/data names a file, its downloadUrl serves the JSON snapshot. */
export function exportRouter(ctx: AppContext): Router {
  const router = Router();
  const routes = Router();
  const exporter = exportService(ctx.db);

  routes.get('/data', requireAdmin, (_req, res) => {
    sendUncached(res, exporter.prepare());
  });

  routes.get('/download/:filename', requireAdmin, async (req, res) => {
    const { filename } = fileParam.parse(req.params);
    const snapshot = await exporter.snapshot();
    res.attachment(filename).set('Cache-Control', 'no-store').type('application/json').send(JSON.stringify(snapshot, null, 2));
  });

  router.use('/export', routes);
  return router;
}
