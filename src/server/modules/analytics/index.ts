import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { withTransaction } from '../../lib/transaction';
import { analyticsLog, type AnalyticsLog } from './analytics.log';
import { analyticsRecorder, type AnalyticsRecorder, type AnalyticsRecorderDeps } from './analytics.recorder';
import { analyticsRepository } from './analytics.repository';
import { rollUp } from './analytics.rollup';
import { singaporeDay } from '../cta-clicks/cta-clicks.service';
import { saltStore } from './analytics.visitor';

/** Whether a request's event counts (no Do Not Track, GPC, bot, prefetch or staff): the tap totals use the same rules. */
export { isCounted } from './analytics.visitor';

/** What each server process keeps of analytics (docs/decisions/0029-analytics.md): today's salt and the events it has not written yet. */
export interface AnalyticsAtRuntime {
  log: AnalyticsLog;
  recorder: AnalyticsRecorder;
  /** The rollup outside the scheduler (tests): `days` instead of today and yesterday. */
  rollUp(opts?: { now?: Date; days?: string[] }): Promise<string[]>;
  /**
   * Before a report that includes today: this server's events are written, and today is rolled up
   * again when this server wrote any since, or the last rebuild is older than FRESH_MS (so staff who
   * just looked at the site see it without waiting for the job; readers in a row cost one rebuild).
   */
  freshen(to: string, now?: Date): Promise<void>;
  /** Writes the events held (on shutdown). */
  close(): Promise<void>;
}

/** How old today's aggregates may be when a report asks for today. */
export const FRESH_MS = 15_000;

export function analyticsAtRuntime(db: Db, logger: Logger, deps: { rawDays: number } & Pick<AnalyticsRecorderDeps, 'publicUrl' | 'countryHeader' | 'taps'>): AnalyticsAtRuntime {
  const log = analyticsLog(db, logger);
  const recorder = analyticsRecorder({ ...deps, log, salts: saltStore(db), logger });
  return {
    log,
    recorder,
    rollUp: (opts = {}) => withTransaction(db, (tx) => rollUp(tx, { ...opts, rawDays: deps.rawDays })),
    async freshen(to, now = new Date()) {
      const today = singaporeDay(now);
      if (to < today) return;
      await log.flush();
      // events this server wrote may postdate the last rebuild (the job's, a moment before): then rebuild anyway
      const wrote = log.takeWritten() > 0;
      const last = await analyticsRepository(db).rolledUpAt(today, today);
      if (!wrote && last && now.getTime() - last.getTime() < FRESH_MS) return;
      await withTransaction(db, (tx) => rollUp(tx, { now, rawDays: deps.rawDays, days: [today] }));
    },
    close: () => log.close(),
  };
}
