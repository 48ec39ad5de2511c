import { Router, type RequestHandler, type Response } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { createPreviewLinkSchema, previewQuerySchema, previewTokenParamSchema } from '../../../shared/schemas/preview';
import { englishPrefix } from '../../../shared/paths';
import { AppError } from '../../lib/errors';
import { requestOrigin } from '../../lib/site-origin';
import { actorOf, requirePermission } from '../auth/auth.guards';
import { mayEditArticle, type ArticleAccess } from '../articles/article-access';
import type { PreviewService } from './preview.service';

/** Previews stay out of every cache and every index (docs/decisions/0016-publishing.md). */
export function neverKept(res: Response): Response {
  return res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
}

const send = (res: Response, value: unknown, status = 200) => neverKept(res).status(status).json(value);

/** The preview API, under /api: staff who write preview their articles (an author her own), anyone with a live link its version. */
export function previewRouter(preview: PreviewService, access: ArticleAccess): Router {
  const router = Router();
  const writeArticles = requirePermission('writeArticles');
  const ownArticle = mayEditArticle(access);

  router.get('/preview/articles/:id', writeArticles, ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const { lang, revision } = previewQuerySchema.parse(req.query);
    send(res, await preview.view(id, lang, revision));
  });

  router.get('/preview/:token', async (req, res) => {
    const parsed = previewTokenParamSchema.safeParse(req.params);
    if (!parsed.success) throw new AppError(404, 'PREVIEW_LINK_INVALID', 'this preview link has expired, was revoked or never existed');
    send(res, await preview.viewByToken(parsed.data.token));
  });

  router.post('/articles/:id/preview-links', writeArticles, ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = createPreviewLinkSchema.parse(req.body ?? {});
    send(res, await preview.createLink(actorOf(req), id, input, requestOrigin(req)), 201);
  });

  router.get('/articles/:id/preview-links', writeArticles, ownArticle, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    send(res, await preview.listLinks(id));
  });

  router.delete('/preview-links/:id', writeArticles, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await access.assertMayEditPreviewLink(req.user!, id);
    await preview.revoke(id);
    send(res, { message: 'preview link revoked', id });
  });
  return router;
}

/**
 * Preview pages (/preview/..., /en/preview/...): never cached or indexed; a shared link that is
 * not live is a 404 page. `page`, the server renderer, answers them with the client-rendered shell
 * (src/server/ssr/render-page.ts), with the status set here.
 */
export function previewPagesRouter(preview: PreviewService, page: RequestHandler): Router {
  const router = Router();
  router.get(['/preview/{*rest}', `${englishPrefix}/preview/{*rest}`], async (req, res, next) => {
    neverKept(res);
    const token = previewTokenParamSchema.safeParse({ token: (req.params as { rest?: string[] }).rest?.join('/') });
    const articlePage = /^(\/en)?\/preview\/articles\/\d+$/.test(req.path);
    if (!articlePage && !(token.success && (await preview.isLive(token.data.token)))) res.locals.previewStatus = 404;
    await page(req, res, next);
  });
  return router;
}
