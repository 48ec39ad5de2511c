import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { shareImages } from '../../db/schema/index';

/** How long a server may take to draw a picture it claimed before another may claim it. */
const CLAIM_SECONDS = 60;

export interface StoredVersion {
  articleId: number;
  lang: Language;
  version: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function shareImagesRepository(db: Db) {
  return {
    /** The version each article's picture holds, without the pictures. */
    versions(): Promise<StoredVersion[]> {
      return db.select({ articleId: shareImages.articleId, lang: shareImages.lang, version: shareImages.version }).from(shareImages);
    },

    async png(articleId: number, lang: Language, version: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ png: shareImages.png })
        .from(shareImages)
        .where(and(eq(shareImages.articleId, articleId), eq(shareImages.lang, lang), eq(shareImages.version, version)));
      return row?.png ?? undefined;
    },

    /**
     * Claims the drawing of a version: true unless it is drawn already or another server claimed
     * it less than a minute ago. One statement, so two servers cannot both win; false for an
     * article that no longer exists too (the foreign key).
     */
    async claim(articleId: number, lang: Language, version: string): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO share_images (article_id, lang, claimed_version, claimed_until)
        SELECT ${articleId}, ${lang}, ${version}, now() + make_interval(secs => ${CLAIM_SECONDS})
        WHERE EXISTS (SELECT 1 FROM articles WHERE id = ${articleId})
        ON CONFLICT (article_id, lang) DO UPDATE SET claimed_version = excluded.claimed_version, claimed_until = excluded.claimed_until
        WHERE share_images.version IS DISTINCT FROM excluded.claimed_version
          AND (share_images.claimed_version IS DISTINCT FROM excluded.claimed_version OR share_images.claimed_until < now())
        RETURNING article_id`);
      return rowsOf(result).length > 0;
    },

    /** Keeps a drawn picture unless the row already holds that version; the claim on it ends. */
    async store(articleId: number, lang: Language, version: string, png: Buffer): Promise<void> {
      await db.execute(sql`
        INSERT INTO share_images (article_id, lang, version, png, size, drawn_at)
        SELECT ${articleId}, ${lang}, ${version}, ${png}, ${png.length}, now()
        WHERE EXISTS (SELECT 1 FROM articles WHERE id = ${articleId})
        ON CONFLICT (article_id, lang) DO UPDATE SET version = excluded.version, png = excluded.png, size = excluded.size, drawn_at = excluded.drawn_at,
          claimed_version = CASE WHEN share_images.claimed_version = excluded.version THEN NULL ELSE share_images.claimed_version END,
          claimed_until = CASE WHEN share_images.claimed_version = excluded.version THEN NULL ELSE share_images.claimed_until END
        WHERE share_images.version IS DISTINCT FROM excluded.version`);
    },

    /** Gives a claim up (the drawing failed), so the next attempt need not wait a minute. */
    async release(articleId: number, lang: Language, version: string): Promise<void> {
      await db
        .update(shareImages)
        .set({ claimedVersion: null, claimedUntil: null })
        .where(and(eq(shareImages.articleId, articleId), eq(shareImages.lang, lang), eq(shareImages.claimedVersion, version)));
    },
  };
}
