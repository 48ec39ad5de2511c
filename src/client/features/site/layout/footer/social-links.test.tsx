// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footerPlatforms } from '@shared/catalog';
import { createI18n } from '@/i18n';
import { contactQuery } from '@/lib/public-queries';
import zhCommon from '@/i18n/locales/zh/common';
import zhSite from '@/i18n/locales/zh/site';
import { SocialLinks } from './social-links';

const platform = footerPlatforms[0];
const name = zhCommon.platforms[platform];
const iconName = zhSite.layout.qr.open.replace('{{platform}}', name);

function renderLinks(contact: Record<string, string> = { [platform]: 'gg-account' }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contactQuery('zh').queryKey, contact as never);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('zh')}>
        <SocialLinks />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SocialLinks', () => {
  it('when rendered, then each icon is a closed dialog trigger and no dialog code has run', () => {
    renderLinks();

    const icon = screen.getByRole('button', { name: iconName });
    expect(icon.getAttribute('aria-haspopup')).toBe('dialog');
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when an icon is pressed, then its QR dialog opens once downloaded and Escape returns focus to the icon', async () => {
    renderLinks();
    const icon = screen.getByRole('button', { name: iconName });

    fireEvent.click(icon);

    // a generous wait: the dialog's chunk is compiled on first import, and the machine may be busy
    const dialog = await screen.findByRole('dialog', { name: zhSite.layout.qr.accountTitle.replace('{{platform}}', name) }, { timeout: 5000 });
    expect(dialog.textContent).toContain('gg-account');
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(icon.getAttribute('aria-controls')).toBe(dialog.id);
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(icon));
  });

  it('when a platform has an account but no QR code, then its dialog shows the account with a copy button and no image', async () => {
    renderLinks();

    fireEvent.click(screen.getByRole('button', { name: iconName }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: zhSite.layout.qr.copy })).toBeTruthy();
  });

  it('when a platform has a QR code, then its dialog shows that image', async () => {
    renderLinks({ [`${platform}Qrcode`]: '/uploads/qrcodes/a.png' });

    fireEvent.click(screen.getByRole('button', { name: iconName }));

    const dialog = await screen.findByRole('dialog', { name: zhSite.layout.qr.title.replace('{{platform}}', name) }, { timeout: 5000 });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/qrcodes/a.png');
  });

  it('when the WeChat icon is pressed, then a WeChat tap on this page is counted', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    window.history.pushState({}, '', '/news/12');
    renderLinks({ wechat: 'gg-account' });

    fireEvent.click(screen.getByRole('button', { name: zhSite.layout.qr.open.replace('{{platform}}', zhCommon.platforms.wechat) }));

    expect(sendBeacon).toHaveBeenCalledWith('/api/public/events', JSON.stringify({ name: 'cta', kind: 'wechat', path: '/news/12' }));
  });

  it('when no platform has an account or a QR code, then no icon is shown', () => {
    renderLinks({ wechat: '微信未设置' });

    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
