import type { z } from 'zod';
import { consultationStatuses, type ConsultationStatus } from '../../../shared/catalog';
import type {
  Consultation,
  ConsultationExportQuery,
  ConsultationList,
  ConsultationListQuery,
  createConsultationSchema,
  updateConsultationSchema,
} from '../../../shared/schemas/consultations';
import type { EnquiryToken, SetSpamInput, StaffRef, TimelineEntry } from '../../../shared/schemas/inbox';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { enquiryAuditEntry, enquiryExportEntry } from './consultations.audit';
import type { AuditRecorder } from '../audit/audit.recorder';
import { hasMail, queueEnquiryMail } from '../outbox/outbox.service';
import type { SettingsService } from '../settings/settings.service';
import { anonymizeIn } from './anonymize';
import { assigneesRepository } from './assignees.repository';
import { publicView, type CaptureContext, type PublicConsultation } from './capture';
import { anonymizeRepository } from './anonymize.repository';
import { consultationsRepository, SPAM_STATUS, type ConsultationCount, type ConsultationFilter } from './consultations.repository';
import { enquiriesCsv } from './csv';
import { enquiriesXlsx } from './xlsx';
import { signFormToken } from './form-token';
import { spamSignals, spamVerdict } from './spam-signals';
import { timelineRepository, type NewTimelineEntry } from './timeline.repository';

export type CreateConsultation = z.output<typeof createConsultationSchema>;
export type UpdateConsultation = z.output<typeof updateConsultationSchema>;

/** What the caller of `create` adds to the enquiry's transaction. */
export interface CreateHooks {
  /**
   * Runs after the enquiry is written, on its transaction: a self-assessment's answers kept beside it
   * (the route composes it, docs/decisions/0030-self-assessments.md). A throw rolls the enquiry back.
   */
  after?: (tx: Db, consultation: Consultation) => Promise<void>;
}

export interface ConsultationsDeps {
  /** signs and checks the public form's token (form-token.ts) */
  formKey: Buffer;
  settings: SettingsService;
  audit: AuditRecorder;
  publicUrl: string | undefined;
  /**
   * What else describes the person of enquiries being anonymised, erased on their transaction by its
   * owner: a self-assessment's attached answers (composition.ts, docs/decisions/0030-self-assessments.md)
   */
  onAnonymized?: (tx: Db, consultationIds: number[]) => Promise<void>;
}

/** The list's filter from its query: `me` is the signed-in user. */
const filterOf = ({ assignee, ...query }: ConsultationExportQuery, actor: Actor): ConsultationFilter => ({
  ...query,
  assignee: assignee === 'me' ? (actor.userId ?? -1) : assignee,
});

// docs/decisions/0006-enquiry-list-counts.md
/** A search is counted up to this many matches past the page's first row. */
export const SEARCH_COUNT_AHEAD = 1000;
/** From this row on, a page without a search starts from its month in the counts table. */
const MONTH_SEEK_FROM = 1000;
const STATISTICS_CHECK_MS = 60_000;

/** The inbox's numbers per status (spam counts under its own key and is left out). */
function byStatus(counts: ConsultationCount[]): Record<ConsultationStatus, number> {
  const out = Object.fromEntries(consultationStatuses.map((s) => [s, 0])) as Record<ConsultationStatus, number>;
  for (const c of counts) if (c.status in out) out[c.status as ConsultationStatus] += c.n;
  return out;
}

const inFolder = (c: ConsultationCount, { status, folder }: ConsultationFilter) =>
  folder === 'spam' ? c.status === SPAM_STATUS : status ? c.status === status : c.status !== SPAM_STATUS;

const countedTotal = (counts: ConsultationCount[], filter: ConsultationFilter) =>
  counts.filter((c) => inFolder(c, filter) && (!filter.type || c.type === filter.type)).reduce((sum, c) => sum + c.n, 0);

/** The counts table answers a filter of folder, status and type (docs/decisions/0006-enquiry-list-counts.md). */
const countable = (f: ConsultationFilter) => !f.q && f.assignee === undefined && !(f.folder === 'spam' && f.status);

