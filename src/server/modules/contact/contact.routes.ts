import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { idParamSchema } from '../../../shared/schemas/common';
import { updateContactSchema, uploadPlatformSchema } from '../../../shared/schemas/contact';
import { AppError } from '../../lib/errors';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { ContactService } from './contact.service';

const MAX_BYTES = 5 * 1024 * 1024;

/** One `qrcode` file in memory (it goes to the database, not to disk); multer's errors become ours. */
const receiveQrcode: RequestHandler = (req, res, next) => {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }).single('qrcode');
  single(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'PAYLOAD_TOO_LARGE', 'file too large, cannot exceed 5MB'));
    next(new AppError(400, 'BAD_REQUEST', err instanceof Error ? `invalid upload: ${err.message}` : 'invalid upload'));
  });
};

/**
 * Contact writes and the QR code upload (admins), mounted at /api. GET /api/contact is a public
 * read: src/server/read-model/public-reads.ts.
 */
export function contactRouter(contact: ContactService): Router {
  const router = Router();
  const manageSite = requirePermission('manageSite');

  router.route('/contact/:id').patch(manageSite, updateContact).put(manageSite, updateContact);
  async function updateContact(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateContactSchema.parse(req.body);
    sendUncached(res, await contact.update(actorOf(req), id, input));
  }

  router.post('/upload/qrcode', manageSite, receiveQrcode, async (req, res) => {
    const { platform } = uploadPlatformSchema.parse(req.body ?? {});
    if (!req.file) throw new AppError(400, 'BAD_REQUEST', 'no file uploaded: send the image in the field "qrcode"');
    sendUncached(res, await contact.uploadQrcode(actorOf(req), platform, req.file.buffer));
  });
  return router;
}
