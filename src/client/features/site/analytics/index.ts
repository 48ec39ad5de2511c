/**
 * Counting visits without cookies (docs/decisions/0029-analytics.md): the page-view hook the site
 * layout calls once, and the sender the tap counter (features/site/reach-us) uses.
 */
export { usePageViews } from './use-page-views';
export { sendEvent } from './send-event';
