/** The same keys as the Chinese file, each holding a string: a key missing in one language fails tsc. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export { defaultLanguage, isLanguage, languages, type Language } from '@shared/languages';
