import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BrowserRouter } from 'react-router';
import type { Language } from '@shared/languages';
import { englishPrefix, languageOfPath, twinPath } from '@shared/paths';

interface LanguageRoute {
  /** the language of the public URL (the router's basename) */
  lang: Language;
  /** moves to the same page in another language, in place (no reload) */
  switchTo(next: Language): void;
}

const LanguageRouteContext = createContext<LanguageRoute | null>(null);

/** null outside the browser's language router (server rendering, tests): switching then only changes i18n. */
export const useLanguageRoute = () => useContext(LanguageRouteContext);

const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The browser's router for public pages in a language: English pages run under the /en basename
 * (docs/decisions/0005-bilingual-content.md). Switching pushes the twin address and mounts the
 * router again on the new basename; the query cache outside it is kept, so nothing reloads.
 */
export function LanguageRouter({ initial, children }: { initial: Language; children: ReactNode }) {
  const [lang, setLang] = useState(initial);
  const { i18n } = useTranslation();

  const switchTo = useCallback(
    (next: Language) => {
      window.history.pushState(null, '', twinPath(currentPath(), next));
      setLang(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );

  // back and forward across the two languages
  useEffect(() => {
    const onPop = () => {
      const urlLang = languageOfPath(window.location.pathname);
      setLang((current) => {
        if (current !== urlLang) void i18n.changeLanguage(urlLang);
        return urlLang;
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [i18n]);

  const value = useMemo(() => ({ lang, switchTo }), [lang, switchTo]);
  return (
    <LanguageRouteContext.Provider value={value}>
      <BrowserRouter key={lang} basename={lang === 'en' ? englishPrefix : undefined}>
        {children}
      </BrowserRouter>
    </LanguageRouteContext.Provider>
  );
}
