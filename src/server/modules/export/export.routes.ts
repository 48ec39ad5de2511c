import { Router } from 'express';
import { z } from 'zod';
import { sendUncached } from '../../lib/public-cache';
import type { AuditService } from '../audit/audit.service';
import { actorOf, requireAdmin } from '../auth/auth.guards';
import { EXPORT_FILE, type ExportService } from './export.service';

const fileParam = z.object({ filename: z.string().regex(EXPORT_FILE, 'unknown export file') });

/** docs/product-spec.md, section 7: GET /api/export/data names a file, its downloadUrl serves the JSON snapshot. */
export function exportRouter(exporter: ExportService, audit: Pick<AuditService, 'record'>): Router {
  const router = Router();
  router.get('/data', requireAdmin, (_req, res) => {
    sendUncached(res, exporter.prepare());
  });
  router.get('/download/:filename', requireAdmin, async (req, res) => {
    const { filename } = fileParam.parse(req.params);
    // recorded before the snapshot, so the file holds its own entry
    await audit.record(actorOf(req), { action: 'export', entityType: 'export', entityLabel: filename });
    const snapshot = await exporter.snapshot();
    res.attachment(filename).set('Cache-Control', 'no-store').type('application/json').send(JSON.stringify(snapshot, null, 2));
  });
  return router;
}
