import { isLanguage, type Language } from '../../shared/languages';

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The language a page is rendered in: ?lang=zh|en, else the `language` cookie, else Chinese (docs/decisions/0005-bilingual-content.md). */
export function pickServerLanguage(queryLang: unknown, cookieHeader: string | undefined): Language {
  if (isLanguage(queryLang)) return queryLang;
  const cookie = readCookie(cookieHeader, 'language');
  return isLanguage(cookie) ? cookie : 'zh';
}
