import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { isAdminPath, languageOfPath, twinPath } from '@shared/paths';
import { useLanguageRoute } from '@/lib/language-route';
import { hasLanguage, loadLanguage } from '@/i18n/browser';
import { isLanguage, type Language } from '@/i18n/types';
import { persistLanguage } from './language-preference';

const browserTargets = () => ({ storage: window.localStorage, document });
const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The current language and a switch that re-renders in place (no reload) and remembers the choice.
 * The browser holds one language's strings at first: the other's are downloaded before switching,
 * and should that fail, the page is loaded again in the chosen language.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const route = useLanguageRoute();
  const { pathname } = useLocation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh';
  // a public page moves to its twin address in that language; the back office only re-renders
  const publicPage = route !== null && !isAdminPath(pathname);

  const setLanguage = useCallback(
    (next: Language) => {
      const switchNow = () => {
        persistLanguage(next, browserTargets());
        if (publicPage) route.switchTo(next);
        else void i18n.changeLanguage(next);
      };
      if (hasLanguage(i18n, next)) return switchNow();
      void loadLanguage(i18n, next).then((loaded) => {
        // a second press while the strings were downloading has switched already
        const now = publicPage ? languageOfPath(window.location.pathname) : i18n.language;
        if (now === next) return;
        if (loaded) return switchNow();
        persistLanguage(next, browserTargets());
        if (publicPage) window.location.assign(twinPath(currentPath(), next));
        else window.location.reload();
      });
    },
    [i18n, route, publicPage],
  );

  /** Starts downloading a language's strings, on a sign the visitor is about to choose it. */
  const prepareLanguage = useCallback((next: Language) => void loadLanguage(i18n, next), [i18n]);

  return { language, setLanguage, prepareLanguage };
}

/**
 * Switches to the language picked at start once hydration is done: the first client render must
 * match the server's HTML, so a different stored choice is applied right after it.
 */
export function useApplyStartLanguage(target: Language) {
  const { i18n } = useTranslation();
  // once per page load: later switches belong to the visitor (react-i18next hands out a new i18n
  // reference on every language change, so the dependency list alone would re-apply the start value)
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    // a public page's language is its URL's, not a choice: only an explicit switch is remembered
    if (isAdminPath(window.location.pathname)) persistLanguage(target, browserTargets());
    if (i18n.language !== target) void i18n.changeLanguage(target);
  }, [i18n, target]);
}
