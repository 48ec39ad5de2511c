import { z } from 'zod';
import { validationCode as m } from '../validation';
import { socialPlatforms, type SocialPlatform } from '../catalog';

const text = (max: number) => z.string().trim().max(max).nullable().optional();

export const contactTextFields = {
  address: text(500),
  phone: text(50),
  email: z.union([z.literal(''), z.email(m.emailInvalid).max(254)]).nullable().optional(),
  wechat: text(100),
  whatsapp: text(100),
  businessHours: text(200),
  weekendHours: text(200),
  // the English versions of the prose fields; empty means the Chinese one is shown to English readers
  addressEn: text(500),
  businessHoursEn: text(200),
  weekendHoursEn: text(200),
  contactPerson: text(100),
  xiaohongshu: text(200),
  douyin: text(200),
  facebook: text(200),
  instagram: text(200),
  telegram: text(200),
  line: text(200),
  skype: text(200),
  // how to reach the data-protection officer for personal-data requests (PDPA), shown on /privacy
  dpoContact: text(300),
  dpoContactEn: text(300),
} as const;

export type QrcodeField = `${SocialPlatform}Qrcode`;
export const qrcodeFields = socialPlatforms.map((p) => `${p}Qrcode` as QrcodeField);

/** A QR path is one of our own uploads; null deletes it. */
const qrPath = z
  .string()
  .regex(/^\/uploads\/qrcodes\/[a-f0-9]{64}\.(jpg|png|gif|webp)$/, m.qrPathInvalid)
  .nullable()
  .optional();

export const updateContactSchema = z.object({
  ...contactTextFields,
  ...(Object.fromEntries(qrcodeFields.map((f) => [f, qrPath])) as Record<QrcodeField, typeof qrPath>),
});
export type UpdateContactInput = z.input<typeof updateContactSchema>;

export type ContactInfo = {
  id: number;
  address: string;
  phone: string;
  email: string;
  wechat: string;
  whatsapp: string;
  businessHours: string;
  weekendHours: string;
  addressEn: string;
  businessHoursEn: string;
  weekendHoursEn: string;
  contactPerson: string;
  xiaohongshu: string;
  douyin: string;
  facebook: string;
  instagram: string;
  telegram: string;
  line: string;
  skype: string;
  dpoContact: string;
  dpoContactEn: string;
  updatedAt: string | null;
} & Record<QrcodeField, string | null>;

export const uploadPlatformSchema = z.object({ platform: z.enum(socialPlatforms, { error: m.platformUnknown }) });

export interface UploadResponse {
  platform: SocialPlatform;
  filePath: string;
}

export interface ExportResponse {
  success: boolean;
  downloadUrl: string;
  filename: string;
  message: string;
}
