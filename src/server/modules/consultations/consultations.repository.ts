import { and, asc, count, desc, eq, ilike, isNull, like, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, consultationCounts, consultations, users } from '../../db/schema/index';
import type { ConsultationStatus } from '../../../shared/catalog';
import type { AppointmentSummary } from '../../../shared/schemas/booking';
import { UNASSIGNED_PENDING_MAX, type Consultation, type ConsultationFolder, type ConsultationType, type SpamReason } from '../../../shared/schemas/consultations';

type Row = typeof consultations.$inferSelect;
export type NewConsultation = Pick<Row, 'name' | 'email' | 'phone' | 'type' | 'message' | 'status'> &
  Partial<Pick<Row, 'spam' | 'spamReason' | 'suspect' | 'spamSignals' | 'consentVersion' | 'sourcePage' | 'lang' | 'utm'>>;

/** The list status spam counts under (docs/decisions/0012-enquiry-inbox.md). */
export const SPAM_STATUS = 'Spam';

export interface ConsultationFilter {
  /** name, email or phone contain it; a phone-like search's digits (3 or more) are also found in the phone's digits */
  q?: string;
  status?: ConsultationStatus;
  type?: ConsultationType;
  /** inbox (default) leaves spam out; spam shows spam only */
  folder?: ConsultationFolder;
  /** a user's id, or unassigned */
  assignee?: number | 'unassigned';
}

export interface PageOptions {
  /** only enquiries created before this (where a deep page starts) */
  before?: Date;
  /**
   * false when a search matches many: newest first through the list index, filtering as it goes,
   * finds a page sooner than collecting every match through the trigram indexes and sorting them
   */
  searchIndex?: boolean;
}

/** Enquiries of one list status and type (from the counts table). */
export interface ConsultationCount {
  status: string;
  type: string;
  n: number;
}

/** A booking's consultant (docs/decisions/0028-booking-and-chat.md), beside the assignee. */
const consultant = alias(users, 'consultant');

// the stored fields only, never the derived list and search columns; a booking's appointment beside them
const columns = {
  id: consultations.id,
  name: consultations.name,
  email: consultations.email,
  phone: consultations.phone,
  type: consultations.type,
  message: consultations.message,
  status: consultations.status,
  note: consultations.note,
  createdAt: consultations.createdAt,
  updatedAt: consultations.updatedAt,
  assigneeId: consultations.assigneeId,
  assigneeName: users.username,
  spam: consultations.spam,
  spamReason: consultations.spamReason,
  suspect: consultations.suspect,
  spamSignals: consultations.spamSignals,
  consentVersion: consultations.consentVersion,
  sourcePage: consultations.sourcePage,
  lang: consultations.lang,
  utm: consultations.utm,
  anonymizedAt: consultations.anonymizedAt,
  firstRespondedAt: consultations.firstRespondedAt,
  // null without one (a nested object of a left-joined table is null when its columns all are)
  appointment: {
    id: appointments.id,
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    kind: appointments.kind,
    status: appointments.status,
    consultantId: appointments.consultantId,
  },
  consultantName: consultant.username,
};

type AppointmentRow = Pick<typeof appointments.$inferSelect, 'id' | 'startsAt' | 'endsAt' | 'kind' | 'status' | 'consultantId'>;
type Selected = { [K in Exclude<keyof typeof columns, 'assigneeName' | 'appointment' | 'consultantName'>]: Row[K] } & {
  assigneeName: string | null;
  appointment: AppointmentRow | null;
  consultantName: string | null;
};

const appointmentOf = (a: AppointmentRow | null, consultantName: string | null): AppointmentSummary | null =>
  a && {
    id: a.id,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    kind: a.kind,
    status: a.status,
    consultant: a.consultantId !== null && consultantName !== null ? { id: a.consultantId, username: consultantName } : null,
  };

const toConsultation = ({ assigneeId, assigneeName, appointment, consultantName, ...r }: Selected): Consultation => ({
  ...r,
  spamReason: r.spamReason as SpamReason | null,
  spamSignals: r.spamSignals as SpamReason[],
  lang: r.lang === 'zh' || r.lang === 'en' ? r.lang : null,
  assignee: assigneeId !== null && assigneeName !== null ? { id: assigneeId, username: assigneeName } : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  anonymizedAt: r.anonymizedAt?.toISOString() ?? null,
  firstRespondedAt: r.firstRespondedAt?.toISOString() ?? null,
  appointment: appointmentOf(appointment, consultantName),
});

