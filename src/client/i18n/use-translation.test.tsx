// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './index';
import en from './locales/en/common';
import zh from './locales/zh/common';
import { useTranslation } from './use-translation';

afterEach(cleanup);

const made: TFunction<'common'>[] = [];

function Notice({ id }: { id: string }) {
  const { t } = useTranslation('common');
  made.push(t);
  return <p data-testid={id}>{t('privacyNotice')}</p>;
}

function InEnglish() {
  const { t } = useTranslation('common', { lng: 'en' });
  return <p data-testid="fixed">{t('privacyNotice')}</p>;
}

function Both() {
  const { t, i18n } = useTranslation(['site', 'common']);
  return (
    <p data-testid="both">
      {i18n.language}: {t('common:privacyNotice')}
    </p>
  );
}

describe('useTranslation', () => {
  it('when the language changes, then every translated component shows the new language, and one with a fixed language keeps it', async () => {
    const i18n = createI18n('zh');
    render(
      <I18nextProvider i18n={i18n}>
        <Notice id="a" />
        <Notice id="b" />
        <InEnglish />
        <Both />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe(zh.privacyNotice);
    expect(screen.getByTestId('b').textContent).toBe(zh.privacyNotice);
    expect(screen.getByTestId('fixed').textContent).toBe(en.privacyNotice);
    expect(screen.getByTestId('both').textContent).toBe(`zh: ${zh.privacyNotice}`);

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByTestId('a').textContent).toBe(en.privacyNotice);
    expect(screen.getByTestId('b').textContent).toBe(en.privacyNotice);
    expect(screen.getByTestId('fixed').textContent).toBe(en.privacyNotice);
    expect(screen.getByTestId('both').textContent).toBe(`en: ${en.privacyNotice}`);
  });

  it('when many components render in one language, then they share one t (the server renders each afresh)', () => {
    made.length = 0;
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <Notice id="a" />
        <Notice id="b" />
      </I18nextProvider>,
    );

    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(new Set(made).size).toBe(1);
  });
});
