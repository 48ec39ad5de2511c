import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Trash (docs/decisions/0016-publishing.md): a deleted article's row and translations as
 * they were, under its own id, so every read forgets it without a filter and a restore puts it back.
 */
export const articleTrash = pgTable(
  'article_trash',
  {
    id: integer('id').primaryKey(),
    articleId: text('article_id'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    article: jsonb('article').$type<Record<string, unknown>>().notNull(),
    translations: jsonb('translations').$type<Record<string, unknown>[]>().notNull().default([]),
    trashedAt: timestamp('trashed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    trashedBy: integer('trashed_by'),
    trashedByName: text('trashed_by_name'),
  },
  (t) => [index('article_trash_trashed_at_idx').on(t.trashedAt)],
);

/** Shared preview links: a random token given once, stored only as its SHA-256 hash. */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    // REFERENCES articles ON DELETE CASCADE in migration 0009 (not declared here: schema files import no other)
    articleId: integer('article_id').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    revisionId: integer('revision_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('preview_links_article_idx').on(t.articleId, t.expiresAt)],
);
