import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions } from './options';
import { loadPublicStrings, type PublicStrings } from './public-strings';
import { isLanguage, type Language } from './types';

/**
 * Fetches a language's strings for any changeLanguage() that finds them missing (going back across
 * languages, for one). Namespaces it does not carry ('admin', added by the back office) read as
 * nothing, which leaves them to their owner.
 */
const lazyStrings: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (lng, ns, done) => {
    if (!isLanguage(lng)) return done(null, null);
    loadPublicStrings(lng).then(
      (strings) => done(null, ns in strings ? strings[ns as keyof PublicStrings] : null),
      (err: Error) => done(err, null),
    );
  },
};

function addStrings(i18n: I18n, lang: Language, strings: PublicStrings): void {
  for (const [ns, bundle] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
  }
}

/** Whether a language's public strings are there, so switching to it can happen at once. */
export const hasLanguage = (i18n: I18n, lang: Language): boolean => i18n.hasResourceBundle(lang, 'site');

/**
 * Downloads a language's strings (once) and adds them to the instance; false when the chunk could
 * not be loaded (offline, or a deploy replaced it), so the caller can fall back to a page load.
 */
export async function loadLanguage(i18n: I18n, lang: Language): Promise<boolean> {
  if (hasLanguage(i18n, lang)) return true;
  try {
    addStrings(i18n, lang, await loadPublicStrings(lang));
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser's instance: only the start language's strings, downloaded before the first render;
 * the other language arrives when the visitor switches.
 * No fallback language: both files have every key (a missing one fails tsc), and a fallback would
 * make i18next download the other language at start.
 */
export async function createBrowserI18n(lng: Language): Promise<I18n> {
  const strings = await loadPublicStrings(lng);
  const instance = i18next.createInstance();
  await instance
    .use(lazyStrings)
    .use(initReactI18next)
    .init({ ...baseOptions, lng, fallbackLng: false, resources: { [lng]: strings }, partialBundledLanguages: true });
  return instance;
}
