import { describe, expect, it } from 'vitest';
import { createBrowserI18n, hasLanguage, loadLanguage } from './browser';
import enSite from './locales/en/site';
import zhSite from './locales/zh/site';
import { publicStringsChunk } from './public-strings';

describe('createBrowserI18n', () => {
  it('when started in English, then English translates at once and Chinese is not loaded', async () => {
    const i18n = await createBrowserI18n('en');

    expect(i18n.t('home.hero.title')).toBe(enSite.home.hero.title);
    expect(hasLanguage(i18n, 'en')).toBe(true);
    expect(hasLanguage(i18n, 'zh')).toBe(false);
  });

  it('when the language is changed to one not loaded, then its strings are fetched before the switch', async () => {
    const i18n = await createBrowserI18n('en');

    await i18n.changeLanguage('zh');

    expect(i18n.language).toBe('zh');
    expect(i18n.t('home.hero.title')).toBe(zhSite.home.hero.title);
  });

  it('when a language is loaded ahead, then switching to it is immediate', async () => {
    const i18n = await createBrowserI18n('zh');

    const loaded = await loadLanguage(i18n, 'en');
    void i18n.changeLanguage('en');

    expect(loaded).toBe(true);
    expect(i18n.t('home.hero.title')).toBe(enSite.home.hero.title);
  });

  it('when the back office adds its namespace, then loading the other language leaves it as it was', async () => {
    const i18n = await createBrowserI18n('zh');
    i18n.addResourceBundle('zh', 'admin', { marker: 'zh' });
    i18n.addResourceBundle('en', 'admin', { marker: 'en' });

    await i18n.loadNamespaces('admin');
    await i18n.changeLanguage('en');

    expect(i18n.getResource('en', 'admin', 'marker')).toBe('en');
    expect(i18n.t('home.hero.title')).toBe(enSite.home.hero.title);
  });
});

describe('publicStringsChunk', () => {
  it('when asked for a language, then it names the module the browser imports (a key of the Vite manifest)', () => {
    expect(publicStringsChunk('en')).toBe('src/client/i18n/locales/en/public.ts');
  });
});
