/**
 * Where the language choices are kept in localStorage: the public site's under the spec's
 * `language` key (docs/product-spec.md, section 1), the back office's apart (docs/decisions/0024-beyond-the-spec.md).
 */
export const LANGUAGE_STORAGE_KEY = 'language';
export const ADMIN_LANGUAGE_KEY = 'adminLanguage';
