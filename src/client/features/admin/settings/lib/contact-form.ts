import { z } from 'zod';
import { contactDefaults } from '@shared/contact-defaults';
import { contactTextFields, type ContactInfo } from '@shared/schemas/contact';

/**
 * Fields of the contact tab, in display order (docs/product-spec.md, section 2, settings): each prose
 * field is followed by its English version (docs/decisions/0005-bilingual-content.md), two per row.
 */
export const contactFields = [
  'address',
  'addressEn',
  'businessHours',
  'businessHoursEn',
  'weekendHours',
  'weekendHoursEn',
  'phone',
  'email',
  'wechat',
  'whatsapp',
  // the contact for personal-data requests (PDPA), shown on /privacy
  'dpoContact',
  'dpoContactEn',
] as const;
/** Account fields of the social tab; WeChat's account is the same field as the contact tab's. */
export const socialAccountFields = ['xiaohongshu', 'douyin', 'wechat', 'facebook', 'instagram'] as const;

const { address, addressEn, businessHours, businessHoursEn, weekendHours, weekendHoursEn, phone, email, wechat, whatsapp, dpoContact, dpoContactEn, xiaohongshu, douyin, facebook, instagram } =
  contactTextFields;
export const contactFormSchema = z.object({
  address,
  addressEn,
  businessHours,
  businessHoursEn,
  weekendHours,
  weekendHoursEn,
  phone,
  email,
  wechat,
  whatsapp,
  dpoContact,
  dpoContactEn,
  xiaohongshu,
  douyin,
  facebook,
  instagram,
});

export type ContactFormValues = Record<(typeof contactFields)[number] | (typeof socialAccountFields)[number], string>;

/** '地址未设置' and the like are display fallbacks of the API, not values to save back. */
const placeholders = new Set<string>(Object.values(contactDefaults).filter((v) => v.endsWith('未设置')));

export function toContactForm(contact: ContactInfo | undefined): ContactFormValues {
  const read = (v: string | null | undefined) => (v && !placeholders.has(v) ? v : '');
  return {
    address: read(contact?.address),
    addressEn: read(contact?.addressEn),
    businessHours: read(contact?.businessHours),
    businessHoursEn: read(contact?.businessHoursEn),
    weekendHours: read(contact?.weekendHours),
    weekendHoursEn: read(contact?.weekendHoursEn),
    phone: read(contact?.phone),
    email: read(contact?.email),
    wechat: read(contact?.wechat),
    whatsapp: read(contact?.whatsapp),
    dpoContact: read(contact?.dpoContact),
    dpoContactEn: read(contact?.dpoContactEn),
    xiaohongshu: read(contact?.xiaohongshu),
    douyin: read(contact?.douyin),
    facebook: read(contact?.facebook),
    instagram: read(contact?.instagram),
  };
}
