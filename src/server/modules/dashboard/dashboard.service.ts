import { can, type Role } from '../../../shared/permissions';
import { consultationTypes, type ConsultationType } from '../../../shared/schemas/consultations';
import type { Dashboard, DashboardAnswer, DashboardWithoutEnquiries } from '../../../shared/schemas/inbox';
import type { Db } from '../../db/client';
import type { ConsultationsService } from '../consultations/consultations.service';
import { dashboardRepository } from './dashboard.repository';

const WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week holding `now`. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const withoutEnquiries: DashboardWithoutEnquiries = { weeks: null, byStatus: null, medianFirstResponseMinutes: null, newestUnassigned: null };

const zeroCounts = () => Object.fromEntries(consultationTypes.map((t) => [t, 0])) as Record<ConsultationType, number>;

export function dashboardService(db: Db, consultations: ConsultationsService, review: { pendingCount(): Promise<number> }, notFound: { countThisMonth(): Promise<number> }) {
  const repo = dashboardRepository(db);

  /** The last 12 weeks (the current one last), the inbox per status, the median first response of those weeks' enquiries, the newest unassigned. */
  async function get(now = new Date()): Promise<Dashboard> {
    const first = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
    const weeks = Array.from({ length: WEEKS }, (_, i) => ({
      weekStart: new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
      counts: zeroCounts(),
    }));
    const byWeek = new Map(weeks.map((w) => [w.weekStart, w.counts]));
    const [perWeek, median, overview] = await Promise.all([repo.perWeek(first), repo.medianFirstResponseMinutes(first), consultations.overview(5)]);
    for (const row of perWeek) {
      const counts = byWeek.get(row.weekStart);
      if (counts && row.type in counts) counts[row.type as ConsultationType] += row.n;
    }
    return { weeks, byStatus: overview.byStatus, medianFirstResponseMinutes: median, newestUnassigned: overview.newestUnassigned };
  }

  return {
    /**
     * What `role` may read of the dashboard: the enquiry figures with `readEnquiries` only (nothing is
     * queried without it), the count waiting for review with `publishArticles`, the addresses not
     * found this month with `manageSite`.
     */
    async forRole(role: Role, now = new Date()): Promise<DashboardAnswer> {
      const [enquiries, reviewPending, notFoundThisMonth] = await Promise.all([
        can(role, 'readEnquiries') ? get(now) : withoutEnquiries,
        can(role, 'publishArticles') ? review.pendingCount() : undefined,
        can(role, 'manageSite') ? notFound.countThisMonth() : undefined,
      ]);
      return { ...enquiries, ...(reviewPending === undefined ? {} : { reviewPending }), ...(notFoundThisMonth === undefined ? {} : { notFoundThisMonth }) };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
