import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { inspectImage, withoutMetadata } from '../media/media.image';
import { uploadsRepository, type StoredFile } from './uploads.repository';

/**
 * Uploaded images, stored in the database by the sha256 of their bytes, so every server shares
 * them. Writes take the caller's transaction (`tx`) when they belong to a larger change.
 */
export function uploadsService(db: Db) {
  const repo = uploadsRepository(db);
  return {
    /**
     * Stores an image through the media pipeline's checks (type from the bytes, pixel limit) with its
     * metadata removed, at its own size; the same bytes twice are stored once.
     */
    async saveImage(upload: Buffer, tx: Db = db): Promise<{ sha256: string; ext: string }> {
      const image = await inspectImage(upload);
      const bytes = await withoutMetadata(upload, image);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await uploadsRepository(tx).save({ sha256, ext: image.ext, contentType: image.mime, data: bytes });
      return { sha256, ext: image.ext };
    },

    exists: (sha256: string, tx: Db = db): Promise<boolean> => uploadsRepository(tx).exists(sha256),

    remove: (sha256: string, tx: Db = db): Promise<void> => uploadsRepository(tx).remove(sha256),

    async read(sha256: string, ext: string): Promise<StoredFile> {
      const file = await repo.find(sha256);
      if (!file || file.ext !== ext) throw notFound('file');
      return file;
    },

    /** The data export's part: metadata only; the bytes stay in the database. */
    exportPart: async () => ({ uploads: await repo.listMeta() }),
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
