import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { notFoundQuerySchema, redirectImportSchema, redirectInputSchema, redirectListQuerySchema } from '../../../shared/schemas/redirects';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { RedirectsService } from './redirects.service';

/** Mounted at /api/redirects: the Redirects screen (admins and editors: manageSite). */
export function redirectsRouter(redirects: RedirectsService): Router {
  const router = Router();
  const manageSite = requirePermission('manageSite');

  router.get('/', manageSite, async (req, res) => {
    sendUncached(res, await redirects.list(redirectListQuerySchema.parse(req.query)));
  });

  router.post('/', manageSite, async (req, res) => {
    sendUncached(res, await redirects.create(actorOf(req), redirectInputSchema.parse(req.body)), 201);
  });

  router.post('/import', manageSite, async (req, res) => {
    const { csv } = redirectImportSchema.parse(req.body);
    sendUncached(res, await redirects.importCsv(actorOf(req), csv));
  });

  router.get('/not-found', manageSite, async (req, res) => {
    sendUncached(res, await redirects.notFound.list(notFoundQuerySchema.parse(req.query)));
  });

  router.put('/:id', manageSite, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await redirects.update(actorOf(req), id, redirectInputSchema.parse(req.body)));
  });

  router.delete('/:id', manageSite, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await redirects.remove(actorOf(req), id);
    res.status(204).set('Cache-Control', 'no-store').end();
  });
  return router;
}
