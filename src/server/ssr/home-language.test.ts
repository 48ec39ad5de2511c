import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { englishHomeTarget, isEnglishHomeVisit, prefersEnglish } from './home-language';

const visit = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage;
const english = { 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.5' };

describe('prefersEnglish', () => {
  it('when English ranks above Chinese, then English is preferred', () => {
    expect(prefersEnglish('en-US,en;q=0.9')).toBe(true);
    expect(prefersEnglish('fr-FR,en;q=0.8,zh;q=0.5')).toBe(true);
    expect(prefersEnglish('zh;q=0.4,en-US;q=0.6')).toBe(true);
  });

  it('when Chinese ranks first, or neither is named, then English is not preferred', () => {
    expect(prefersEnglish('zh-CN,zh;q=0.9,en;q=0.8')).toBe(false);
    expect(prefersEnglish('zh-TW,en;q=0.9')).toBe(false);
    expect(prefersEnglish('fr,de;q=0.5')).toBe(false);
    expect(prefersEnglish('en;q=0,zh;q=0.1')).toBe(false);
    expect(prefersEnglish('*')).toBe(false);
    expect(prefersEnglish(undefined)).toBe(false);
  });
});

describe('isEnglishHomeVisit', () => {
  it('when an English-preferring browser opens / without a stored choice, then it is one', () => {
    expect(isEnglishHomeVisit(visit('/', english))).toBe(true);
    expect(isEnglishHomeVisit(visit('/?utm_source=x', english))).toBe(true);
    expect(englishHomeTarget(visit('/?utm_source=x', english))).toBe('/en?utm_source=x');
  });

  it('when the path is not /, then the URL keeps its language', () => {
    for (const path of ['/contact', '/immigration/skilled', '/en', '/news/1']) expect(isEnglishHomeVisit(visit(path, english)), path).toBe(false);
  });

  it('when a choice is stored or ?lang= is explicit, then it is not one', () => {
    expect(isEnglishHomeVisit(visit('/', { ...english, cookie: 'language=zh' }))).toBe(false);
    expect(isEnglishHomeVisit(visit('/', { ...english, cookie: 'x=1; language=en' }))).toBe(false);
    expect(isEnglishHomeVisit(visit('/?lang=zh', english))).toBe(false);
    expect(isEnglishHomeVisit(visit('/', english, 'POST'))).toBe(false);
  });
});
