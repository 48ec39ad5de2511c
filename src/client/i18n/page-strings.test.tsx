// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from './use-translation';
import { createBrowserI18n } from './browser';
import enPrivacy from './locales/en/site/privacy';
import enTechdocs from './locales/en/site/techdocs';
import zhPrivacy from './locales/zh/site/privacy';
import zhTechdocs from './locales/zh/site/techdocs';
import { usePrivacyStrings } from './privacy-strings';
import { useTechdocsStrings } from './techdocs-strings';

/** Pages whose strings come with their own chunk (chunk-strings.ts), not with the first load. */
const pages = [
  { part: 'techdocs', useStrings: useTechdocsStrings, zh: zhTechdocs.title, en: enTechdocs.title },
  { part: 'privacy', useStrings: usePrivacyStrings, zh: zhPrivacy.title, en: enPrivacy.title },
] as const;

afterEach(cleanup);

describe.each(pages)('the $part page strings', ({ part, useStrings, zh, en }) => {
  function Title() {
    useStrings();
    const { t } = useTranslation();
    return <h1>{t(`${part}.title`)}</h1>;
  }
  const renderTitle = async () => {
    const i18n = await createBrowserI18n('zh');
    const absentAtStart = !i18n.exists(`${part}.title`);
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    return { i18n, absentAtStart };
  };

  it('when the browser starts, then its strings are left out until the page adds them, and the rest stays', async () => {
    const { i18n, absentAtStart } = await renderTitle();

    expect(absentAtStart).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe(zh);
    expect(i18n.t('home.hero.title')).not.toBe('home.hero.title');
  });

  it('when the language is switched on the page, then the page reads in the new language', async () => {
    const { i18n } = await renderTitle();

    await i18n.changeLanguage('en');

    expect((await screen.findByText(en)).tagName).toBe('H1');
  });
});
