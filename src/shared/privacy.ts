/**
 * The version of the privacy notice's wording (the /privacy page and the consent checkbox). Every enquiry
 * stores the version its page showed; bump this whenever the notice's text changes.
 */
export const CONSENT_VERSION = '2026-11-28';
