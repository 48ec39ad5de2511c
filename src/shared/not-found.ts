/**
 * The query marker of a page reached by the service sections' fallback (docs/product-spec.md,
 * section 4): an unknown item answers 302 to the section's first article with `?not-found`, and
 * that page says the asked-for page was not found and is noindex. A fixed marker, so every unknown
 * address lands on the same (cached) variant of the fallback page. docs/decisions/0022-not-found-fallback.md
 */
export const NOT_FOUND_MARKER = 'not-found';

export const withNotFoundMarker = (path: string) => `${path}?${NOT_FOUND_MARKER}`;

/** Whether a search string (`?a=b`, or '') or a full URL carries the marker. */
export const hasNotFoundMarker = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '').has(NOT_FOUND_MARKER);
