import type { z } from 'zod';
import type { ArticleStatus } from '../../../shared/catalog';
import type { Language } from '../../../shared/languages';
import type { Role } from '../../../shared/permissions';
import type { ReviewDetail, ReviewQueueItem, ReviewSubmission, returnReviewSchema, submitReviewSchema } from '../../../shared/schemas/review';
import type { RevisionEvent } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { isInReview, isPublished } from '../articles/article-rules';
import type { ArticlesService, UpdateArticle } from '../articles/articles.service';
import { mayEditArticleBy } from '../articles/article-access';
import type { AuditRecorder } from '../audit/audit.recorder';
import { forbidden } from '../auth/auth.guards';
import { queueReviewMail } from '../outbox/outbox.service';
import type { ReviewMailFacts } from '../outbox/outbox.review-messages';
import type { RevisionsService } from '../revisions/revisions.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { proposedSnapshot } from './review.snapshot';
import { reviewRepository, type StoredSubmission } from './review.repository';

export type SubmitReview = z.output<typeof submitReviewSchema>;
export type ReturnReview = z.output<typeof returnReviewSchema>;

export interface ReviewDeps {
  articles: Pick<ArticlesService, 'update'>;
  revisions: Pick<RevisionsService, 'snapshot' | 'newestId' | 'markEvent'>;
  scheduling: Pick<SchedulingService, 'get' | 'set'>;
  audit: AuditRecorder;
  /** false without SMTP_URL: review mail is written as skipped */
  smtpConfigured: boolean;
}

type Who = { id: number; role: Role };

/** A PATCH that changes only the status of one language version. */
const statusInput = (lang: Language, status: ArticleStatus): UpdateArticle => (lang === 'zh' ? { status } : { translations: { en: { status } } });

/** A PATCH that makes the version what the submission holds, with `status`. */
function versionInput(sub: StoredSubmission, status: ArticleStatus): UpdateArticle {
  const { title, summary, content, metaDescription, tags, tableData } = sub.snapshot;
  const version = { title, summary, content, metaDescription, tags, tableData, status };
  if (sub.lang === 'en') return { translations: { en: version } };
  const { category, imageUrl, weight, articleId } = sub.snapshot;
  return { ...version, category, imageUrl, weight, articleId };
}

const decidedAlready = () => new AppError(409, 'REVIEW_DECIDED', 'this submission was approved or returned already');

/**
 * The review step (docs/decisions/0026-roles-and-review.md): an author submits a language version,
 * someone else holding publishArticles approves it (publishes or schedules it through the articles
 * and scheduling services) or returns it with a comment. Each step is a revision of the version, an
 * audit entry and a mail, written in the transaction of the save it makes (the revision's event is
 * named just after it).
 */
