/** The site's languages: Chinese is the default and the source of every translation. */
export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';
export const isLanguage = (v: unknown): v is Language => v === 'zh' || v === 'en';

/**
 * Whether a list entry belongs in a page's menus and lists: an English page lists only what exists
 * in English (an untranslated article stays reachable at its English address, with its notice);
 * entries that carry no language (admin reads) and pages without one list everything.
 */
export const listedIn =
  (pageLanguage: Language | undefined) =>
  (entry: { lang?: Language }): boolean =>
    pageLanguage === undefined || entry.lang === undefined || entry.lang === pageLanguage;
