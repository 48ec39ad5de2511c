import { Router } from 'express';
import type { Database } from '../../db/client';

/** How often each process checks its database, and how old a last success may be while a check is slow. */
const CHECK_EVERY_MS = 1000;
const STALE_AFTER_MS = 10_000;

export interface HealthMonitor {
  healthy(): boolean;
  stop(): void;
}

/**
 * The database's health, checked in the background once a second (a `SELECT 1`), so that
 * /api/health answers at once whatever the request load: healthy while the last check succeeded,
 * and a check that is merely slow (the embedded database busy) counts as healthy for 10 s.
 */
export function healthMonitor(database: Pick<Database, 'ping'>): HealthMonitor {
  let lastOk = Date.now();
  let lastResult = true;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      lastResult = await database.ping();
      if (lastResult) lastOk = Date.now();
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS).unref();
  return {
    healthy: () => (running ? Date.now() - lastOk < STALE_AFTER_MS : lastResult),
    stop: () => clearInterval(timer),
  };
}

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and the bench). */
export function healthRouter(monitor: HealthMonitor): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (monitor.healthy()) return void res.json({ status: 'ok' });
    res.status(503).json({ status: 'error', message: 'database unavailable' });
  });
  return router;
}
