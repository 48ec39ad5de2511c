import type { CtaKind } from '@shared/schemas/cta-clicks';

const ENDPOINT = '/api/public/cta-clicks';

/**
 * Counts a tap on a way to reach the firm (docs/decisions/0028-booking-and-chat.md): what was tapped
 * and on which page, no cookie of its own and no identifier. A beacon outlives the page a tap leaves
 * (tel:, a new tab); where there is none, a keepalive fetch. It never throws: counting must not stand
 * between a visitor and the firm.
 */
export function trackCta(kind: CtaKind, path: string): void {
  try {
    const body = JSON.stringify({ kind, path: path.split(/[?#]/, 1)[0] || '/' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
    fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // no beacon and no fetch: the tap goes uncounted
  }
}
