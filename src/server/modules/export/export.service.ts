import type { Db } from '../../db/client';
import type { ExportResponse } from '../../../shared/schemas/contact';
import { articlesRepository } from '../articles/articles.repository';
import { usersRepository } from '../auth/auth.repository';
import { categoriesRepository } from '../categories/categories.repository';
import { contactRepository } from '../contact/contact.repository';
import { consultationsRepository } from '../consultations/consultations.repository';
import { uploadsRepository } from '../uploads/uploads.repository';

export const EXPORT_FILE = /^site-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/;

export function exportService(db: Db) {
  return {
    /** Names the file; the snapshot itself is taken when it is downloaded, on whichever server answers. */
    prepare(now = new Date()): ExportResponse {
      const filename = `site-data-${now.toISOString().replace(/[:.]/g, '-')}.json`;
      return { success: true, downloadUrl: `/api/export/download/${filename}`, filename, message: `data export ready: ${filename}` };
    },

    /** All site data; users without password hashes, uploaded images as metadata only. */
    async snapshot() {
      const [articles, categories, contact, consultations, users, uploads] = await Promise.all([
        articlesRepository(db).list({ publishedOnly: false }),
        categoriesRepository(db).list(),
        contactRepository(db).all(),
        consultationsRepository(db).all(),
        usersRepository(db).listAll(),
        uploadsRepository(db).listMeta(),
      ]);
      return { exportedAt: new Date().toISOString(), articles, categories, contact, consultations, users, uploads };
    },
  };
}
