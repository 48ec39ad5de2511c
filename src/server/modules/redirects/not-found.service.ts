import type { NotFoundList } from '../../../shared/schemas/redirects';
import type { Db } from '../../db/client';
import { notFoundRepository } from './not-found.repository';

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The first of the month holding `now`, Singapore time (no daylight saving: always UTC+8). */
export function singaporeMonthStart(now: Date): Date {
  const there = new Date(now.getTime() + SINGAPORE_OFFSET_MS);
  return new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), 1) - SINGAPORE_OFFSET_MS);
}

/** The not-found log's reads: the Redirects screen's list and the dashboard's count. */
export function notFoundService(db: Db) {
  const repo = notFoundRepository(db);
  return {
    /** Most hits first: this month's hits, or every hit kept. */
    list: ({ range, bots, limit }: { range: 'month' | 'all'; bots: boolean; limit: number }, now = new Date()): Promise<NotFoundList> =>
      repo.top({ since: range === 'month' ? singaporeMonthStart(now) : undefined, bots, limit }),

    /** Distinct paths a person (not a bot) could not reach since the first of this month. */
    countThisMonth: async (now = new Date()): Promise<number> => (await repo.top({ since: singaporeMonthStart(now), bots: false, limit: 1 })).total,
  };
}
