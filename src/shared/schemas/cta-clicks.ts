import { z } from 'zod';

/**
 * Taps on the ways to reach the firm (docs/decisions/0028-booking-and-chat.md), counted per
 * Singapore day, kind and page: POST /api/public/cta-clicks (a beacon) answers 204 and never an error
 * a visitor would see; GET /api/cta-clicks?days=N (readEnquiries) sums them.
 */
/** `enquire`: a link or button to the enquiry form (docs/decisions/0029-analytics.md) */
export const ctaKinds = ['whatsapp', 'wechat', 'phone', 'email', 'book', 'enquire'] as const;
export type CtaKind = (typeof ctaKinds)[number];

export const CTA_PATH_MAX = 300;

export const ctaClickSchema = z.object({
  kind: z.enum(ctaKinds),
  /** the page's path (no query), where the tap was */
  path: z.string().trim().min(1).max(CTA_PATH_MAX).regex(/^\/[^?#\s]*$/),
});
export type CtaClick = z.infer<typeof ctaClickSchema>;

export const ctaClickTotalsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/** Taps per kind over the last `days` Singapore days, and the pages tapped most. */
export interface CtaClickTotals {
  days: number;
  byKind: Record<CtaKind, number>;
  topPages: { path: string; kind: CtaKind; clicks: number }[];
}
