import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en/public';
import zh from './locales/zh/public';
import { baseOptions } from './options';
import { defaultLanguage, type Language } from './types';

export * from './types';

/**
 * Public resources of both languages, for the server renderer and tests; the browser loads one
 * language at a time (browser.ts). The back office adds its 'admin' namespace from its own chunk
 * (see features/admin).
 */
const resources = { zh, en } as const;

/** One instance per render on the server (and per test), every public string bundled. */
export function createI18n(lng: Language = defaultLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions, lng, fallbackLng: defaultLanguage, resources });
  return instance;
}
