import { socialPlatforms, type SocialPlatform } from '../../../shared/catalog';
import { contactTextFields, qrcodeFields } from '../../../shared/schemas/contact';
import type { AuditEntry } from '../audit/audit.recorder';
import { changesBetween } from '../audit/audit.recorder';

const fields = [...Object.keys(contactTextFields), ...qrcodeFields];
const qr = new Set<string>(qrcodeFields);
/** The social screen's fields: the accounts and their QR codes; everything else is contact details. */
const social = new Set<string>([...socialPlatforms, ...qrcodeFields, 'xiaohongshu', 'douyin', 'facebook', 'instagram', 'telegram', 'line', 'skype', 'wechat', 'whatsapp']);

/**
 * One save of the contact row as one entry (docs/decisions/0017-audit-log.md): a QR upload is
 * 'upload' and a save that only removes QR codes 'delete', both of entity 'qr'; otherwise 'save' of
 * 'social' when only social fields changed, else of 'contact'. Null when nothing changed.
 */
export function contactAuditEntry(before: object, after: object, uploaded?: SocialPlatform): AuditEntry | null {
  const changes = changesBetween(before, after, fields);
  if (!changes.length) return null;
  const id = (after as { id: number }).id;
  if (uploaded) return { action: 'upload', entityType: 'qr', entityId: id, entityLabel: uploaded, changes };
  if (changes.every((c) => qr.has(c.field) && c.to === null)) {
    return { action: 'delete', entityType: 'qr', entityId: id, entityLabel: changes.map((c) => c.field.replace(/Qrcode$/, '')).join(', '), changes };
  }
  return { action: 'save', entityType: changes.every((c) => social.has(c.field)) ? 'social' : 'contact', entityId: id, changes };
}
