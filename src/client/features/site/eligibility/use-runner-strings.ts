import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@shared/languages';
import { hasLanguage, loadLanguage } from '@/i18n/browser';
import { useEligibilityStrings } from '@/i18n/eligibility-strings';

/**
 * The runner's words in the assessment's language, which on the site is the page's; the back office's
 * preview may run it in the other language, whose strings it then fetches (until they arrive, the
 * buttons speak the screen's language).
 */
export function useRunnerStrings(lang: Language): TFunction<'site'> {
  useEligibilityStrings(lang);
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(0);
  const ready = hasLanguage(i18n, lang);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLanguage(i18n, lang).then((ok) => live && ok && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [ready, i18n, lang]);
  return useTranslation('site', { lng: ready ? lang : undefined }).t;
}
