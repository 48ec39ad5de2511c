import { Router } from 'express';
import type { Database } from '../../db/client';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and the bench). */
export function healthRouter(database: Pick<Database, 'ping'>): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const ok = await database.ping();
    res.set('Cache-Control', 'no-store');
    if (ok) return void res.json({ status: 'ok' });
    res.status(503).json({ status: 'error', message: 'database unavailable' });
  });
  return router;
}
