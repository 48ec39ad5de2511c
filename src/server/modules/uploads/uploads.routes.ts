import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { uploadPlatformSchema } from '../../../shared/schemas/contact';
import { requireAdmin } from '../../lib/auth-guards';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contactRepository } from '../contact/contact.repository';
import { contactService } from '../contact/contact.service';
import { uploadsRepository } from './uploads.repository';
import { uploadsService } from './uploads.service';

const MAX_BYTES = 5 * 1024 * 1024;
const fileParam = z.object({ file: z.string().regex(/^[a-f0-9]{64}\.(jpg|png|gif|webp)$/) });

/** One `qrcode` file in memory (it goes to the database, not to disk); multer's errors become ours. */
const receiveQrcode: RequestHandler = (req, res, next) => {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }).single('qrcode');
  single(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'file too large, cannot exceed 5MB'));
    next(new AppError(400, err instanceof Error ? `invalid upload: ${err.message}` : 'invalid upload'));
  });
};

/** POST /api/upload/qrcode and GET /uploads/qrcodes/:file (mounted at the root). */
export function uploadsRouter(ctx: AppContext): Router {
  const router = Router();
  const uploads = uploadsRepository(ctx.db);
  const service = uploadsService(uploads, contactService(contactRepository(ctx.db), uploads, ctx.cache));

  router.post('/api/upload/qrcode', requireAdmin, receiveQrcode, async (req, res) => {
    const { platform } = uploadPlatformSchema.parse(req.body ?? {});
    if (!req.file) throw new AppError(400, 'no file uploaded: send the image in the field "qrcode"');
    res.set('Cache-Control', 'no-store').json(await service.saveQrcode(platform, req.file.buffer));
  });

  router.get('/uploads/qrcodes/:file', async (req, res) => {
    const param = fileParam.safeParse(req.params);
    if (!param.success) throw new AppError(404, 'file not found');
    const [sha256, ext] = param.data.file.split('.') as [string, string];
    const etag = `"${sha256}"`;
    // the name is the content's hash, so a copy the browser holds is always right
    const immutable = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (req.get('if-none-match') === etag) return void res.status(304).set(immutable).end();
    const file = await service.read(sha256, ext);
    res.set(immutable).type(file.contentType).send(file.data);
  });

  return router;
}
