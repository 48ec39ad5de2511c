/** The site's languages: Chinese is the default and the source of every translation. */
export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';
export const isLanguage = (v: unknown): v is Language => v === 'zh' || v === 'en';
