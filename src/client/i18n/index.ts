import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common';
import enSite from './locales/en/site';
import zhCommon from './locales/zh/common';
import zhSite from './locales/zh/site';
import { defaultLanguage, type Language } from './types';

export * from './types';

/** Public resources; the back office adds its 'admin' namespace from its own chunk (see features/admin). */
export const resources = {
  zh: { common: zhCommon, site: zhSite },
  en: { common: enCommon, site: enSite },
} as const;

/** One instance per render on the server, one for the page in the browser. */
export function createI18n(lng: Language = defaultLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLanguage,
    resources,
    ns: ['common', 'site'],
    defaultNS: 'site',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
