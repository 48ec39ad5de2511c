import { Router } from 'express';
import { z } from 'zod';
import { languages } from '../../../shared/languages';
import { AppError } from '../../lib/errors';
import type { ShareImagesService } from './share-images.service';

const notFound = () => new AppError(404, 'NOT_FOUND', 'image not found');
// a numeric id written plainly (no sign, no leading zero, no exponent), within PostgreSQL's integer
const articleParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647)), file: z.string().max(40) });

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
/** an old version's URL moves on once; a later change moves it again, so it is not kept long */
const MOVED = 'public, max-age=300';

/** Share pictures (src/shared/share-image.ts), mounted at /og: each URL names its version, so it is cached for a year. */
export function shareImagesRouter(images: ShareImagesService): Router {
  const router = Router();
  router.get('/articles/:id/:file', async (req, res) => {
    const params = articleParams.safeParse(req.params);
    if (!params.success) throw notFound();
    const image = await images.articleImage(params.data.id, params.data.file, req.get('if-none-match'));
    if (image.kind === 'moved') return void res.set('Cache-Control', MOVED).redirect(301, image.url);
    res.set({ ETag: image.etag, 'Cache-Control': YEAR });
    if (image.kind === 'unchanged') return void res.status(304).end();
    res.type('image/png').send(image.png);
  });
  router.get('/:file', async (req, res) => {
    const lang = languages.find((l) => req.params.file === `site-${l}.png`);
    if (!lang) throw notFound();
    res.set('Cache-Control', DAY).type('image/png').send(await images.siteImage(lang));
  });
  // nothing else lives under /og: no page is rendered for it
  router.use((_req, _res, next) => next(notFound()));
  return router;
}
