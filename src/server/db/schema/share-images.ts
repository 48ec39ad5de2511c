import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from '../../../shared/languages';
import { bytea } from './columns';

/**
 * Each article's share picture per language (src/shared/share-image.ts), drawn by the server and kept
 * in the database like media, so every server answers the same bytes. `version` names what the PNG
 * shows (title, cover, design); a server drawing a version holds `claimed_version` until
 * `claimed_until`, so two servers never draw the same picture at once. Derived: not in backups.
 */
export const shareImages = pgTable(
  'share_images',
  {
    // REFERENCES articles ON DELETE CASCADE in migration 0016 (schema files import no other: no import cycle)
    articleId: integer('article_id').notNull(),
    lang: text('lang', { enum: languages }).notNull(),
    /** the version of `png`; null while the first drawing is claimed */
    version: text('version'),
    png: bytea('png'),
    size: integer('size'),
    drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }),
    claimedVersion: text('claimed_version'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] }), check('share_images_drawn_check', sql`(version IS NULL) = (png IS NULL)`)],
);
