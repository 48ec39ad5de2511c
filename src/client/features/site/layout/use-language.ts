import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, type Language } from '@/i18n/types';
import { persistLanguage } from './language-preference';

const browserTargets = () => ({ storage: window.localStorage, document });

/** The current language and a switch that re-renders in place (no reload) and remembers the choice. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh';

  const setLanguage = useCallback(
    (next: Language) => {
      void i18n.changeLanguage(next);
      persistLanguage(next, browserTargets());
      // an explicit ?lang= in the address would bring the old language back on reload
      const params = new URLSearchParams(location.search);
      if (params.has('lang')) {
        params.set('lang', next);
        void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true });
      }
    },
    [i18n, location, navigate],
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
    persistLanguage(target, browserTargets());
    if (i18n.language !== target) void i18n.changeLanguage(target);
  }, [i18n, target]);
}
