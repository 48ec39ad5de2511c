import type { AnalyticsBeacon } from '@shared/schemas/analytics';
import type { CtaKind } from '@shared/schemas/cta-clicks';
import { sendEvent } from './send-event';

/**
 * The page-view beacon and the taps on marked calls to action, in a chunk of their own that the
 * layout fetches when the first page is idle (use-page-views.ts).
 */

/** The schema's ANALYTICS_*_MAX, copied: importing them would bring zod into this chunk (page-view.test.ts keeps them equal). */
export const limits = { referrer: 500, utm: 100 };

/** Marks a page that is not counted (the not-found page): a page view is sent only when none is shown. */
export const NOT_COUNTED = '[data-not-found]';

type PageView = Extract<AnalyticsBeacon, { name: 'pageview' }>;
type Landing = Pick<PageView, 'referrer' | 'utm'>;

/** The site that linked and the campaign the document was opened with. */
function landingOf(referrer: string, search: string): Landing {
  const params = new URLSearchParams(search);
  const utmValue = (name: string) => params.get(`utm_${name}`)?.trim().slice(0, limits.utm) || undefined;
  const utm = { source: utmValue('source'), medium: utmValue('medium'), campaign: utmValue('campaign') };
  return {
    ...(referrer && { referrer: referrer.slice(0, limits.referrer) }),
    ...((utm.source || utm.medium || utm.campaign) && { utm }),
  };
}

// The landing's referrer and campaign go with the first page view the document sends, once: later
// views are moves inside the visit. Kept until then, so a visit that landed on a page not counted
// (a not-found address from a search engine) still shows where it came from.
let landing: Landing | null = null;
let started = false;

/** Counts the page at `path`, unless it is a preview (sendEvent) or the not-found page. */
export function sendPageView(path: string, search: string): void {
  if (!started) {
    started = true;
    landing = landingOf(document.referrer, search);
  }
  if (document.querySelector(NOT_COUNTED)) return;
  sendEvent({ name: 'pageview', path, ...landing });
  landing = null;
}

const tapKinds: readonly CtaKind[] = ['book', 'enquire'];
let listening = false;

/**
 * Counts taps on elements marked data-cta="book" or "enquire" (the links to the booking page and the
 * enquiry form) with one listener. It listens while capturing, before the router moves on, so the tap
 * is counted on the page it was made on.
 */
export function countMarkedTaps(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const kind = event.target instanceof Element ? event.target.closest('[data-cta]')?.getAttribute('data-cta') : undefined;
      if (tapKinds.includes(kind as CtaKind)) sendEvent({ name: 'cta', kind: kind as CtaKind, path: window.location.pathname });
    },
    true,
  );
}
