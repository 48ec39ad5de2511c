// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { ADMIN_LANGUAGE_KEY, readAdminLanguage, switchAdminLanguage } from './admin-language';

beforeEach(() => window.localStorage.clear());

describe('the back office language', () => {
  it('when staff switch the admin to English, then it is stored under its own key and the public site choice is left alone', async () => {
    window.localStorage.setItem('language', 'zh');
    const i18n = createI18n('zh');

    await switchAdminLanguage(i18n, 'en');

    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('zh');
    expect(readAdminLanguage()).toBe('en');
  });

  it('when nothing or garbage is stored, then there is no admin choice', () => {
    expect(readAdminLanguage()).toBeNull();
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'fr');
    expect(readAdminLanguage()).toBeNull();
  });
});
