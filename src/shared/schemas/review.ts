import { z } from 'zod';
import { languages, type Language } from '../languages';
import { validationCode as m } from '../validation';
import { articleFields } from './articles';
import type { ArticleSnapshot } from './revisions';

/**
 * The review step (docs/decisions/0026-roles-and-review.md): an author submits a language version, an editor
 * approves it (it is published, or scheduled at `publishAt`) or returns it with a comment.
 */
export const reviewStates = ['pending', 'approved', 'returned'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const REVIEW_COMMENT_MAX = 2000;

/**
 * The edited fields of a live (Published) version, sent with the submission instead of a save: the
 * live page stays as it is until an editor approves them. The shared fields (category, cover,
 * weight, articleId) are taken only from a Chinese submission; absent ones keep their stored value.
 */
export const reviewVersionSchema = z.object({
  title: articleFields.title,
  content: articleFields.content,
  summary: articleFields.summary,
  metaDescription: articleFields.metaDescription,
  tags: articleFields.tags,
  tableData: articleFields.tableData,
  category: articleFields.category.optional(),
  imageUrl: articleFields.imageUrl,
  weight: articleFields.weight.optional(),
  articleId: articleFields.articleId.optional(),
});
export type ReviewVersionInput = z.input<typeof reviewVersionSchema>;

export const submitReviewSchema = z.object({
  lang: z.enum(languages),
  /** when to publish once approved; absent, null or past: at the approval */
  publishAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** only for a live version (see reviewVersionSchema); a version that is not live is saved first */
  version: reviewVersionSchema.optional(),
});
export type SubmitReviewInput = z.input<typeof submitReviewSchema>;

export const returnReviewSchema = z.object({
  comment: z.string().trim().min(1, m.noteRequired).max(REVIEW_COMMENT_MAX),
});
export type ReturnReviewInput = z.input<typeof returnReviewSchema>;

export const reviewParamsSchema = z.object({ submissionId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A member of staff as a submission names her: `name` is her byline name, else her username. */
export interface ReviewPerson {
  id: number;
  username: string;
  name: string;
}

export interface ReviewSubmission {
  id: number;
  /** the article's numeric row id */
  articleId: number;
  /** the article's address slug (articles.article_id) */
  articleSlug: string | null;
  /** the submitted version's title */
  title: string;
  lang: Language;
  state: ReviewState;
  submittedBy: ReviewPerson | null;
  submittedAt: string;
  publishAt: string | null;
  /** the version was Published when it was submitted: its edits wait in the submission */
  live: boolean;
  /** the editor's comment on a return */
  comment: string | null;
  decidedBy: ReviewPerson | null;
  decidedAt: string | null;
}

/** A line of the review queue (GET /api/review): a pending submission, oldest first. */
export type ReviewQueueItem = ReviewSubmission & { state: 'pending' };

/** GET /api/review/:submissionId: what the editor reviews, and what is live now (null: nothing) to diff it with. */
export interface ReviewDetail {
  submission: ReviewSubmission;
  proposed: ArticleSnapshot;
  live: ArticleSnapshot | null;
}