const withAssignee = eq(users.id, consultations.assigneeId);
/** At most one appointment per enquiry (appointments_consultation_idx), so the join adds no rows. */
const withAppointment = eq(appointments.consultationId, consultations.id);
const withConsultant = eq(consultant.id, appointments.consultantId);

/** The list status filter of a folder: one status of the inbox, the whole inbox, or spam. */
function listStatusOf({ status, folder = 'inbox' }: ConsultationFilter): SQL {
  if (folder === 'spam') return eq(consultations.listStatus, SPAM_STATUS);
  return status ? eq(consultations.listStatus, status) : ne(consultations.listStatus, SPAM_STATUS);
}

/** A LIKE pattern matching `text` anywhere, its % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// `|| ''` hides the column from its trigram index (same values, no index match)
const unindexed = (column: typeof consultations.searchText | typeof consultations.phoneDigits) => sql`(${column} || '')`;

function matching(filter: ConsultationFilter, { before, searchIndex = true }: PageOptions = {}): SQL | undefined {
  const { q, status, type, folder, assignee } = filter;
  // a search that reads as a phone number ('+65 9123-4567', '91234567') also matches the phone's
  // digits; one with letters (a name, an email) does not, so 'tan88' is not a number search
  const digits = q && /^[\d\s+().-]+$/.test(q) ? q.replace(/[^0-9]/g, '') : '';
  const text = searchIndex ? consultations.searchText : unindexed(consultations.searchText);
  const phoneDigits = searchIndex ? consultations.phoneDigits : unindexed(consultations.phoneDigits);
  return and(
    listStatusOf(filter),
    folder === 'spam' && status ? eq(consultations.status, status) : undefined,
    assignee === 'unassigned' ? isNull(consultations.assigneeId) : assignee !== undefined ? eq(consultations.assigneeId, assignee) : undefined,
    type ? eq(consultations.listType, type) : undefined,
    q ? or(ilike(text, containing(q)), digits.length >= 3 ? like(phoneDigits, containing(digits)) : undefined) : undefined,
    before ? lt(consultations.createdAt, before) : undefined,
  );
}

const countFilter = ({ status, type, folder }: ConsultationFilter) =>
  and(
    folder === 'spam' ? eq(consultationCounts.status, SPAM_STATUS) : status ? eq(consultationCounts.status, status) : ne(consultationCounts.status, SPAM_STATUS),
    type ? eq(consultationCounts.type, type) : undefined,
  );

export function consultationsRepository(db: Db) {
  return {
    async insert(values: NewConsultation): Promise<Consultation> {
      const [row] = await db.insert(consultations).values(values).returning({ id: consultations.id });
      return (await this.findById(row!.id))!;
    },

    /**
     * Newest first. The page's ids come from a list index alone (an index-only scan when there is
     * no search), so skipped rows cost an index entry each; then only the page's rows are read.
     */
    async page(filter: ConsultationFilter, offset: number, limit: number, options: PageOptions = {}): Promise<Consultation[]> {
      const ids = db
        .select({ id: consultations.id, createdAt: consultations.createdAt })
        .from(consultations)
        .where(matching(filter, options))
        .orderBy(desc(consultations.createdAt), desc(consultations.id))
        .limit(limit)
        .offset(offset)
        .as('ids');
      const rows = await db
        .select(columns)
        .from(ids)
        .innerJoin(consultations, eq(consultations.id, ids.id))
        .leftJoin(users, withAssignee)
        .leftJoin(appointments, withAppointment)
        .leftJoin(consultant, withConsultant)
        .orderBy(desc(ids.createdAt), desc(ids.id));
      return rows.map(toConsultation);
    },

    /** How many match, counting no further than `limit`. */
    async countUpTo(filter: ConsultationFilter, limit: number): Promise<number> {
      const found = db.select({ one: sql`1` }).from(consultations).where(matching(filter)).limit(limit).as('found');
      const [counted] = await db.select({ n: count() }).from(found);
      return counted?.n ?? 0;
    },

    /** Enquiries per list status and type, from the counts table. */
    counts: (): Promise<ConsultationCount[]> =>
      db
        .select({ status: consultationCounts.status, type: consultationCounts.type, n: sql<number>`sum(${consultationCounts.n})`.mapWith(Number) })
        .from(consultationCounts)
        .groupBy(consultationCounts.status, consultationCounts.type),

    /**
     * The month (UTC) holding the `offset`-th match of a status and type filter, newest first, and
     * how many matches of newer months come before it (from the counts table).
     */
    async monthAt(filter: ConsultationFilter, offset: number): Promise<{ month: Date; newer: number } | undefined> {
      const n = sql`sum(${consultationCounts.n})`;
      const months = db
        .select({ month: consultationCounts.month, newer: sql<number>`sum(${n}) over (order by ${consultationCounts.month} desc) - ${n}`.as('newer') })
        .from(consultationCounts)
        .where(countFilter(filter))
        .groupBy(consultationCounts.month)
        .having(sql`${n} > 0`)
        .as('months');
      const [row] = await db
        .select({ month: months.month, newer: sql<number>`${months.newer}`.mapWith(Number) })
        .from(months)
        .where(lte(months.newer, offset))
        .orderBy(asc(months.month))
        .limit(1);
      return row;
    },

    /**
     * Refreshes the planner's statistics of consultations when they were taken on a row count more
     * than 10% (and 1,000 rows) away from `rows`. PGlite has no autovacuum, and without statistics the
     * planner would sort every match of a filter rather than walk its list index.
     */
    async analyzeIfStale(rows: number): Promise<void> {
      const result = (await db.execute(sql`SELECT reltuples FROM pg_class WHERE oid = 'consultations'::regclass`)) as unknown as { rows: { reltuples: number }[] };
      const analyzed = Number(result.rows[0]?.reltuples ?? -1);
      if (Math.abs(rows - analyzed) > 1000 + rows / 10) await db.execute(sql`ANALYZE consultations`);
    },

    all: async (): Promise<Consultation[]> =>
      (
        await db
          .select(columns)
          .from(consultations)
          .leftJoin(users, withAssignee)
          .leftJoin(appointments, withAppointment)
          .leftJoin(consultant, withConsultant)
          .orderBy(consultations.id)
      ).map(toConsultation),

    /** Every match of a filter, newest first (the CSV export: what the list shows, not one page). */
    async matchingAll(filter: ConsultationFilter): Promise<Consultation[]> {
      const rows = await db
        .select(columns)
        .from(consultations)
        .leftJoin(users, withAssignee)
        .leftJoin(appointments, withAppointment)
        .leftJoin(consultant, withConsultant)
        .where(matching(filter))
        .orderBy(desc(consultations.createdAt), desc(consultations.id));
      return rows.map(toConsultation);
    },

    async findById(id: number): Promise<Consultation | undefined> {
      const [row] = await db
        .select(columns)
        .from(consultations)
        .leftJoin(users, withAssignee)
        .leftJoin(appointments, withAppointment)
        .leftJoin(consultant, withConsultant)
        .where(eq(consultations.id, id));
      return row && toConsultation(row);
    },

    /** The row, locked until the transaction ends: a change and its timeline entry see the same before. */
    async lockForUpdate(id: number): Promise<Consultation | undefined> {
      const [row] = await db.select({ id: consultations.id }).from(consultations).where(eq(consultations.id, id)).for('update');
      return row && this.findById(id);
    },

    async update(
      id: number,
      values: Partial<Pick<Row, 'status' | 'note' | 'updatedAt' | 'assigneeId' | 'spam' | 'spamReason' | 'suspect' | 'firstRespondedAt' | 'statusChangedAt'>>,
    ): Promise<Consultation | undefined> {
      const [row] = await db.update(consultations).set(values).where(eq(consultations.id, id)).returning({ id: consultations.id });
      return row && this.findById(row.id);
    },

    /**
     * The bell's number: unassigned Pending enquiries, spam left out, no further than
     * UNASSIGNED_PENDING_MAX, so it reads at most that many entries of its partial index whatever the backlog.
     */
    async countUnassignedPending(): Promise<number> {
      const found = db
        .select({ one: sql`1` })
        .from(consultations)
        .where(and(isNull(consultations.assigneeId), eq(consultations.listStatus, 'Pending')))
        .limit(UNASSIGNED_PENDING_MAX)
        .as('found');
      const [row] = await db.select({ n: count() }).from(found);
      return row?.n ?? 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(consultations).where(eq(consultations.id, id)).returning({ id: consultations.id });
      return rows.length > 0;
    },
  };
}
