import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';

/**
 * Submissions of a language version for review (migration 0015, docs/decisions/0026-roles-and-review.md).
 * `snapshot` is the version as submitted, what an approval publishes. The references (articles ON DELETE
 * CASCADE, users ON DELETE SET NULL) are declared in the migration only: schema files import no other.
 */
export const articleSubmissions = pgTable(
  'article_submissions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    snapshot: jsonb('snapshot').$type<ArticleSnapshot>().notNull(),
    state: text('state', { enum: ['pending', 'approved', 'returned'] }).notNull().default('pending'),
    /** the version was Published when submitted: its edits wait here, the live page unchanged */
    live: boolean('live').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment'),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('article_submissions_pending_idx').on(t.articleId, t.lang).where(sql`state = 'pending'`),
    index('article_submissions_article_idx').on(t.articleId, t.id),
  ],
);
