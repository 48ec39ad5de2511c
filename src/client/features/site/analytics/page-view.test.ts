// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_REFERRER_MAX, ANALYTICS_UTM_MAX } from '@shared/schemas/analytics';

/** A fresh copy of the module: the landing's referrer and campaign are once per document. */
const load = () => import('./page-view');

let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body) }));

beforeEach(() => {
  vi.resetModules();
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/', configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('sendPageView', () => {
  it('when the first page is counted, then it carries the referrer and the campaign, and the next page neither', async () => {
    const { sendPageView } = await load();

    sendPageView('/immigration/entrepass', '?utm_source=newsletter&utm_medium=email&ref=x');
    sendPageView('/news/12', '?utm_source=other');

    expect(sent()).toEqual([
      { url: '/api/public/events', name: 'pageview', path: '/immigration/entrepass', referrer: 'https://www.google.com/', utm: { source: 'newsletter', medium: 'email' } },
      { url: '/api/public/events', name: 'pageview', path: '/news/12' },
    ]);
  });

  it('when the document was opened directly without a campaign, then the first view has neither field', async () => {
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    const { sendPageView } = await load();

    sendPageView('/en/contact', '');

    expect(sent()).toEqual([{ url: '/api/public/events', name: 'pageview', path: '/en/contact' }]);
  });

  it('when the not-found page is shown, then nothing is sent, and the landing goes with the next page counted', async () => {
    const { sendPageView } = await load();
    document.body.innerHTML = '<main><div data-not-found><h1>404</h1></div></main>';

    sendPageView('/no-such-page', '?utm_campaign=spring');
    expect(sendBeacon).not.toHaveBeenCalled();
    document.body.innerHTML = '<main><h1>Home</h1></main>';
    sendPageView('/', '');

    expect(sent()).toEqual([{ url: '/api/public/events', name: 'pageview', path: '/', referrer: 'https://www.google.com/', utm: { campaign: 'spring' } }]);
  });

  it('when the page is a preview of a draft, in either language, then nothing is sent', async () => {
    const { sendPageView } = await load();

    sendPageView('/preview/abc123', '');
    sendPageView('/en/preview/articles/7', '');

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("when the page is a booking's personal link, then it is counted without its token", async () => {
    const { sendPageView } = await load();

    sendPageView('/en/booking/secret-token', '');

    expect(sent()[0]).toMatchObject({ name: 'pageview', path: '/en/booking' });
  });

  it('when the referrer or a campaign value is longer than the server takes, then it is cut to fit rather than lost', async () => {
    Object.defineProperty(document, 'referrer', { value: `https://example.com/${'a'.repeat(600)}`, configurable: true });
    const { sendPageView, limits } = await load();

    sendPageView('/', `?utm_source=${'s'.repeat(150)}`);

    const [view] = sent();
    expect(view.referrer).toHaveLength(ANALYTICS_REFERRER_MAX);
    expect(view.utm.source).toHaveLength(ANALYTICS_UTM_MAX);
    expect(limits).toEqual({ referrer: ANALYTICS_REFERRER_MAX, utm: ANALYTICS_UTM_MAX });
  });

  it('when there is no sendBeacon, then a keepalive fetch sends the same text body', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { sendPageView } = await load();

    sendPageView('/contact', '');

    expect(fetch).toHaveBeenCalledWith('/api/public/events', {
      method: 'POST',
      body: JSON.stringify({ name: 'pageview', path: '/contact', referrer: 'https://www.google.com/' }),
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  });

  it('when neither sendBeacon nor fetch works, then nothing throws', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    vi.stubGlobal('fetch', () => {
      throw new TypeError('blocked');
    });
    const { sendPageView } = await load();

    expect(() => sendPageView('/contact', '')).not.toThrow();
  });
});

describe('countMarkedTaps', () => {
  it('when a marked link is tapped, then a tap of its kind is counted on the page it was made on; an unmarked one counts nothing', async () => {
    window.history.pushState({}, '', '/immigration/entrepass?x=1');
    document.body.innerHTML = `
      <a href="/book?service=immigration" data-cta="book"><span>预约免费咨询</span></a>
      <a href="/#contact" data-cta="enquire">免费咨询</a>
      <a href="/news">新闻</a>
      <a href="/x" data-cta="unknown">x</a>`;
    const { countMarkedTaps } = await load();
    countMarkedTaps();
    countMarkedTaps(); // installed once, whatever the number of pages that ask
    const stay = (e: Event) => e.preventDefault(); // jsdom does not navigate
    document.addEventListener('click', stay);

    document.querySelector('span')!.click();
    for (const link of [...document.querySelectorAll('a')].slice(1)) link.click();
    document.removeEventListener('click', stay);

    expect(sent()).toEqual([
      { url: '/api/public/events', name: 'cta', kind: 'book', path: '/immigration/entrepass' },
      { url: '/api/public/events', name: 'cta', kind: 'enquire', path: '/immigration/entrepass' },
    ]);
  });
});
