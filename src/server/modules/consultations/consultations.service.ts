import type { z } from 'zod';
import { consultationStatuses, type ConsultationStatus } from '../../../shared/catalog';
import type {
  Consultation,
  ConsultationList,
  ConsultationListQuery,
  createConsultationSchema,
  updateConsultationSchema,
} from '../../../shared/schemas/consultations';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { consultationsRepository, type ConsultationCount, type ConsultationFilter } from './consultations.repository';

export type CreateConsultation = z.output<typeof createConsultationSchema>;
export type UpdateConsultation = z.output<typeof updateConsultationSchema>;

// docs/decisions/0006-enquiry-list-counts.md
/** A search is counted up to this many matches past the page's first row. */
export const SEARCH_COUNT_AHEAD = 1000;
/** From this row on, a page without a search starts from its month in the counts table. */
const MONTH_SEEK_FROM = 1000;
const STATISTICS_CHECK_MS = 60_000;

function byStatus(counts: ConsultationCount[]): Record<ConsultationStatus, number> {
  const out = Object.fromEntries(consultationStatuses.map((s) => [s, 0])) as Record<ConsultationStatus, number>;
  for (const c of counts) out[c.status as ConsultationStatus] += c.n;
  return out;
}

const countedTotal = (counts: ConsultationCount[], { status, type }: ConsultationFilter) =>
  counts.filter((c) => (!status || c.status === status) && (!type || c.type === type)).reduce((sum, c) => sum + c.n, 0);

const nextMonth = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));

type Page = Pick<ConsultationList, 'consultations' | 'total' | 'totalIsEstimate'>;

/** Enquiries are not part of the public cache, so writes here leave it alone. */
export function consultationsService(db: Db) {
  const repo = consultationsRepository(db);

  let statisticsCheckedAt = 0;
  /** At most once a minute, after the answer's own queries; a failure only leaves the old statistics. */
  function refreshStatistics(rows: number) {
    if (Date.now() - statisticsCheckedAt < STATISTICS_CHECK_MS) return;
    statisticsCheckedAt = Date.now();
    repo.analyzeIfStale(rows).catch(() => {});
  }

  /** Exact total from the counts, which also say which month a deep page starts in, so it skips at most a month. */
  async function countedPage(filter: ConsultationFilter, total: number, offset: number, limit: number): Promise<Page> {
    if (offset >= total) return { consultations: [], total, totalIsEstimate: false };
    const start = offset >= MONTH_SEEK_FROM ? await repo.monthAt(filter, offset) : undefined;
    const consultations = start
      ? await repo.page(filter, offset - start.newer, limit, { before: nextMonth(start.month) })
      : await repo.page(filter, offset, limit);
    return { consultations, total, totalIsEstimate: false };
  }

  /** The total is counted up to a threshold past the page, and past it is an estimate. */
  async function searchPage(filter: ConsultationFilter, offset: number, limit: number): Promise<Page> {
    const threshold = offset + SEARCH_COUNT_AHEAD;
    const found = await repo.countUpTo(filter, threshold + 1);
    const many = found > threshold;
    const consultations = offset < found ? await repo.page(filter, offset, limit, { searchIndex: !many }) : [];
    return { consultations, total: Math.min(found, threshold), totalIsEstimate: many };
  }

  return {
    create: (_actor: Actor, input: CreateConsultation): Promise<Consultation> => withTransaction(db, (tx) => consultationsRepository(tx).insert(input)),

    async list({ page, pageSize, ...filter }: ConsultationListQuery): Promise<ConsultationList> {
      const offset = (page - 1) * pageSize;
      const counts = await repo.counts();
      const found = filter.q ? await searchPage(filter, offset, pageSize) : await countedPage(filter, countedTotal(counts, filter), offset, pageSize);
      refreshStatistics(countedTotal(counts, {}));
      return { ...found, counts: { byStatus: byStatus(counts) } };
    },

    async get(id: number): Promise<Consultation> {
      const found = await repo.findById(id);
      if (!found) throw notFound('consultation');
      return found;
    },

    exportPart: async () => ({ consultations: await repo.all() }),

    async update(_actor: Actor, id: number, input: UpdateConsultation): Promise<Consultation> {
      const values = { updatedAt: new Date(), ...(input.status && { status: input.status }), ...(input.note !== undefined && { note: input.note }) };
      const updated = await withTransaction(db, (tx) => consultationsRepository(tx).update(id, values));
      if (!updated) throw notFound('consultation');
      return updated;
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await withTransaction(db, (tx) => consultationsRepository(tx).remove(id)))) throw notFound('consultation');
    },
  };
}
export type ConsultationsService = ReturnType<typeof consultationsService>;
