import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { assessmentProblems } from '../../../shared/assessment-rules';
import {
  ASSESSMENT_DRAFT_VERSIONS_KEPT,
  ASSESSMENTS_MAX,
  type AssessmentContent,
  type AssessmentDetail,
  type assessmentInputSchema,
  type AssessmentList,
  type AssessmentVersion,
  type AssessmentVersionList,
  type PublicAssessmentList,
  type PublishedAssessment,
} from '../../../shared/schemas/assessments';
import type { AuditChange } from '../../../shared/schemas/audit';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { AppError, AssessmentInvalidError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { writeThenInvalidate, type Actor } from '../../lib/transaction';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import { assessmentVersionsRepository } from './assessment-versions.repository';
import { enquiryAttachments } from './assessments.attachments';
import { assessmentsRepository } from './assessments.repository';

/** POST and PUT /api/assessments, parsed. */
export type AssessmentValuesInput = z.output<typeof assessmentInputSchema>;

export interface AssessmentsDeps {
  audit: AuditRecorder;
}

/** The field error the editor shows under the slug (docs/decisions/0030-self-assessments.md). */
const slugTaken = () => new AppError(409, 'CONFLICT', 'another assessment has this slug', { slug: ['slugTaken'] });
const full = () => new AppError(409, 'CONFLICT', `at most ${ASSESSMENTS_MAX} assessments: delete some first`);

/** Refused when a rule names what does not exist, some answers reach no outcome, or (publishing) a text is missing. */
function checked(content: AssessmentContent, publish = false): AssessmentContent {
  const problems = assessmentProblems(content, { publish });
  if (problems.length) throw new AssessmentInvalidError(problems);
  return content;
}

/** What the audit log compares (docs/decisions/0017-audit-log.md): the draft's outline, not its every word. */
const auditStateOf = (a: { slug: string; inNavigation: boolean; content: AssessmentContent }) => ({
  slug: a.slug,
  inNavigation: a.inNavigation,
  title: a.content.title.zh || a.content.title.en,
  service: a.content.service,
  reviewedOn: a.content.reviewedOn,
  questions: a.content.questions.length,
  outcomes: a.content.outcomes.length,
  rules: a.content.logic.rules.length,
});
const entryOf = (action: 'create' | 'save' | 'publish' | 'unpublish' | 'delete' | 'restore', a: { id: number; slug: string }, changes: AuditChange[]) => ({
  action,
  entityType: 'assessment' as const,
  entityId: a.id,
  entityLabel: a.slug,
  changes,
});
const authorOf = (actor: Actor) => ({ id: actor.userId, name: actor.username });

/**
 * Self-assessments staff write (docs/decisions/0030-self-assessments.md): the draft on the row, a
 * numbered version kept by every save that changes it, a published version the public page shows.
 * Every write is audited in its transaction and empties the public caches (pages and reads).
 */
export function assessmentsService(db: Db, cache: PublicCache, deps: AssessmentsDeps) {
  const repo = assessmentsRepository(db);

  /** A write in one transaction, then the caches emptied everywhere; two writes taking one slug at once: the second is a 409. */
  const write = <T>(work: (tx: Db) => Promise<T>): Promise<T> => writeThenInvalidate(db, cache, work, slugTaken);
  /** The assessment, its row locked until the transaction ends; 404 when there is none, or it was deleted. */
  async function locked(tx: Db, id: number): Promise<AssessmentDetail> {
    const found = (await assessmentsRepository(tx).lock(id)) && (await assessmentsRepository(tx).find(id));
    if (!found) throw notFound('assessment');
    return found;
  }
  /** Keeps the draft as the next version, unpublished, and lets the oldest unpublished ones go. */
  async function keepDraft(tx: Db, actor: Actor, id: number, content: AssessmentContent, now: Date): Promise<number> {
    const versions = assessmentVersionsRepository(tx);
    const { version } = await versions.add(id, content, false, authorOf(actor), now);
    await versions.prune(id, ASSESSMENT_DRAFT_VERSIONS_KEPT);
    return version;
  }
  const detail = async (tx: Db, id: number) => (await assessmentsRepository(tx).find(id))!;

  return {
    list: async (): Promise<AssessmentList> => ({ assessments: await repo.list() }),

    async get(id: number): Promise<AssessmentDetail> {
      const found = await repo.find(id);
      if (!found) throw notFound('assessment');
      return found;
    },

    create: async (actor: Actor, input: AssessmentValuesInput): Promise<AssessmentDetail> => {
      const content = checked(input.content);
      return write(async (tx) => {
        const rows = assessmentsRepository(tx);
        if ((await rows.count()) >= ASSESSMENTS_MAX) throw full();
        if (await rows.slugTaken(input.slug)) throw slugTaken();
        const now = new Date();
        const id = await rows.insert({ slug: input.slug, inNavigation: input.inNavigation, content, updatedAt: now, updatedByName: actor.username });
        await keepDraft(tx, actor, id, content, now);
        await deps.audit.record(tx, actor, entryOf('create', { id, slug: input.slug }, changesBetween(null, auditStateOf({ ...input, content }))));
        return detail(tx, id);
      });
    },

    /** The draft, slug and navigation; a version is kept when the content changed. */
    save: async (actor: Actor, id: number, input: AssessmentValuesInput): Promise<AssessmentDetail> => {
      const content = checked(input.content);
      return write(async (tx) => {
        const before = await locked(tx, id);
        if (input.slug !== before.slug && (await assessmentsRepository(tx).slugTaken(input.slug, id))) throw slugTaken();
        const contentChanged = !isDeepStrictEqual(before.content, content);
        const changes = changesBetween(auditStateOf(before), auditStateOf({ ...input, content }));
        if (!contentChanged && !changes.length) return before;
        const now = new Date();
        if (contentChanged) changes.push({ field: 'version', from: null, to: await keepDraft(tx, actor, id, content, now) });
        await assessmentsRepository(tx).update(id, { slug: input.slug, inNavigation: input.inNavigation, content, updatedAt: now, updatedByName: actor.username });
        await deps.audit.record(tx, actor, entryOf('save', { id, slug: input.slug }, changes));
        return detail(tx, id);
      });
    },

    /** The draft as a new published version, which the page shows from now on; publishing it again unchanged does nothing. */
    publish: (actor: Actor, id: number): Promise<AssessmentDetail> =>
      write(async (tx) => {
        const before = await locked(tx, id);
        const content = checked(before.content, true);
        if (before.status === 'published' && !before.changed) return before;
        const now = new Date();
        const version = await assessmentVersionsRepository(tx).add(id, content, true, authorOf(actor), now);
        await assessmentsRepository(tx).update(id, { publishedVersionId: version.id, updatedAt: now, updatedByName: actor.username });
        await deps.audit.record(tx, actor, entryOf('publish', before, [{ field: 'publishedVersion', from: before.publishedVersion, to: version.version }]));
        return detail(tx, id);
      }),

    /** Takes the page down (404); the draft and every version stay. */
    unpublish: (actor: Actor, id: number): Promise<AssessmentDetail> =>
      write(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === 'draft') return before;
        await assessmentsRepository(tx).update(id, { publishedVersionId: null, updatedAt: new Date(), updatedByName: actor.username });
        await deps.audit.record(tx, actor, entryOf('unpublish', before, [{ field: 'publishedVersion', from: before.publishedVersion, to: null }]));
        return detail(tx, id);
      }),

    /** Soft: the page goes (404), the versions stay, and enquiries keep the answers attached to them. */
    remove: (actor: Actor, id: number): Promise<void> =>
      write(async (tx) => {
        const before = await locked(tx, id);
        await assessmentsRepository(tx).update(id, { deletedAt: new Date(), updatedByName: actor.username });
        await deps.audit.record(tx, actor, entryOf('delete', before, changesBetween(auditStateOf(before), null)));
      }),

    async versions(id: number): Promise<AssessmentVersionList> {
      if (!(await repo.find(id))) throw notFound('assessment');
      return { versions: await assessmentVersionsRepository(db).list(id) };
    },

    async version(id: number, versionId: number): Promise<AssessmentVersion> {
      const found = (await repo.find(id)) && (await assessmentVersionsRepository(db).find(id, versionId));
      if (!found) throw notFound('assessment version');
      return found;
    },

    /** A kept version's content copied into the draft (kept as a new version); the published one is left alone. */
    restore: (actor: Actor, id: number, versionId: number): Promise<AssessmentDetail> =>
      write(async (tx) => {
        const before = await locked(tx, id);
        const source = await assessmentVersionsRepository(tx).find(id, versionId);
        if (!source) throw notFound('assessment version');
        const content = checked(source.content);
        if (isDeepStrictEqual(before.content, content)) return before;
        const now = new Date();
        const version = await keepDraft(tx, actor, id, content, now);
        await assessmentsRepository(tx).update(id, { content, updatedAt: now, updatedByName: actor.username });
        const changes = [{ field: 'restoredFrom', from: null, to: source.version }, ...changesBetween(auditStateOf(before), auditStateOf({ ...before, content })), { field: 'version', from: null, to: version }];
        await deps.audit.record(tx, actor, entryOf('restore', before, changes));
        return detail(tx, id);
      }),

    /** The public reads (read-model/public-reads.ts): kept in the public cache, emptied by every write here. */
    listPublic: async (): Promise<PublicAssessmentList> => ({ assessments: await repo.publishedList() }),

    async getPublic(slug: string): Promise<PublishedAssessment> {
      const found = await repo.published(slug);
      if (!found) throw notFound('assessment');
      return found;
    },

    /** The sitemap's part: each published assessment's address and last publication. */
    publishedPages: () => repo.publishedPages(),

    /** An enquiry's attachment: checked and kept on the enquiry's transaction, and read back by staff. */
    enquiries: enquiryAttachments(db),
  };
}
export type AssessmentsService = ReturnType<typeof assessmentsService>;

/** The published assessments' pages (Chinese paths), read on the caller's transaction: a redirect may not start from one. */
export const publishedAssessmentPaths = async (tx: Db): Promise<string[]> => (await assessmentsRepository(tx).publishedPages()).map((p) => paths.eligibility(p.slug));
