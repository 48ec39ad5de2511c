// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import { createI18n } from '@/i18n';
import enPrivacy from '@/i18n/locales/en/site/privacy';
import zhPrivacy from '@/i18n/locales/zh/site/privacy';
import { contactQuery } from '@/lib/public-queries';
import { PrivacyPage } from './privacy-page';

function renderPage(contact: Record<string, unknown>, lang: Language = 'zh') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contactQuery(lang).queryKey, contact as never);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('PrivacyPage, how to ask', () => {
  it('when no personal-data contact is set, then it sends visitors to the enquiry form and promises no address, even with an email set', () => {
    renderPage({ id: 1, email: 'hello@example.com', dpoContact: '' });

    expect(screen.getByRole('link', { name: zhPrivacy.rights.askForm }).getAttribute('href')).toBe('/contact#enquiry-form');
    expect(document.body.textContent).toContain(zhPrivacy.rights.askContact);
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('when the contact is an email address, then the English page names it as a mail link', () => {
    renderPage({ id: 1, dpoContact: 'dpo@example.com' }, 'en');

    expect(screen.getByTestId('privacy-dpo').textContent).toContain(enPrivacy.rights.ask);
    expect(screen.getByRole('link', { name: 'dpo@example.com' }).getAttribute('href')).toBe('mailto:dpo@example.com');
  });

  it('when the contact is a name and a number, then it is shown as written', () => {
    renderPage({ id: 1, dpoContact: '陈女士 +65 6000 0000' });

    expect(screen.getByTestId('privacy-dpo').textContent).toContain('陈女士 +65 6000 0000');
  });
});
