import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, mediaIdSchema, mediaListQuerySchema, updateMediaSchema } from '../../../shared/schemas/media';
import { AppError } from '../../lib/errors';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { MediaService } from './media.service';

/** One `file` in memory (it goes to the database); multer's errors become ours. */
const receiveImage: RequestHandler = (req, res, next) => {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 } }).single('file');
  single(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'PAYLOAD_TOO_LARGE', 'file too large, cannot exceed 10MB'));
    next(new AppError(400, 'BAD_REQUEST', err instanceof Error ? `invalid upload: ${err.message}` : 'invalid upload'));
  });
};

const idParam = z.object({ id: mediaIdSchema });
const parseId = (params: unknown) => {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw new AppError(404, 'NOT_FOUND', 'image not found');
  return parsed.data.id;
};

/** The media library (admins), mounted at /api/media. */
export function mediaApiRouter(media: MediaService): Router {
  const router = Router();
  router.post('/', requirePermission('writeArticles'), receiveImage, async (req, res) => {
    if (!req.file) throw new AppError(400, 'BAD_REQUEST', 'no file uploaded: send the image in the field "file"');
    sendUncached(res, await media.upload(actorOf(req), req.file.buffer), 201);
  });
  router.get('/', requirePermission('writeArticles'), async (req, res) => {
    const { page, q } = mediaListQuerySchema.parse(req.query);
    sendUncached(res, await media.list(page, q));
  });
  router.patch('/:id', requirePermission('writeAnyArticle'), async (req, res) => {
    const id = parseId(req.params);
    sendUncached(res, await media.updateAlt(actorOf(req), id, updateMediaSchema.parse(req.body)));
  });
  router.delete('/:id', requirePermission('writeAnyArticle'), async (req, res) => {
    await media.remove(actorOf(req), parseId(req.params));
    res.status(204).end();
  });
  return router;
}

const fileParam = z.object({ id: mediaIdSchema, file: z.string().regex(/^(w\d{3,4}\.webp|og\d{4}\.jpg)$/) });

/** GET /media/:id/:name.(webp|jpg), mounted at /media: a URL never changes meaning, so it is cached for a year. */
export function mediaFilesRouter(media: MediaService): Router {
  const router = Router();
  router.get('/:id/:file', async (req, res) => {
    const param = fileParam.safeParse(req.params);
    if (!param.success) throw new AppError(404, 'NOT_FOUND', 'file not found');
    const { id, file } = param.data;
    const [name, ext] = file.split('.') as [string, 'webp' | 'jpg'];
    const etag = `"${id}-${name}"`;
    const immutable = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (req.get('if-none-match') === etag) return void res.status(304).set(immutable).end();
    const data = await media.variant(id, name, ext === 'jpg' ? 'jpeg' : 'webp');
    res.set(immutable).type(ext === 'jpg' ? 'image/jpeg' : 'image/webp').send(data);
  });
  return router;
}
