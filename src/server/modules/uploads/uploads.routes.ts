import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { UploadsService } from './uploads.service';

const fileParam = z.object({ file: z.string().regex(/^[a-f0-9]{64}\.(jpg|png|gif|webp)$/) });

/** GET /uploads/qrcodes/:file (mounted at /uploads/qrcodes); the upload itself is the contact module's. */
export function uploadsRouter(uploads: UploadsService): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const param = fileParam.safeParse(req.params);
    if (!param.success) throw new AppError(404, 'NOT_FOUND', 'file not found');
    const [sha256, ext] = param.data.file.split('.') as [string, string];
    const etag = `"${sha256}"`;
    // the name is the content's hash, so a copy the browser holds is always right
    const immutable = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (req.get('if-none-match') === etag) return void res.status(304).set(immutable).end();
    const file = await uploads.read(sha256, ext);
    res.set(immutable).type(file.contentType).send(file.data);
  });
  return router;
}
