import { LANGUAGE_STORAGE_KEY } from '@/i18n/storage-keys';
import { defaultLanguage, isLanguage, type Language } from '@/i18n/types';

/** The cookie mirroring the visitor's stored choice (docs/product-spec.md, section 1) for the server renderer (src/server/ssr/language.ts). */
export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The value of <html lang> for a language. */
export const htmlLang = (lang: Language): string => (lang === 'zh' ? 'zh-CN' : 'en');

/** The language the server rendered, read back from <html lang>. */
export function languageFromHtmlLang(value: string | null | undefined): Language {
  return value?.toLowerCase().startsWith('en') ? 'en' : defaultLanguage;
}

/**
 * The language the back office starts in (public pages take their URL's): the stored choice, else
 * what the server rendered (its cookie), else Chinese.
 */
export function pickClientLanguage(input: { stored?: string | null; rendered?: string | null }): Language {
  for (const candidate of [input.stored, input.rendered]) {
    if (isLanguage(candidate)) return candidate;
  }
  return defaultLanguage;
}

/** The stored choice; private modes may refuse storage access, which counts as "none". */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined, key: string = LANGUAGE_STORAGE_KEY): Language | null {
  try {
    const value = storage?.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export interface LanguageTargets {
  storage?: Pick<Storage, 'setItem'>;
  document?: { cookie: string; documentElement: { lang: string } };
}

/** Saves the choice in localStorage, mirrors it into the cookie and sets <html lang>. */
export function persistLanguage(lang: Language, targets: LanguageTargets): void {
  try {
    targets.storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage full or refused: the cookie still carries the choice
  }
  if (targets.document) {
    targets.document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    targets.document.documentElement.lang = htmlLang(lang);
  }
}
