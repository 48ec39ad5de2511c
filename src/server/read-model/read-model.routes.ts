import { Router, type Request, type Response } from 'express';
import { isAdmin } from '../modules/auth/auth.guards';
import { sendCached, sendCachedPrivate, sendUncached, type PublicCache } from '../lib/public-cache';
import { publicReads, type PublicRead } from './public-reads';
import type { ReadModel } from './read-model';

const rawParams = (req: Request): Record<string, unknown> => ({ ...(req.query as Record<string, unknown>), ...req.params });

/**
 * Every public read on its endpoints: the shared one (/api/public/...) serves the cached answer to
 * everyone; the member one (/api/articles/..., /api/categories/..., /api/contact) serves admins
 * fresh data and everyone else the same cached answer.
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
    if (read.publicPath) router.get(read.publicPath, (req, res) => publicAnswer(req, res, read, true));
    if (read.memberPath) {
      router.get(read.memberPath, async (req, res) => {
        if (isAdmin(req)) return sendUncached(res, await readModel.readFresh(read, rawParams(req), 'admin'));
        // the same for every visitor, but a signed-in admin gets another answer at the same URL
        if (read.memberShared) res.vary('Cookie');
        await publicAnswer(req, res, read, Boolean(read.memberShared));
      });
    }
  }
  return router;
}
