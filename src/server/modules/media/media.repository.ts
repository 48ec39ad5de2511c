import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { media, mediaVariants } from '../../db/schema/index';
import type { EncodedVariant } from './media.image';

export interface MediaRow {
  id: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  altEn: string;
  createdAt: Date;
}
export interface VariantMeta {
  mediaId: string;
  name: string;
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
}
export interface UsageRow {
  mediaId: string;
  id: number;
  articleId: string | null;
  title: string;
  trashed: boolean;
}

const columns = { id: media.id, contentType: media.contentType, width: media.width, height: media.height, bytes: media.bytes, alt: media.alt, altEn: media.altEn, createdAt: media.createdAt };
const variantColumns = { mediaId: mediaVariants.mediaId, name: mediaVariants.name, format: mediaVariants.format, width: mediaVariants.width, height: mediaVariants.height };
export function mediaRepository(db: Db) {
  return {
    async idOfSha(sha256: string): Promise<string | undefined> {
      const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sha256, sha256));
      return row?.id;
    },

    async insert(row: Omit<MediaRow, 'createdAt'> & { sha256: string; uploadedBy: number | null }, variants: EncodedVariant[]): Promise<void> {
      await db.insert(media).values(row);
      await db.insert(mediaVariants).values(variants.map((v) => ({ mediaId: row.id, name: v.name, format: v.format, width: v.width, height: v.height, bytes: v.data.length, data: v.data })));
    },

    async find(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select(columns).from(media).where(eq(media.id, id));
      return row;
    },

    async page(q: string, offset: number, limit: number): Promise<{ rows: MediaRow[]; total: number }> {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = q ? or(ilike(media.alt, like), ilike(media.altEn, like), ilike(media.id, like)) : undefined;
      const [rows, [counted]] = await Promise.all([
        db.select(columns).from(media).where(where).orderBy(desc(media.createdAt), asc(media.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(media).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    variantsOf(ids: string[]): Promise<VariantMeta[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select(variantColumns).from(mediaVariants).where(inArray(mediaVariants.mediaId, ids)).orderBy(asc(mediaVariants.width));
    },

    /** The named variant's bytes; a WebP width the original was too narrow for gives the widest WebP. */
    async variantData(id: string, name: string, format: 'webp' | 'jpeg'): Promise<Buffer | undefined> {
      const [exact] = await db.select({ data: mediaVariants.data }).from(mediaVariants).where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.name, name), eq(mediaVariants.format, format)));
      if (exact || format !== 'webp') return exact?.data;
      const [widest] = await db
        .select({ data: mediaVariants.data })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, 'webp')))
        .orderBy(desc(mediaVariants.width))
        .limit(1);
      return widest?.data;
    },

    async updateAlt(id: string, values: { alt?: string; altEn?: string }): Promise<void> {
      await db.update(media).set(values).where(eq(media.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(media).where(eq(media.id, id));
    },

    /**
     * The articles whose cover or content (either language) names each image's URL; trashed ones too
     * once the Trash table exists (docs/decisions/0016-publishing.md). Ids are hex, so LIKE is exact.
     */
    async usage(ids: string[]): Promise<UsageRow[]> {
      if (!ids.length) return [];
      const wanted = sql.join(ids.map((id) => sql`(${id}::text)`), sql`, `);
      const live = await rowsOf<UsageRow>(
        db,
        sql`SELECT m.id AS "mediaId", a.id, a.article_id AS "articleId", a.title, false AS trashed
            FROM (VALUES ${wanted}) AS m(id)
            JOIN articles a ON a.image_url LIKE '/media/' || m.id || '/%' OR a.content LIKE '%/media/' || m.id || '/%'
              OR EXISTS (SELECT 1 FROM article_translations t WHERE t.article_id = a.id AND t.content LIKE '%/media/' || m.id || '/%')
            ORDER BY a.id`,
      );
      const [trash] = await rowsOf<{ exists: boolean }>(db, sql`SELECT to_regclass('article_trash') IS NOT NULL AS exists`);
      if (!trash?.exists) return live;
      const trashed = await rowsOf<UsageRow>(
        db,
        sql`SELECT m.id AS "mediaId", t.id, t.article_id AS "articleId", t.title, true AS trashed
            FROM (VALUES ${wanted}) AS m(id)
            JOIN article_trash t ON t.article::text LIKE '%/media/' || m.id || '/%' OR t.translations::text LIKE '%/media/' || m.id || '/%'
            ORDER BY t.id`,
      );
      return [...live, ...trashed];
    },
  };
}
