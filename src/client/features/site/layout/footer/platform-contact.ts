import type { footerPlatforms } from '@shared/catalog';
import { contactDefaults } from '@shared/contact-defaults';
import type { ContactInfo } from '@shared/schemas/contact';

type Platform = (typeof footerPlatforms)[number];

/**
 * A footer platform's account and uploaded QR code, each null when unset (the spec's '微信未设置'
 * placeholder, which older data may hold, counts as unset). A platform with neither is not shown.
 */
export function platformContact(info: ContactInfo, platform: Platform): { account: string | null; qr: string | null } {
  const raw = info[platform]?.trim();
  const account = raw && raw !== (contactDefaults as Record<string, string>)[platform] ? raw : null;
  return { account, qr: info[`${platform}Qrcode`] || null };
}
