import { describe, expect, it } from 'vitest';
import { htmlLang, languageFromHtmlLang, persistLanguage, pickClientLanguage, readStoredLanguage } from './language-preference';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === 'language' ? value : null) });

describe('language restore', () => {
  it('when nothing is stored or given, then the language is Chinese', () => {
    expect(pickClientLanguage({})).toBe('zh');
  });

  it('when en is stored, then en is restored', () => {
    expect(pickClientLanguage({ stored: readStoredLanguage(storageWith('en')), rendered: 'zh' })).toBe('en');
  });

  it('when the stored value is not zh or en, then it is ignored', () => {
    expect(readStoredLanguage(storageWith('fr'))).toBeNull();
    expect(pickClientLanguage({ stored: 'fr', rendered: 'en' })).toBe('en');
  });

  it('when storage access throws, then nothing counts as stored', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };

    expect(readStoredLanguage(throwing)).toBeNull();
  });

  it('when the server rendered English, then <html lang> reads back as en', () => {
    expect(languageFromHtmlLang('en')).toBe('en');
    expect(languageFromHtmlLang('zh-CN')).toBe('zh');
    expect(languageFromHtmlLang(undefined)).toBe('zh');
  });
});

describe('language persist', () => {
  it('when a language is chosen, then it is stored, mirrored into the cookie and set on <html lang>', () => {
    const saved: Record<string, string> = {};
    const doc = { cookie: '', documentElement: { lang: 'zh-CN' } };

    persistLanguage('en', { storage: { setItem: (k, v) => (saved[k] = v) }, document: doc });

    expect(saved.language).toBe('en');
    expect(doc.cookie).toMatch(/^language=en; path=\/; max-age=\d+; samesite=lax$/);
    expect(doc.documentElement.lang).toBe(htmlLang('en'));
  });
});