export function reviewService(db: Db, deps: ReviewDeps) {
  const repo = reviewRepository(db);

  /** The article's title when `user` may edit it; 404 when it does not exist. `lock`: inside a write. */
  async function mayEdit(user: Who, articleId: number, tx: Db = db, lock = false): Promise<string> {
    const article = await reviewRepository(tx).article(articleId, lock);
    if (!article) throw notFound('article');
    if (!mayEditArticleBy(user, article.authorId)) throw forbidden('writeAnyArticle');
    return article.title;
  }

  async function view(id: number): Promise<ReviewSubmission> {
    const found = await repo.view(id);
    if (!found) throw notFound('submission');
    return found;
  }

  /** A pending submission that `user` may decide: never her own (admins included). */
  async function decidable(user: Who, id: number): Promise<StoredSubmission> {
    const sub = await repo.find(id);
    if (!sub) throw notFound('submission');
    if (sub.submittedBy === user.id) throw new AppError(403, 'SELF_APPROVAL', 'a submission is approved or returned by someone else than its submitter');
    if (sub.state !== 'pending') throw decidedAlready();
    return sub;
  }

  const auditStep = (tx: Db, actor: Actor, sub: { articleId: number; lang: Language }, title: string, from: string | null, to: string, comment?: string) =>
    deps.audit.record(tx, actor, {
      action: 'status',
      entityType: 'article',
      entityId: sub.articleId,
      entityLabel: title,
      changes: [{ field: `review.${sub.lang}`, from, to }, ...(comment ? [{ field: 'review.comment', from: null, to: comment }] : [])],
    });

  /** Names the step on the revision its save made (or keeps one), in a transaction of its own. */
  const markEvent = (actor: Actor, sub: { articleId: number; lang: Language }, event: RevisionEvent, after: number) =>
    withTransaction(db, (tx) => deps.revisions.markEvent(tx, actor, sub.articleId, sub.lang, event, after));

  /** Decides `sub` in `tx`: 409 when someone decided it first; the audit entry and the submitter's mail. */
  async function decide(tx: Db, actor: Actor, sub: StoredSubmission, state: 'approved' | 'returned', comment: string | null, origin: string | null): Promise<number> {
    const r = reviewRepository(tx);
    if (!(await r.decide(sub.id, state, actor.userId, comment, new Date()))) throw decidedAlready();
    const after = await deps.revisions.newestId(tx, sub.articleId, sub.lang);
    await auditStep(tx, actor, sub, (await r.article(sub.articleId))?.title ?? sub.snapshot.title, 'pending', state, comment ?? undefined);
    const to = await r.emailOf(sub.submittedBy);
    await queueReviewMail(tx, 'review-decided', sub.id, to ? [to] : [], { smtpConfigured: deps.smtpConfigured, origin });
    return after;
  }

  return {
    async submit(actor: Actor, user: Who, articleId: number, input: SubmitReview, origin: string | null): Promise<ReviewSubmission> {
      await mayEdit(user, articleId);
      const current = await deps.revisions.snapshot(db, articleId, input.lang);
      if (!current) throw notFound(input.lang === 'en' ? 'English version' : 'article');
      const live = isPublished(current.status);
      if (live && !input.version) throw new AppError(400, 'BAD_REQUEST', 'a published version is submitted with its edited fields in `version`');
      if (!live && input.version) throw new AppError(400, 'BAD_REQUEST', 'a version that is not published is saved first, then submitted without `version`');
      const proposed = input.version ? proposedSnapshot(current, input.lang, input.version) : undefined;
      let submissionId = 0;
      let after = 0;

      /** In the write's transaction: the article locked, no other pending submission of the version, the row, audit and mail. */
      const open = async (tx: Db): Promise<void> => {
        const title = await mayEdit(user, articleId, tx, true);
        const stored = await deps.revisions.snapshot(tx, articleId, input.lang);
        if (!stored || isPublished(stored.status) !== live) throw new AppError(409, 'CONFLICT', 'the version changed meanwhile: reload it and submit again');
        const r = reviewRepository(tx);
        after = await deps.revisions.newestId(tx, articleId, input.lang);
        const snapshot = proposed ?? { ...stored, status: 'InReview' as const };
        const publishAt = input.publishAt ? new Date(input.publishAt) : null;
        // at most one pending submission per version: the partial unique index says so (the article row is locked meanwhile)
        submissionId = await r.insert({ articleId, lang: input.lang, snapshot, live, publishAt, submittedBy: actor.userId }).catch((err: unknown) => {
          throw isUniqueViolation(err) ? new AppError(409, 'REVIEW_PENDING', 'this version is waiting for review already') : err;
        });
        await auditStep(tx, actor, { articleId, lang: input.lang }, title, null, 'pending');
        await queueReviewMail(tx, 'review-submitted', submissionId, await r.reviewerEmails(actor.userId), { smtpConfigured: deps.smtpConfigured, origin });
      };

      if (live) {
        // the live page stays as it is: the edits wait in the submission, the revision keeps the version as it stands
        await withTransaction(db, async (tx) => {
          await open(tx);
          await deps.revisions.markEvent(tx, actor, articleId, input.lang, 'submitted', after);
        });
      } else {
        await deps.articles.update(actor, articleId, statusInput(input.lang, 'InReview'), open);
        await markEvent(actor, { articleId, lang: input.lang }, 'submitted', after);
      }
      return view(submissionId);
    },

    async forArticle(user: Who, articleId: number): Promise<ReviewSubmission[]> {
      await mayEdit(user, articleId);
      return repo.forArticle(articleId);
    },

    queue: (): Promise<ReviewQueueItem[]> => repo.pending() as Promise<ReviewQueueItem[]>,

    /** Pending submissions: the dashboard's figure for those who review. */
    pendingCount: (): Promise<number> => repo.pendingCount(),

    async detail(id: number): Promise<ReviewDetail> {
      const [submission, stored] = await Promise.all([view(id), repo.find(id)]);
      if (!stored) throw notFound('submission');
      const current = await deps.revisions.snapshot(db, stored.articleId, stored.lang);
      return { submission, proposed: stored.snapshot, live: current && isPublished(current.status) ? current : null };
    },

    /** Publishes what was submitted, or (a version not live, its time ahead) leaves it a draft scheduled then. */
    async approve(actor: Actor, user: Who, id: number, origin: string | null): Promise<ReviewSubmission> {
      const sub = await decidable(user, id);
      const later = !sub.live && sub.publishAt && sub.publishAt.getTime() > Date.now() + 60_000 ? sub.publishAt : null;
      let after = 0;
      await deps.articles.update(actor, sub.articleId, versionInput(sub, later ? 'Draft' : 'Published'), async (tx) => {
        after = await decide(tx, actor, sub, 'approved', null, origin);
      });
      if (later) {
        const { unpublishAt } = (await deps.scheduling.get(sub.articleId))[sub.lang] ?? { unpublishAt: null };
        const keep = unpublishAt && new Date(unpublishAt) > later ? unpublishAt : null;
        await deps.scheduling.set(actor, sub.articleId, { languages: [sub.lang], publishAt: later.toISOString(), unpublishAt: keep });
      }
      await markEvent(actor, sub, 'approved', after);
      return view(id);
    },

    /** Back to its author with a comment: a version in review becomes a draft again; a live one stays as it is. */
    async return(actor: Actor, user: Who, id: number, input: ReturnReview, origin: string | null): Promise<ReviewSubmission> {
      const sub = await decidable(user, id);
      const current = await deps.revisions.snapshot(db, sub.articleId, sub.lang);
      let after = 0;
      const step = async (tx: Db) => {
        after = await decide(tx, actor, sub, 'returned', input.comment, origin);
      };
      if (current && isInReview(current.status)) {
        await deps.articles.update(actor, sub.articleId, statusInput(sub.lang, 'Draft'), step);
        await markEvent(actor, sub, 'returned', after);
      } else {
        await withTransaction(db, async (tx) => {
          await step(tx);
          await deps.revisions.markEvent(tx, actor, sub.articleId, sub.lang, 'returned', after);
        });
      }
      return view(id);
    },

    /** What a review mail says, read when it is sent. */
    async mailFacts(id: number): Promise<ReviewMailFacts | undefined> {
      const [stored, shown] = await Promise.all([repo.find(id), repo.view(id)]);
      if (!stored || !shown) return undefined;
      return {
        id,
        articleId: stored.articleId,
        title: shown.title,
        lang: stored.lang,
        state: stored.state,
        live: stored.live,
        publishAt: stored.publishAt,
        comment: shown.comment,
        submitterName: shown.submittedBy?.name ?? '-',
        deciderName: shown.decidedBy?.name ?? null,
      };
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
