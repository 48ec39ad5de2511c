import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Redirects staff manage and those recorded when a published article's address changed (migration
 * 0017, docs/decisions/0027-found-and-shared.md). Chains are collapsed on write, so `to_path` is
 * never another row's `from_path`; `hits` and `last_hit_at` are added in batches by each server.
 * An automatic redirect names its article, so it leads to the article's address again whenever the
 * article is live (a restore from Trash undoes what a redirect from its address collapsed).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    status: integer('status').notNull().default(301),
    source: text('source', { enum: ['auto', 'staff'] }).notNull().default('staff'),
    /** an automatic redirect's article (no reference: it may wait in Trash), which it follows while staff leave it alone */
    articleId: integer('article_id'),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redirects_from_path_idx').on(t.fromPath), index('redirects_to_path_idx').on(t.toPath), index('redirects_article_idx').on(t.articleId)],
);

/**
 * Public addresses answered 404 (or the sections' not-found fallback), one row per path without its
 * query, at most NOT_FOUND_PATHS_MAX rows (the least recently seen go first). `month_hits` counts
 * the hits since `month_start`, the first of a month in Singapore time. `bot`: only user agents
 * that look like bots have asked for it.
 */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(0),
    monthHits: integer('month_hits').notNull().default(0),
    monthStart: timestamp('month_start', { withTimezone: true, mode: 'date' }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    referrer: text('referrer'),
    bot: boolean('bot').notNull().default(false),
  },
  (t) => [index('not_found_paths_last_seen_idx').on(t.lastSeenAt)],
);
