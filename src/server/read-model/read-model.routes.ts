import { Router, type Request, type Response } from 'express';
import { userCan } from '../modules/auth/auth.guards';
import { sendCached, sendCachedPrivate, sendUncached, type PublicCache } from '../lib/public-cache';
import { publicReads, type PublicRead } from './public-reads';
import type { ReadModel } from './read-model';

const rawParams = (req: Request): Record<string, unknown> => ({ ...(req.query as Record<string, unknown>), ...req.params });

/** A read's path under the router's mount, /api: the reads name their whole URL, which the renderer resolves too (read-model.ts). */
const underApi = (path: string) => path.slice('/api'.length);

/**
 * Every public read on its endpoints: the shared one (/api/public/...) serves the cached answer to
 * everyone; the member one (/api/articles/..., /api/categories/..., /api/contact) serves staff who write
 * articles fresh data (or, asking a ?page=, the back office's paged list) and everyone else the same cached answer.
 * Mounted at /api.
 */
export function readModelRouter(readModel: ReadModel, cache: PublicCache): Router {
  const router = Router();

  const publicAnswer = async (req: Request, res: Response, read: PublicRead<unknown>, shared: boolean) => {
    const outcome = await readModel.readRaw(read, rawParams(req));
    if (outcome.kind === 'fixed') return sendUncached(res, outcome.value);
    if (shared) return sendCached(req, res, cache, outcome.key, outcome.entry);
    sendCachedPrivate(req, res, outcome.entry);
  };

  for (const read of Object.values(publicReads) as PublicRead<unknown>[]) {
    if (read.publicPath) router.get(underApi(read.publicPath), (req, res) => publicAnswer(req, res, read, true));
    if (read.memberPath) {
      router.get(underApi(read.memberPath), async (req, res) => {
        if (userCan(req, 'writeArticles') && read.adminPage && req.query.page !== undefined) return sendUncached(res, await readModel.readAdminPage(read, req.query as Record<string, unknown>));
        if (userCan(req, 'writeArticles')) return sendUncached(res, await readModel.readFresh(read, rawParams(req), 'admin'));
        // the same for every visitor, but a signed-in admin gets another answer at the same URL
        if (read.memberShared) res.vary('Cookie');
        await publicAnswer(req, res, read, Boolean(read.memberShared));
      });
    }
  }
  return router;
}
