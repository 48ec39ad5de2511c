// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithContact } from '@/lib/site-test-utils';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { ContactDialog } from './contact-dialog';

/** A fresh install's contact row: only the seeded opening hours. */
const fresh = { id: 1, phone: '', email: '', wechat: '', whatsapp: '', address: '', businessHours: '周一至周五 9:00-18:00', weekendHours: '' };


const dialog = <ContactDialog open onOpenChange={() => undefined} returnFocus={() => null} />;
const renderDialog = (contact: Record<string, unknown>, lang?: 'zh' | 'en') => renderWithContact(dialog, contact, lang);

afterEach(cleanup);

describe('ContactDialog', () => {
  it('when no channel is set, then it offers the enquiry form instead of promising channels', () => {
    renderDialog(fresh);

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toContain(zhSite.contactFallback.channelsDescription);
    expect(dialog.textContent).toContain(zhSite.contactFallback.dialogDescription);
    const offer = within(dialog).getByRole('link', { name: zhSite.contactFallback.formLink });
    expect(offer.getAttribute('href')).toBe('/contact#enquiry-form');
    expect(dialog.textContent).toContain('周一至周五 9:00-18:00'); // the hours still say when a reply comes
    expect(within(dialog).queryByText(zhSite.layout.contactDialog.phone)).toBeNull();
  });

  it('when only WhatsApp is set, then it lists only WhatsApp and offers no form', () => {
    renderDialog({ ...fresh, businessHours: '', whatsapp: '+65 9000 1111' }, 'en');

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(enSite.contactFallback.channelsDescription);
    const terms = [...dialog.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([enSite.layout.contactDialog.whatsapp]);
    expect(dialog.textContent).toContain('+65 9000 1111');
    expect(within(dialog).queryByRole('link', { name: enSite.contactFallback.formLink })).toBeNull();
  });
});
