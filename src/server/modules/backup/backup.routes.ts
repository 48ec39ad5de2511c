import express, { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_BACKUP_BYTES, backupRequestSchema, restoreConfirmationSchema, restoreOptionsSchema } from '../../../shared/schemas/backup';
import { AppError } from '../../lib/errors';
import { sendUncached } from '../../lib/public-cache';
import type { AuditService } from '../audit/audit.service';
import { actorOf, requireAdmin } from '../auth/auth.guards';
import type { BackupService } from './backup.service';

/**
 * POST /api/restore's JSON body, read as text after the admin check and parsed by the service; the
 * app's 2 MB JSON parser leaves this path alone (src/server/app.ts): a backup is larger.
 */
const restoreBody: RequestHandler = express.text({ type: 'application/json', limit: MAX_BACKUP_BYTES });

/** The multipart form's `file` (and its `replace`, `passphrase`, `password`, `code` and `confirmAdmins` fields), in memory. */
const receiveBackupFile: RequestHandler = (req, res, next) => {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BACKUP_BYTES, files: 1, fields: 8, fieldSize: 100_000 } }).single('file');
  single(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'PAYLOAD_TOO_LARGE', `backup file too large: at most ${MAX_BACKUP_BYTES / 1024 / 1024} MB`));
    next(new AppError(400, 'BAD_REQUEST', err instanceof Error ? `invalid upload: ${err.message}` : 'invalid upload'));
  });
};

/**
 * The file, its options and the admin's confirmation: multipart fields, or a JSON body with
 * `?replace=true` and the rest in headers (never in the URL, which is logged).
 */
function restoreRequest(req: Request) {
  if (typeof req.body === 'string') {
    return {
      text: req.body,
      options: restoreOptionsSchema.parse({ replace: req.query.replace, passphrase: req.get('x-backup-passphrase') }),
      confirmation: restoreConfirmationSchema.parse({ password: req.get('x-current-password'), code: req.get('x-two-factor-code'), confirmAdmins: req.get('x-confirm-admins') }),
    };
  }
  if (!req.file) throw new AppError(400, 'BAD_REQUEST', 'no backup file: send it as the JSON body, or as the multipart field "file"');
  const fields = (req.body ?? {}) as Record<string, unknown>;
  return {
    text: req.file.buffer.toString('utf8'),
    options: restoreOptionsSchema.parse({ replace: fields.replace, passphrase: fields.passphrase }),
    confirmation: restoreConfirmationSchema.parse({ password: fields.password, code: fields.code, confirmAdmins: fields.confirmAdmins }),
  };
}

/** Backups and restores (admins), mounted at /api. */
export function backupRouter(backup: BackupService, audit: Pick<AuditService, 'record'>): Router {
  const router = Router();
  router.post('/backup', requireAdmin, async (req, res) => {
    const { passphrase } = backupRequestSchema.parse(req.body ?? {});
    // a backup leaves with all the site's data: an export in the audit log, written first so the file holds it too
    await audit.record(actorOf(req), { action: 'export', entityType: 'export', entityLabel: 'backup' });
    const { filename, json } = await backup.create({ passphrase });
    res.attachment(filename).set('Cache-Control', 'no-store').type('application/json').send(json);
  });
  // the body is read only after the admin check: nobody else can make the server read 50 MB
  router.post('/restore', requireAdmin, restoreBody, receiveBackupFile, async (req, res) => {
    const { text, options, confirmation } = restoreRequest(req);
    const admin = { actor: actorOf(req), userId: req.user!.id, username: req.user!.username, twoFactorEnabled: req.user!.twoFactorEnabled };
    sendUncached(res, await backup.restoreAsAdmin(admin, text, options, confirmation));
  });
  return router;
}
