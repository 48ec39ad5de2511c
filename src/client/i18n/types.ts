/** The same keys as the Chinese file, each holding a string: a key missing in one language fails tsc. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';
export const isLanguage = (v: unknown): v is Language => v === 'zh' || v === 'en';
