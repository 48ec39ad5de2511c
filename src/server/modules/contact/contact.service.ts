import type { z } from 'zod';
import type { SocialPlatform } from '../../../shared/catalog';
import type { Language } from '../../../shared/languages';
import { contactTextFields, qrcodeFields, type ContactInfo, type QrcodeField, type UploadResponse, type updateContactSchema } from '../../../shared/schemas/contact';
import { validationCode } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { contactAuditEntry } from './contact.audit';
import type { AuditRecorder } from '../audit/audit.recorder';
import { qrcodePath, shaOfPath } from '../uploads/uploads.paths';
import type { UploadsService } from '../uploads/uploads.service';
import { contactRepository, type ContactRow, type ContactValues } from './contact.repository';

export type UpdateContact = z.output<typeof updateContactSchema>;

type TextField = keyof typeof contactTextFields;
const textFields = Object.keys(contactTextFields) as TextField[];

/** The prose fields that have an English version (docs/decisions/0005-bilingual-content.md). */
const translated = { address: 'addressEn', businessHours: 'businessHoursEn', weekendHours: 'weekendHoursEn', dpoContact: 'dpoContactEn' } as const satisfies Partial<Record<TextField, TextField>>;

const filled = (value: string | null | undefined): value is string => Boolean(value && value.trim());

/**
 * The stored values: unset text is empty, an unset QR code null, so a client can write back what it
 * read (docs/decisions/0009-faults.md). The built-in defaults of docs/product-spec.md, section 3 (电话未设置, the office
 * hours...) belong to display: the site shows them for empty fields (contact-details.tsx). In English
 * the prose fields are their English versions when set, else as in Chinese.
 */
function toContactInfo(row: ContactRow, lang: Language = 'zh'): ContactInfo {
  const info: Record<string, unknown> = { id: row.id, updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null };
  for (const field of textFields) info[field] = row[field] ?? '';
  if (lang === 'en') {
    for (const [field, english] of Object.entries(translated) as [TextField, TextField][]) {
      if (filled(row[english])) info[field] = row[english];
    }
  }
  for (const field of qrcodeFields) info[field] = row[field] || null;
  return info as ContactInfo;
}

export function contactService(db: Db, uploads: UploadsService, cache: PublicCache, audit: AuditRecorder) {
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

  async function update(tx: Db, actor: Actor, id: number, input: UpdateContact, uploaded?: SocialPlatform): Promise<ContactInfo> {
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
      if (next && !(await uploads.exists(shaOfPath(next) ?? '', tx))) throw fieldError(field, validationCode.qrUploadMissing);
      const previous = row[field];
      if (previous && previous !== next) replaced.push(previous);
      values[field] = next;
    }
    const updated = await contacts.update(id, values);
    if (!updated) throw notFound('contact information');
    const entry = contactAuditEntry(row, updated, uploaded);
    if (entry) await audit.record(tx, actor, entry);
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
    async get(lang: Language): Promise<ContactInfo> {
      return toContactInfo(await repo.current(), lang);
    },

    exportPart: async () => ({ contact: await repo.all() }),

    update: (actor: Actor, id: number, input: UpdateContact): Promise<ContactInfo> => write((tx) => update(tx, actor, id, input)),

    /** A QR code upload: the image is stored and the platform's QR field points at it. */
    async uploadQrcode(actor: Actor, platform: SocialPlatform, bytes: Buffer): Promise<UploadResponse> {
      const { sha256, ext } = await uploads.saveImage(bytes);
      const filePath = qrcodePath(sha256, ext);
      const field: QrcodeField = `${platform}Qrcode`;
      await write(async (tx) => update(tx, actor, (await contactRepository(tx).current()).id, { [field]: filePath }, platform));
      return { platform, filePath };
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
