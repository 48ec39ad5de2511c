import { describe, expect, it } from 'vitest';
import { pickServerLanguage, readCookie } from './language';

describe('pickServerLanguage', () => {
  it('when nothing says otherwise, then pages render in Chinese', () => {
    expect(pickServerLanguage(undefined, undefined)).toBe('zh');
  });

  it('when the language cookie says en, then pages render in English', () => {
    expect(pickServerLanguage(undefined, 'sid=abc; language=en')).toBe('en');
  });

  it('when ?lang= is given, then it wins over the cookie', () => {
    expect(pickServerLanguage('zh', 'language=en')).toBe('zh');
    expect(pickServerLanguage('en', 'language=zh')).toBe('en');
  });

  it('when ?lang= or the cookie holds something else, then it is ignored', () => {
    expect(pickServerLanguage(['en', 'zh'], 'language=fr')).toBe('zh');
    expect(pickServerLanguage('de', 'language=en')).toBe('en');
  });
});

describe('readCookie', () => {
  it('when the cookie is malformed, then it reads as missing', () => {
    expect(readCookie('language=%E0%A4%A', 'language')).toBeUndefined();
    expect(readCookie('novalue; other=1', 'language')).toBeUndefined();
  });
});
