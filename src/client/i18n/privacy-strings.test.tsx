// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserI18n } from './browser';
import enPrivacy from './locales/en/site/privacy';
import zhPrivacy from './locales/zh/site/privacy';
import { usePrivacyStrings } from './privacy-strings';

function Title() {
  usePrivacyStrings();
  const { t } = useTranslation();
  return <h1>{t('privacy.title')}</h1>;
}

afterEach(cleanup);

describe('usePrivacyStrings', () => {
  it('when the browser starts, then its strings leave the privacy notice out until the page adds them', async () => {
    const i18n = await createBrowserI18n('zh');
    expect(i18n.exists('privacy.title')).toBe(false);

    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading').textContent).toBe(zhPrivacy.title);
  });

  it('when the language is switched on the page, then the notice reads in the new language', async () => {
    const i18n = await createBrowserI18n('zh');
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );

    await i18n.changeLanguage('en');

    expect((await screen.findByText(enPrivacy.title)).tagName).toBe('H1');
  });
});
