import { describe, expect, it } from 'vitest';
import { countryOf, deviceClassOf, isCounted, pathOf, referrerHostOf } from './analytics.visitor';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const request = (headers: Record<string, string>, role?: 'admin' | 'user') => ({ ip: '203.0.113.9', hostname: 'example.sg', headers: { 'user-agent': CHROME, ...headers }, user: role ? { role } : undefined });

describe('the visitor rules', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; U; Android 4.0.3; Kindle Fire) AppleWebKit/534.30 Silk/3.4 Mobile Safari/534.30', 'tablet'],
    [CHROME, 'desktop'],
  ])('when the user agent is %s, then the device is a %s', (userAgent, device) => {
    expect(deviceClassOf(userAgent)).toBe(device);
  });

  it("when the referrer is another site, then only its host is kept, without www; the site's own or another scheme, none", () => {
    expect(referrerHostOf('https://www.Google.com/search?q=ep+visa', 'example.sg')).toBe('google.com');
    expect(referrerHostOf('https://www.example.sg/news', 'example.sg')).toBeNull();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'example.sg')).toBeNull();
    expect(referrerHostOf('not a url', 'example.sg')).toBeNull();
    expect(referrerHostOf(undefined, 'example.sg')).toBeNull();
  });

  it('when the country header is set, then two letters count, upper-cased, and unknown or Tor do not', () => {
    expect(countryOf(request({ 'cf-ipcountry': 'sg' }), 'cf-ipcountry')).toBe('SG');
    expect(countryOf(request({ 'cf-ipcountry': 'XX' }), 'cf-ipcountry')).toBeNull();
    expect(countryOf(request({ 'cf-ipcountry': 'T1' }), 'cf-ipcountry')).toBeNull();
    expect(countryOf(request({ 'cf-ipcountry': 'SGP' }), 'cf-ipcountry')).toBeNull();
    expect(countryOf(request({ 'cf-ipcountry': 'SG' }), undefined)).toBeNull();
  });

  it('when a path has a trailing slash or a query, then it is counted without them', () => {
    expect(pathOf('/immigration/')).toBe('/immigration');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/contact?utm_source=x#form')).toBe('/contact');
    expect(pathOf('https://example.sg/contact')).toBeNull();
  });

  it('when a request asks not to be tracked, prefetches or comes from staff, then it is not counted; a signed-in visitor is', () => {
    expect(isCounted(request({}))).toBe(true);
    expect(isCounted(request({}, 'user'))).toBe(true);
    expect(isCounted(request({}, 'admin'))).toBe(false);
    expect(isCounted(request({ dnt: '1' }))).toBe(false);
    expect(isCounted(request({ 'sec-gpc': '1' }))).toBe(false);
    expect(isCounted(request({ 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isCounted(request({ 'user-agent': ' ' }))).toBe(false);
  });
});
