// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithContact } from '@/lib/site-test-utils';
import { ContactDetails } from './contact-details';

const contact = { id: 1, phone: '+65 6123 4567', email: 'hello@example.com', wechat: 'gg-consulting', whatsapp: '+65 8123-4567', address: '', businessHours: '', weekendHours: '' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactDetails', () => {
  it('when a phone, an email and a WhatsApp number are set, then each is one tap away: tel:, mailto: and wa.me', () => {
    renderWithContact(<ContactDetails />, contact, 'en');

    expect(screen.getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe('tel:+6561234567');
    expect(screen.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
    const whatsApp = screen.getByRole('link', { name: /\+65 8123-4567/ });
    expect(whatsApp.getAttribute('href')).toBe('https://wa.me/6581234567');
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('when the phone is tapped, then a beacon counts a phone tap on this page', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    window.history.pushState({}, '', '/contact');
    renderWithContact(<ContactDetails />, contact, 'zh');

    fireEvent.click(screen.getByRole('link', { name: '+65 6123 4567' }));

    expect(sendBeacon).toHaveBeenCalledWith('/api/public/events', JSON.stringify({ name: 'cta', kind: 'phone', path: '/contact' }));
  });
});
