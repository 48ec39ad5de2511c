import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * Uploaded images (docs/decisions/0014-media.md). The id is the start of the original's
 * sha256, so a URL always names the same picture and can be cached forever; the original itself
 * is not kept, only its resized, metadata-free variants.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    sha256: text('sha256').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    alt: text('alt').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    // REFERENCES users ON DELETE SET NULL in migration 0007 (schema files import no other: no import cycle)
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_created_idx').on(t.createdAt.desc())],
);

/** One resized copy: `w480`, `w960`, `w1600` (WebP, never wider than the original) and `og1200` (JPEG). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);
