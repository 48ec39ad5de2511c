/**
 * Reaching the firm in one tap (docs/decisions/0028-booking-and-chat.md): the WhatsApp button of the
 * service, news and contact pages, and the tap counter every way to reach the firm calls. Mark with
 * `data-reach-us-avoid` what the floating button must not cover.
 */
export { trackCta } from './track-cta';
export { whatsAppDigits, whatsAppHref } from './whatsapp';
export { WhatsAppButton } from './whatsapp-button';
