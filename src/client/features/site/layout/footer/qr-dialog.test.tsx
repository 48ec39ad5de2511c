// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithContact } from '@/lib/site-test-utils';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { QrDialog } from './qr-dialog';

const weChat = { id: 1, wechat: 'gg-consulting', wechatQrcode: '' };
const dialog = <QrDialog platform="wechat" open onOpenChange={() => undefined} contentId="qr" returnFocus={() => null} />;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QrDialog', () => {
  it('when the copy button is pressed, then the WeChat ID is on the clipboard and the dialog says it is copied', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithContact(dialog, weChat, 'zh');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: zhSite.layout.qr.copy }));
    });

    expect(writeText).toHaveBeenCalledWith('gg-consulting');
    expect(screen.getByRole('button', { name: zhSite.layout.qr.copied })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(zhSite.layout.qr.copied);
  });

  it('when the browser has no clipboard, then the ID is selected and the visitor is told to copy it by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithContact(dialog, weChat, 'en');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: enSite.layout.qr.copy }));
    });

    expect(screen.getByRole('status').textContent).toBe(enSite.layout.qr.copyFailed);
    expect(window.getSelection()?.toString()).toBe('gg-consulting');
  });

  it('when no QR code is uploaded, then the ID and its copy button show and no picture', () => {
    renderWithContact(dialog, weChat, 'en');

    const shown = screen.getByRole('dialog');
    expect(shown.querySelector('img')).toBeNull();
    expect(shown.textContent).toContain('gg-consulting');
    expect(screen.getByRole('button', { name: enSite.layout.qr.copy })).toBeTruthy();
  });

  it('when a QR code is uploaded, then it shows with the ID, its copy button and the phone hint to save it', () => {
    renderWithContact(dialog, { ...weChat, wechatQrcode: '/uploads/qrcodes/wechat.png' }, 'en');

    const shown = screen.getByRole('dialog');
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('/uploads/qrcodes/wechat.png');
    expect(shown.textContent).toContain('gg-consulting');
    expect(shown.textContent).toContain(enSite.layout.qr.saveHint);
    expect(screen.getByRole('button', { name: enSite.layout.qr.copy })).toBeTruthy();
  });
});
