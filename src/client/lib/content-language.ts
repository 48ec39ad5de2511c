import { useTranslation } from '@/i18n/use-translation';
import { defaultLanguage, isLanguage, type Language } from '@shared/languages';

/** The language public content is read in: the interface's current language. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
