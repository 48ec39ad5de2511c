// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithContact } from '@/lib/site-test-utils';
import enPrivacy from '@/i18n/locales/en/site/privacy';
import zhPrivacy from '@/i18n/locales/zh/site/privacy';
import { PrivacyPage } from './privacy-page';

const renderPage = (contact: Record<string, unknown>, lang?: 'zh' | 'en') => renderWithContact(<PrivacyPage />, contact, lang);

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

describe('PrivacyPage, counting visits', () => {
  it.each([
    ['zh', zhPrivacy],
    ['en', enPrivacy],
  ] as const)('when read in %s, then it says what is counted, that nothing is stored in the browser or sent to a third party, and that DNT and GPC are honoured', (lang, strings) => {
    renderPage({ id: 1 }, lang);

    const part = screen.getByRole('region', { name: strings.visits.title });
    expect(part.querySelectorAll('li')).toHaveLength(6);
    for (const key of ['pages', 'referrer', 'campaign', 'device', 'country', 'taps', 'noCookie', 'noAddress', 'dnt', 'noThirdParty'] as const) {
      expect(part.textContent).toContain(strings.visits[key]);
    }
  });
});
