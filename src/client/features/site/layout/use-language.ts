import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAdminPath } from '@shared/paths';
import { useLanguageRoute } from '@/lib/language-route';
import { isLanguage, type Language } from '@/i18n/types';
import { persistLanguage } from './language-preference';

const browserTargets = () => ({ storage: window.localStorage, document });

/** The current language and a switch that re-renders in place (no reload) and remembers the choice. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const route = useLanguageRoute();
  const { pathname } = useLocation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh';

  const setLanguage = useCallback(
    (next: Language) => {
      persistLanguage(next, browserTargets());
      // a public page moves to its twin address in that language; the back office only re-renders
      if (route && !isAdminPath(pathname)) route.switchTo(next);
      else void i18n.changeLanguage(next);
    },
    [i18n, route, pathname],
  );

  return { language, setLanguage };
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
