import { defaultLanguage, languages as allLanguages, type Language } from './languages';
import { localePath } from './paths';

/** The hreflang value of each language. */
export const hreflangOf: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/** A path on the site as an absolute URL; an absolute URL as it is. */
export const absoluteUrl = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/** A page's absolute URL in a language: Chinese at the bare path, English under /en. */
export const pageUrl = (origin: string, path: string, lang: Language): string => origin + localePath(path, lang);

/**
 * The hreflang alternates of a page published in `languages`: one per published language, and
 * x-default (the Chinese page) when Chinese is published. The page head and the sitemap both use
 * this, so they never disagree.
 */
export function languageAlternates(origin: string, path: string, languages: readonly Language[] = allLanguages): { hreflang: string; href: string }[] {
  const published = allLanguages.filter((lang) => languages.includes(lang));
  const links = published.map((lang) => ({ hreflang: hreflangOf[lang], href: pageUrl(origin, path, lang) }));
  if (published.includes(defaultLanguage)) links.push({ hreflang: 'x-default', href: pageUrl(origin, path, defaultLanguage) });
  return links;
}
