import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';

/**
 * Revisions (docs/decisions/0015-revisions.md). No foreign key to articles: revisions
 * survive the article's move to Trash (purging from Trash deletes them); none to users either.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    snapshot: jsonb('snapshot').$type<ArticleSnapshot>().notNull(),
    /** the version's status was Published at this save: kept past the retention limit */
    published: boolean('published').notNull(),
    authorId: integer('author_id'),
    authorName: text('author_name'),
    /** the review step that made this revision (migration 0015); null: a save or the scheduled publisher */
    event: text('event', { enum: ['submitted', 'approved', 'returned'] }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.lang, t.id.desc())],
);

/**
 * One server-side autosave slot per user and article ('new' for an article not yet saved).
 * user_id REFERENCES users ON DELETE CASCADE is declared in migration 0008 only: importing `users`
 * here would make a cycle with index.ts, and no query needs the reference.
 */
export const articleAutosaves = pgTable(
  'article_autosaves',
  {
    userId: integer('user_id').notNull(),
    articleKey: text('article_key').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleKey] })],
);
