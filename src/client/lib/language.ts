import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/i18n/types';

/**
 * The language choice shared by the public site and the back office (spec section 1): kept in
 * localStorage under 'language', mirrored into a 'language' cookie so the server renders in it,
 * and set on <html lang>.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

export function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function persistLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice still applies to this page
  }
  document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

/** The current language and a setter that switches, saves and sets the page language. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation('common');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const setLanguage = useCallback(
    (next: Language) => {
      persistLanguage(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
