// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackCta } from './track-cta';

afterEach(() => vi.unstubAllGlobals());

const beacon = () => {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return sendBeacon;
};

describe('trackCta', () => {
  it('when a tap is counted, then the visit counter gets a cta event of that kind on the page, without its query or hash', () => {
    const sendBeacon = beacon();

    trackCta('book', '/en/immigration/entrepass?utm_source=x#top');

    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/public/events', JSON.stringify({ name: 'cta', kind: 'book', path: '/en/immigration/entrepass' }));
  });

  it('when the tap is on a preview of a draft, then nothing is counted', () => {
    const sendBeacon = beacon();

    trackCta('whatsapp', '/preview/token-123');

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('when the browser refuses the beacon, then a keepalive fetch sends the same text body, and its failure stays quiet', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetch = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);

    expect(() => trackCta('enquire', '/')).not.toThrow();

    expect(fetch).toHaveBeenCalledWith('/api/public/events', expect.objectContaining({ body: JSON.stringify({ name: 'cta', kind: 'enquire', path: '/' }), keepalive: true }));
    await Promise.resolve();
  });
});
