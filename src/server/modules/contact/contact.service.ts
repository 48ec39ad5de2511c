import type { z } from 'zod';
import type { SocialPlatform } from '../../../shared/catalog';
import { contactDefaults } from '../../../shared/contact-defaults';
import { contactTextFields, qrcodeFields, type ContactInfo, type QrcodeField, type UploadResponse, type updateContactSchema } from '../../../shared/schemas/contact';
import { validationMessages } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { qrcodePath, shaOfPath } from '../uploads/uploads.paths';
import type { UploadsService } from '../uploads/uploads.service';
import { contactRepository, type ContactRow, type ContactValues } from './contact.repository';

export type UpdateContact = z.output<typeof updateContactSchema>;

type TextField = keyof typeof contactTextFields;
const textFields = Object.keys(contactTextFields) as TextField[];
const defaults: Partial<Record<TextField, string>> = contactDefaults;

/** Empty text falls back to the built-in default (docs/product-spec.md, section 3); an unset QR code stays null. */
function toContactInfo(row: ContactRow): ContactInfo {
  const info: Record<string, unknown> = { id: row.id, updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null };
  for (const field of textFields) {
    const value = row[field];
    info[field] = value && value.trim() ? value : (defaults[field] ?? '');
  }
  for (const field of qrcodeFields) info[field] = row[field] || null;
  return info as ContactInfo;
}

export function contactService(db: Db, uploads: UploadsService, cache: PublicCache) {
  const repo = contactRepository(db);

  /** Images no contact field points at any more are deleted. */
  async function dropUnused(tx: Db, paths: string[]): Promise<void> {
    if (!paths.length) return;
    const rows = await contactRepository(tx).all();
    const used = new Set(rows.flatMap((row) => qrcodeFields.map((f) => row[f])));
    for (const path of new Set(paths)) {
      const sha = shaOfPath(path);
      if (sha && !used.has(path)) await uploads.remove(sha, tx);
    }
  }

  async function update(tx: Db, id: number, input: UpdateContact): Promise<ContactInfo> {
    const contacts = contactRepository(tx);
    const row = await contacts.findById(id);
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
      if (next && !(await uploads.exists(shaOfPath(next) ?? '', tx))) throw fieldError(field, validationMessages.qrUploadMissing);
      const previous = row[field];
      if (previous && previous !== next) replaced.push(previous);
      values[field] = next;
    }
    const updated = await contacts.update(id, values);
    if (!updated) throw notFound('contact information');
    await dropUnused(tx, replaced);
    return toContactInfo(updated);
  }

  /** Runs a write in a transaction, then empties the public cache everywhere. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await withTransaction(db, work);
    await cache.invalidate();
    return result;
  }

  return {
    async get(): Promise<ContactInfo> {
      return toContactInfo(await repo.current());
    },

    exportPart: async () => ({ contact: await repo.all() }),

    update: (_actor: Actor, id: number, input: UpdateContact): Promise<ContactInfo> => write((tx) => update(tx, id, input)),

    /** A QR code upload: the image is stored and the platform's QR field points at it. */
    async uploadQrcode(_actor: Actor, platform: SocialPlatform, bytes: Buffer): Promise<UploadResponse> {
      const { sha256, ext } = await uploads.saveImage(bytes);
      const filePath = qrcodePath(sha256, ext);
      const field: QrcodeField = `${platform}Qrcode`;
      await write(async (tx) => update(tx, (await contactRepository(tx).current()).id, { [field]: filePath }));
      return { platform, filePath };
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
