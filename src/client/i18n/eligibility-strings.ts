import { useTranslation } from '@/i18n/use-translation';
import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/eligibility';
import zh from './locales/zh/site/eligibility';
import type { Language } from './types';

const strings = { zh, en };

/**
 * The self-assessment strings ('site' namespace, eligibility.*), added by the eligibility page's chunk
 * and by the back office's preview, which may run an assessment in the language it is not shown in:
 * `lang` adds them to that language too, when its 'site' strings are there (the preview loads them).
 */
export function useEligibilityStrings(lang?: Language): void {
  useChunkStrings('eligibility', strings);
  const { i18n } = useTranslation();
  if (lang && i18n.hasResourceBundle(lang, 'site') && i18n.getResource(lang, 'site', 'eligibility') === undefined) {
    i18n.addResourceBundle(lang, 'site', { eligibility: strings[lang] }, true, false);
  }
}
