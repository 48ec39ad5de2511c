import type { ContactInfo } from './schemas/contact';

/** Built-in fallbacks for contact fields left empty (docs/product-spec.md, section 3, contact info). */
export const contactDefaults = {
  address: '地址未设置',
  phone: '电话未设置',
  email: '邮箱未设置',
  wechat: '微信未设置',
  businessHours: '周一至周五 9:00-18:00',
  weekendHours: '周六 9:00-13:00（需预约）',
} satisfies Partial<ContactInfo>;

/** Bundled image shown when a platform has no QR code or its image fails to load. */
export const defaultQrImage = '/images/qr-placeholder.svg';
