import type { z } from 'zod';
import type { SocialPlatform } from '../../../shared/catalog';
import { contactDefaults } from '../../../shared/contact-defaults';
import { contactTextFields, qrcodeFields, type ContactInfo, type QrcodeField, type updateContactSchema } from '../../../shared/schemas/contact';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { shaOfPath, type UploadsRepository } from '../uploads/uploads.repository';
import type { ContactRepository, ContactRow, ContactValues } from './contact.repository';

export type UpdateContact = z.output<typeof updateContactSchema>;
type TextField = keyof typeof contactTextFields;

const textFields = Object.keys(contactTextFields) as TextField[];
const defaults: Partial<Record<TextField, string>> = contactDefaults;

/** Empty text falls back to the built-in default (spec section 3); an unset QR code stays null. */
export function toContactInfo(row: ContactRow): ContactInfo {
  const info: Record<string, unknown> = { id: row.id, updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null };
  for (const field of textFields) {
    const value = row[field];
    info[field] = value && value.trim() ? value : (defaults[field] ?? '');
  }
  for (const field of qrcodeFields) info[field] = row[field] || null;
  return info as ContactInfo;
}

export function contactService(repo: ContactRepository, uploads: UploadsRepository, cache: PublicCache) {
  /** Images no contact field points at any more are deleted. */
  async function dropUnused(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const rows = await repo.all();
    const used = new Set(rows.flatMap((row) => qrcodeFields.map((f) => row[f])));
    for (const path of new Set(paths)) {
      const sha = shaOfPath(path);
      if (sha && !used.has(path)) await uploads.remove(sha);
    }
  }

  return {
    async get(): Promise<ContactInfo> {
      return toContactInfo(await repo.current());
    },

    async update(id: number, input: UpdateContact): Promise<ContactInfo> {
      const row = await repo.findById(id);
      if (!row) throw notFound('contact information');
      const values: ContactValues = { updatedAt: new Date() };
      for (const field of textFields) {
        const value = input[field];
        if (value !== undefined) values[field] = value;
      }
      const replaced: string[] = [];
      for (const field of qrcodeFields) {
        const next = input[field];
        if (next === undefined) continue;
        if (next && !(await uploads.exists(shaOfPath(next) ?? ''))) {
          throw new AppError(400, `${field}: no uploaded image at this path`, { [field]: ['no uploaded image at this path'] });
        }
        const previous = row[field];
        if (previous && previous !== next) replaced.push(previous);
        values[field] = next;
      }
      const updated = await repo.update(id, values);
      if (!updated) throw notFound('contact information');
      await dropUnused(replaced);
      await cache.invalidate();
      return toContactInfo(updated);
    },

    /** After an upload: points the platform's QR field of the contact row at the new image. */
    async setQrcode(platform: SocialPlatform, path: string): Promise<ContactInfo> {
      const row = await repo.current();
      const field: QrcodeField = `${platform}Qrcode`;
      return this.update(row.id, { [field]: path });
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