const nextMonth = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));

type Page = Pick<ConsultationList, 'consultations' | 'total' | 'totalIsEstimate'>;

/** Enquiries are not part of the public cache, so writes here leave it alone. */
export function consultationsService(db: Db, deps: ConsultationsDeps) {
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

  /** A change made inside `work` on the locked row, with its timeline entries, in one transaction. */
  async function change<T>(id: number, work: (tx: Db, before: Consultation) => Promise<T>): Promise<T> {
    return withTransaction(db, async (tx) => {
      const before = await consultationsRepository(tx).lockForUpdate(id);
      if (!before) throw notFound('consultation');
      return work(tx, before);
    });
  }

  /**
   * The enquiry, its arrival in the timeline and its mail, on `tx`; `spam`: filed in Spam (no mail).
   * A booking asks for the staff alert only: its own confirmation takes the acknowledgement's place.
   */
  async function createIn(tx: Db, input: CreateConsultation, ctx: CaptureContext = { origin: null }, mail?: 'staff-notification'): Promise<{ consultation: Consultation; spam: boolean }> {
    // a self-assessment's attachment is kept by the caller's `after` hook (create), never as a column here
    const { consent: _consent, formToken, website, utm, assessment: _assessment, ...fields } = input;
    const verdict = spamVerdict(spamSignals(deps.formKey, { website, formToken }, ctx.now ?? Date.now()));
    const utmValues = Object.fromEntries(Object.entries(utm ?? {}).filter((e): e is [string, string] => Boolean(e[1])));
    const consultation = await consultationsRepository(tx).insert({
      ...fields,
      consentVersion: fields.consentVersion || null,
      sourcePage: fields.sourcePage || null,
      lang: fields.lang ?? null,
      utm: Object.keys(utmValues).length ? utmValues : null,
      spam: verdict.spam,
      spamReason: verdict.reason,
      suspect: verdict.suspect,
      spamSignals: verdict.signals,
    });
    await timelineRepository(tx).add([{ consultationId: consultation.id, kind: 'received', actorId: null }]);
    if (!verdict.spam) await queueEnquiryMail(tx, consultation, await deps.settings.mailPolicy(tx), { smtpConfigured: deps.settings.smtpConfigured(), origin: ctx.origin }, mail);
    return { consultation, spam: verdict.spam };
  }

  async function assigneeOf(tx: Db, id: number | null): Promise<StaffRef | null> {
    if (id === null) return null;
    const found = await assigneesRepository(tx).adminById(id);
    if (!found) throw fieldError('assigneeId', 'assigneeNotAdmin');
    return found;
  }

  return {
    /** The public form's token: a signed issue time (form-token.ts). */
    enquiryToken: (now = Date.now()): EnquiryToken => ({ token: signFormToken(deps.formKey, now) }),

    /**
     * A visitor's enquiry (the form's post, and a form sent without JavaScript, which has no token).
     * One spam signal keeps it in the inbox marked suspect, with its staff mail; two keep it in Spam
     * without mail; either way it is answered the same (docs/decisions/0012-enquiry-inbox.md and its addendum).
     * The enquiry, its arrival in the timeline and its mail are written in one transaction.
     */
    async create(_actor: Actor, input: CreateConsultation, ctx: CaptureContext = { origin: null }, hooks: CreateHooks = {}): Promise<PublicConsultation> {
      const { consultation } = await withTransaction(db, async (tx) => {
        const created = await createIn(tx, input, ctx);
        await hooks.after?.(tx, created.consultation);
        return created;
      });
      return publicView(consultation);
    },

    /** The same enquiry written on the caller's transaction: a booking adds its appointment beside it (modules/booking). */
    createIn,

    /**
     * A booking's consultant becomes its enquiry's assignee as it arrives, on the caller's
     * transaction (the system's doing: no timeline entry, no audit entry).
     */
    assignOnArrival: async (tx: Db, id: number, assigneeId: number): Promise<void> => {
      await consultationsRepository(tx).update(id, { assigneeId });
    },

    /** A booking's move or cancellation in the enquiry's timeline, on the caller's transaction (`actorId` null: the visitor). */
    bookingEventIn: async (tx: Db, entry: { consultationId: number; kind: 'booking-moved' | 'booking-cancelled'; note?: string; actorId: number | null; at: Date }): Promise<void> => {
      await timelineRepository(tx).add([entry]);
    },

    async list({ page, pageSize, ...query }: ConsultationListQuery, actor: Actor): Promise<ConsultationList> {
      const filter = filterOf(query, actor);
      const offset = (page - 1) * pageSize;
      const counts = await repo.counts();
      const found = countable(filter) ? await countedPage(filter, countedTotal(counts, filter), offset, pageSize) : await searchPage(filter, offset, pageSize);
      refreshStatistics(counts.reduce((sum, c) => sum + c.n, 0));
      const spam = counts.filter((c) => c.status === SPAM_STATUS).reduce((sum, c) => sum + c.n, 0);
      return { ...found, counts: { byStatus: byStatus(counts), spam, unassignedPending: await repo.countUnassignedPending() } };
    },

    async get(id: number): Promise<Consultation> {
      const found = await repo.findById(id);
      if (!found) throw notFound('consultation');
      return found;
    },

    exportPart: async () => ({ consultations: await repo.all(), consultationTimeline: await timelineRepository(db).all() }),

    /** The dashboard's part: the inbox per status and the newest unassigned Pending enquiries. */
    async overview(newest: number): Promise<{ byStatus: Record<ConsultationStatus, number>; newestUnassigned: Consultation[] }> {
      const [counts, newestUnassigned] = await Promise.all([repo.counts(), repo.page({ status: 'Pending', assignee: 'unassigned' }, 0, newest)]);
      return { byStatus: byStatus(counts), newestUnassigned };
    },

    /** Every enquiry the list's filters show, as CSV (csv.ts). */
    exportCsv: async (query: ConsultationExportQuery, actor: Actor): Promise<string> => {
      const rows = await repo.matchingAll(filterOf(query, actor));
      const csv = enquiriesCsv(rows);
      await withTransaction(db, (tx) => deps.audit.record(tx, actor, enquiryExportEntry('enquiries.csv', rows.length)));
      return csv;
    },

    /** The same rows as the CSV, for people: see ./xlsx.ts. */
    exportXlsx: async (query: ConsultationExportQuery, lang: Language, actor: Actor): Promise<Buffer> => {
      const rows = await repo.matchingAll(filterOf(query, actor));
      const xlsx = await enquiriesXlsx(rows, lang);
      await withTransaction(db, (tx) => deps.audit.record(tx, actor, enquiryExportEntry('enquiries.xlsx', rows.length)));
      return xlsx;
    },

    /** Who an enquiry can be assigned to: the administrators (only they open the inbox). */
    assignees: (): Promise<StaffRef[]> => assigneesRepository(db).admins(),

    /** Status, note and assignee; each change is a timeline entry by the signed-in user, in the same transaction. */
    update: (actor: Actor, id: number, input: UpdateConsultation): Promise<Consultation> =>
      change(id, async (tx, before) => {
        const now = new Date();
        const entries: NewTimelineEntry[] = [];
        const values: Parameters<ReturnType<typeof consultationsRepository>['update']>[1] = { updatedAt: now };
        let assignee: StaffRef | null | undefined;
        if (input.status && input.status !== before.status) {
          Object.assign(values, { status: input.status, statusChangedAt: now, ...(!before.firstRespondedAt && { firstRespondedAt: now }) });
          entries.push({ consultationId: id, kind: 'status', fromStatus: before.status, toStatus: input.status, actorId: actor.userId });
        }
        if (input.note !== undefined && input.note !== before.note) {
          values.note = input.note;
          entries.push({ consultationId: id, kind: 'note', note: input.note, actorId: actor.userId });
        }
        if (input.assigneeId !== undefined && input.assigneeId !== (before.assignee?.id ?? null)) {
          assignee = await assigneeOf(tx, input.assigneeId);
          values.assigneeId = assignee?.id ?? null;
          entries.push({ consultationId: id, kind: 'assigned', assigneeId: values.assigneeId, actorId: actor.userId });
        }
        await timelineRepository(tx).add(entries.map((e) => ({ ...e, at: now })));
        const entry = enquiryAuditEntry(before, values, assignee);
        if (entry) await deps.audit.record(tx, actor, entry);
        return (await consultationsRepository(tx).update(id, values))!;
      }),

    async timeline(id: number): Promise<TimelineEntry[]> {
      const entries = await timelineRepository(db).list(id);
      if (!entries.length && !(await repo.findById(id))) throw notFound('consultation');
      return entries;
    },

    /** A note in the timeline; the enquiry's `note` is the latest one. */
    addNote: (actor: Actor, id: number, note: string): Promise<TimelineEntry> =>
      change(id, async (tx) => {
        await consultationsRepository(tx).update(id, { note, updatedAt: new Date() });
        await deps.audit.record(tx, actor, { action: 'save', entityType: 'enquiry', entityId: id, entityLabel: `#${id}`, changes: [{ field: 'note', from: null, to: 'added' }] });
        const ids = await timelineRepository(tx).add([{ consultationId: id, kind: 'note', note, actorId: actor.userId }]);
        return (await timelineRepository(tx).list(id, ids))[0]!;
      }),

    /** Into Spam, or back to the inbox; a restored enquiry then gets the staff mail it never had. Either way staff decided, so it is no longer suspect. */
    setSpam: (actor: Actor, id: number, { spam }: SetSpamInput): Promise<Consultation> =>
      change(id, async (tx, before) => {
        if (before.spam === spam) return before;
        const updated = (await consultationsRepository(tx).update(id, { spam, spamReason: null, suspect: false, updatedAt: new Date() }))!;
        await deps.audit.record(tx, actor, { action: 'status', entityType: 'enquiry', entityId: id, entityLabel: `#${id}`, changes: [{ field: 'spam', from: before.spam, to: spam }] });
        await timelineRepository(tx).add([{ consultationId: id, kind: spam ? 'spam' : 'restored', actorId: actor.userId }]);
        if (!spam && !updated.anonymizedAt && !(await hasMail(tx, id, 'staff-notification'))) {
          const policy = await deps.settings.mailPolicy(tx);
          await queueEnquiryMail(tx, updated, policy, { smtpConfigured: deps.settings.smtpConfigured(), origin: null }, 'staff-notification');
        }
        return updated;
      }),

    /** Erases one person now (a request to be forgotten), with the self-assessment answers she attached; recorded in the timeline. */
    anonymize: (actor: Actor, id: number): Promise<Consultation> =>
      change(id, async (tx, before) => {
        if (before.anonymizedAt) return before;
        await deps.onAnonymized?.(tx, await anonymizeIn(tx, [id], new Date(), actor.userId));
        await deps.audit.record(tx, actor, { action: 'save', entityType: 'enquiry', entityId: id, entityLabel: `#${id}`, changes: [{ field: 'anonymized', from: false, to: true }] });
        return (await consultationsRepository(tx).findById(id))!;
      }),

    /** The retention job's step: anonymises a batch of enquiries closed before `cutoff` (their attached answers deleted); returns how many. */
    anonymizeExpired: (cutoff: Date, at: Date, on: Db = db, limit = 500): Promise<number> =>
      withTransaction(on, async (tx) => {
        const done = await anonymizeIn(tx, await anonymizeRepository(tx).expired(cutoff, limit), at, null);
        await deps.onAnonymized?.(tx, done);
        return done.length;
      }),

    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await withTransaction(db, async (tx) => {
        if (!(await consultationsRepository(tx).remove(id))) return false;
        await deps.audit.record(tx, actor, { action: 'delete', entityType: 'enquiry', entityId: id, entityLabel: `#${id}` });
        return true;
      });
      if (!removed) throw notFound('consultation');
    },
  };
}
export type ConsultationsService = ReturnType<typeof consultationsService>;
