import { describe, expect, it } from 'vitest';
import { checkQrFile, MAX_QR_BYTES } from './qr-file-check';

describe('checkQrFile', () => {
  it('when a PNG is within 5 MB, then it may be uploaded', () => {
    expect(checkQrFile({ name: 'wechat.png', type: 'image/png', size: 20_000 })).toBeNull();
  });

  it('when the file is over 5 MB, then it is too large', () => {
    expect(checkQrFile({ name: 'big.jpg', type: 'image/jpeg', size: MAX_QR_BYTES + 1 })).toBe('tooLarge');
  });

  it('when the file is an SVG or a PDF, then its type is refused', () => {
    expect(checkQrFile({ name: 'qr.svg', type: 'image/svg+xml', size: 100 })).toBe('badType');
    expect(checkQrFile({ name: 'qr.pdf', type: 'application/pdf', size: 100 })).toBe('badType');
  });

  it('when the browser gives no type, then the extension decides', () => {
    expect(checkQrFile({ name: 'qr.WEBP', type: '', size: 100 })).toBeNull();
    expect(checkQrFile({ name: 'qr.bmp', type: '', size: 100 })).toBe('badType');
  });
});
