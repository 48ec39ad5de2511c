import type { Language } from './types';
import type zh from './locales/zh/public';

export type PublicStrings = typeof zh;

const chunks: Record<Language, () => Promise<{ default: PublicStrings }>> = {
  zh: () => import('./locales/zh/public'),
  en: () => import('./locales/en/public'),
};

/** One language's public strings, a chunk of their own: a page downloads only its language's. */
export const loadPublicStrings = (lang: Language): Promise<PublicStrings> => chunks[lang]().then((m) => m.default);

/** The key of a language's strings chunk in Vite's manifest, so the server can preload it with the page. */
export const publicStringsChunk = (lang: Language): string => `src/client/i18n/locales/${lang}/public.ts`;
