import type { CtaKind } from '@shared/schemas/cta-clicks';
import { sendEvent } from '@/features/site/analytics';

/**
 * Counts a tap on a way to reach the firm (docs/decisions/0028-booking-and-chat.md): what was tapped
 * and on which page, as a `cta` event of the visit counter (docs/decisions/0029-analytics.md), which
 * also counts it in the tap totals. No cookie of its own and no identifier; it never throws.
 */
export function trackCta(kind: CtaKind, path: string): void {
  sendEvent({ name: 'cta', kind, path: path.split(/[?#]/, 1)[0] || '/' });
}
