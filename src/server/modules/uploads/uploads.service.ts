import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { uploadsRepository, type StoredFile } from './uploads.repository';

/** docs/product-spec.md, section 5: JPEG, PNG, GIF, WEBP; decided from the bytes, never the name or header. */
const ALLOWED = new Set(['jpg', 'png', 'gif', 'webp']);

/**
 * Uploaded images, stored in the database by the sha256 of their bytes, so every server shares
 * them. Writes take the caller's transaction (`tx`) when they belong to a larger change.
 */
export function uploadsService(db: Db) {
  const repo = uploadsRepository(db);
  return {
    /** Stores an image after checking its type from the bytes; the same bytes twice are stored once. */
    async saveImage(bytes: Buffer, tx: Db = db): Promise<{ sha256: string; ext: string }> {
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !ALLOWED.has(type.ext)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupported file type: only JPEG, PNG, GIF and WEBP images are allowed');
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await uploadsRepository(tx).save({ sha256, ext: type.ext, contentType: type.mime, data: bytes });
      return { sha256, ext: type.ext };
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
