import { ctaKinds, type CtaClickTotals, type CtaKind } from '../../../shared/schemas/cta-clicks';
import { sgtDate } from '../../../shared/singapore-time';
import type { Db } from '../../db/client';
import { ctaClicksRepository } from './cta-clicks.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Pages listed in the totals, most tapped first. */
export const CTA_TOP_PAGES = 20;

/** The Singapore date (UTC+8, no daylight saving) holding `now`, as YYYY-MM-DD. */
export const singaporeDay = (now: Date): string => sgtDate(now);

/** The tap counts' reads (the write side is the per-server log, cta-clicks.log.ts). */
export function ctaClicksService(db: Db) {
  const repo = ctaClicksRepository(db);
  return {
    /** Taps over the last `days` Singapore days, today included. */
    async totals({ days }: { days: number }, now = new Date()): Promise<CtaClickTotals> {
      const since = singaporeDay(new Date(now.getTime() - (days - 1) * DAY_MS));
      const { byKind, topPages } = await repo.totals(since, CTA_TOP_PAGES);
      const counts = Object.fromEntries(ctaKinds.map((kind) => [kind, 0])) as Record<CtaKind, number>;
      for (const { kind, clicks } of byKind) counts[kind] = clicks;
      return { days, byKind: counts, topPages };
    },
  };
}
export type CtaClicksService = ReturnType<typeof ctaClicksService>;
