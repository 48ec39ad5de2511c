// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithContact } from '@/lib/site-test-utils';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { WhatsAppButton } from './whatsapp-button';

const contact = { id: 1, phone: '', email: '', wechat: '', whatsapp: '+65 8123-4567', address: '', businessHours: '', weekendHours: '' };
const links = (name: string) => screen.getAllByRole('link', { name: new RegExp(name) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhatsAppButton', () => {
  it('when the page is in Chinese, then the chat opens in a new tab with the Chinese message naming the article', () => {
    renderWithContact(<WhatsAppButton title="新加坡自雇移民（EntrePass）" />, contact, 'zh');

    const shown = links(zhSite.layout.whatsapp.button);
    expect(shown).toHaveLength(2); // inline from 768 px, floating below
    for (const link of shown) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe('https://wa.me/6581234567');
      expect(url.searchParams.get('text')).toBe('您好，我想咨询：新加坡自雇移民（EntrePass）');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('when the page is in English, then the message is in English and names the English title', () => {
    renderWithContact(<WhatsAppButton title="Singapore Self-Employed Immigration (EntrePass)" />, contact, 'en');

    const [link] = links(enSite.layout.whatsapp.button);
    expect(new URL(link!.getAttribute('href')!).searchParams.get('text')).toBe("Hello, I'd like to ask about: Singapore Self-Employed Immigration (EntrePass)");
  });

  it('when the contact details hold no WhatsApp number, then there is no button', () => {
    const { container } = renderWithContact(<WhatsAppButton title="EntrePass" />, { ...contact, whatsapp: '' }, 'en');

    expect(container.querySelector('a')).toBeNull();
  });

  it('when the button is tapped, then a beacon counts a WhatsApp tap on this page, with nothing else', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    window.history.pushState({}, '', '/immigration/entrepass?utm_source=wechat');
    renderWithContact(<WhatsAppButton title="EntrePass" />, contact, 'en');

    fireEvent.click(links(enSite.layout.whatsapp.button)[0]!);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/public/events', JSON.stringify({ name: 'cta', kind: 'whatsapp', path: '/immigration/entrepass' }));
  });
});
