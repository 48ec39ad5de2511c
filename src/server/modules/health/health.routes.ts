import { Router } from 'express';
import type { Database } from '../../db/client';

/** How often each process checks its database, and how old a last success may be while a check is slow. */
const CHECK_EVERY_MS = 1000;
const STALE_AFTER_MS = 10_000;

export interface HealthMonitor {
  healthy(): boolean;
  /** SIGTERM arrived: readiness answers 503 from now on, so load balancers stop sending new requests */
  drain(): void;
  draining(): boolean;
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
  let draining = false;
  return {
    healthy: () => (running ? Date.now() - lastOk < STALE_AFTER_MS : lastResult),
    drain: () => void (draining = true),
    draining: () => draining,
    stop: () => clearInterval(timer),
  };
}

/**
 * GET /api/health (liveness): 200 when the database answers, 503 otherwise. GET /api/ready
 * (readiness): the same, and 503 as soon as the process drains (SIGTERM), while it still answers
 * the requests it has; a load balancer stops sending it new ones (docs/decisions/0018-cluster.md).
 */
export function healthRouter(monitor: HealthMonitor): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (monitor.healthy()) return void res.json({ status: 'ok' });
    res.status(503).json({ status: 'error', message: 'database unavailable' });
  });
  router.get('/ready', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (monitor.draining()) return void res.status(503).json({ status: 'draining', message: 'shutting down' });
    if (monitor.healthy()) return void res.json({ status: 'ready' });
    res.status(503).json({ status: 'error', message: 'database unavailable' });
  });
  return router;
}
