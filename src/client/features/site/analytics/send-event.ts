import type { AnalyticsBeacon } from '@shared/schemas/analytics';
import { isPreviewPath, isUnder, languageOfPath, localePath, routePatterns, stripLanguage } from '@shared/paths';

const ENDPOINT = '/api/public/events';

/** /booking/{token} is a visitor's own link: counted as /booking, so no token reaches the figures staff read. */
const bookingManage = routePatterns.bookingManage.slice(0, routePatterns.bookingManage.indexOf('/:'));

/** The page's path as counted: no query or hash, a booking's personal link without its token. */
export function countedPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  const bare = stripLanguage(path);
  return bare !== bookingManage && isUnder(bare, bookingManage) ? localePath(bookingManage, languageOfPath(path)) : path;
}

/**
 * Sends one event to the visit counter (docs/decisions/0029-analytics.md). A string body goes as
 * text/plain, so the browser sends it without a preflight; a beacon outlives the page a tap leaves
 * (tel:, a new tab), and a keepalive fetch stands in where there is none. Previews of drafts are
 * never counted. It never throws: counting must not stand between a visitor and the page.
 */
export function sendEvent(event: AnalyticsBeacon): void {
  try {
    if (isPreviewPath(event.path)) return;
    const body = JSON.stringify({ ...event, path: countedPath(event.path) });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
    fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // no beacon and no fetch: the event goes uncounted
  }
}
