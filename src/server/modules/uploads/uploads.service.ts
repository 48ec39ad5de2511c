import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { SocialPlatform } from '../../../shared/catalog';
import type { UploadResponse } from '../../../shared/schemas/contact';
import { AppError, notFound } from '../../lib/errors';
import type { ContactService } from '../contact/contact.service';
import { qrcodePath, type StoredFile, type UploadsRepository } from './uploads.repository';

/** Spec section 5: JPEG, PNG, GIF, WEBP; decided from the bytes, never the name or header. */
const ALLOWED = new Set(['jpg', 'png', 'gif', 'webp']);

export function uploadsService(uploads: UploadsRepository, contact: ContactService) {
  return {
    async saveQrcode(platform: SocialPlatform, bytes: Buffer): Promise<UploadResponse> {
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !ALLOWED.has(type.ext)) {
        throw new AppError(415, 'unsupported file type: only JPEG, PNG, GIF and WEBP images are allowed');
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await uploads.save({ sha256, ext: type.ext, contentType: type.mime, data: bytes });
      const filePath = qrcodePath(sha256, type.ext);
      await contact.setQrcode(platform, filePath);
      return { platform, filePath };
    },

    async read(sha256: string, ext: string): Promise<StoredFile> {
      const file = await uploads.find(sha256);
      if (!file || file.ext !== ext) throw notFound('file');
      return file;
    },
  };
}
