// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserI18n } from './browser';
import enTechdocs from './locales/en/site/techdocs';
import zhTechdocs from './locales/zh/site/techdocs';
import { useTechdocsStrings } from './techdocs-strings';

function Title() {
  useTechdocsStrings();
  const { t } = useTranslation();
  return <h1>{t('techdocs.title')}</h1>;
}

afterEach(cleanup);

describe('useTechdocsStrings', () => {
  it('when the browser starts, then its strings leave the documentation out until the page adds them', async () => {
    const i18n = await createBrowserI18n('zh');
    expect(i18n.exists('techdocs.title')).toBe(false);

    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading').textContent).toBe(zhTechdocs.title);
    expect(i18n.t('home.hero.title')).not.toBe('home.hero.title');
  });

  it('when the language is switched on the page, then the documentation reads in the new language', async () => {
    const i18n = await createBrowserI18n('zh');
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );

    await i18n.changeLanguage('en');

    expect((await screen.findByText(enTechdocs.title)).tagName).toBe('H1');
  });
});
