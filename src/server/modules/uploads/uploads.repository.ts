import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

export interface StoredFile {
  sha256: string;
  ext: string;
  contentType: string;
  data: Buffer;
}

export function uploadsRepository(db: Db) {
  return {
    /** Content-addressed: the same bytes uploaded twice are stored once. */
    async save(file: StoredFile): Promise<void> {
      await db
        .insert(uploads)
        .values({ ...file, size: file.data.length })
        .onConflictDoNothing({ target: uploads.sha256 });
    },

    async find(sha256: string): Promise<StoredFile | undefined> {
      const [row] = await db
        .select({ sha256: uploads.sha256, ext: uploads.ext, contentType: uploads.contentType, data: uploads.data })
        .from(uploads)
        .where(eq(uploads.sha256, sha256));
      return row;
    },

    async exists(sha256: string): Promise<boolean> {
      const [row] = await db.select({ sha256: uploads.sha256 }).from(uploads).where(eq(uploads.sha256, sha256));
      return Boolean(row);
    },

    async remove(sha256: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.sha256, sha256));
    },

    /** Metadata only (for the data export); the bytes stay in the database. */
    listMeta() {
      return db
        .select({ sha256: uploads.sha256, ext: uploads.ext, contentType: uploads.contentType, size: uploads.size, createdAt: uploads.createdAt })
        .from(uploads)
        .orderBy(asc(uploads.createdAt));
    },
  };
}
