import { useTranslation } from '@/i18n/use-translation';
import { defaultLanguage, isLanguage, type Language } from './types';

/**
 * Strings that travel with a page's (or a section's) chunk rather than with every page's strings
 * (public-strings.ts): the technical documentation, the home page's testimonials. The component
 * adds those of the language shown, under `path` of the 'site' namespace, before it translates
 * anything. Synchronous and idempotent, so it may run in render (the server, whose instance bundles
 * everything, adds nothing); after a language switch, the re-render adds the new language's. Only
 * into a language whose 'site' strings are there, which is the language shown.
 */
export function useChunkStrings(path: string, strings: Record<Language, object>): void {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  if (i18n.hasResourceBundle(lang, 'site') && i18n.getResource(lang, 'site', path) === undefined) {
    const nested = path.split('.').reduceRight<object>((inner, key) => ({ [key]: inner }), strings[lang]);
    i18n.addResourceBundle(lang, 'site', nested, true, false);
  }
}
