// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { NotFoundPage } from '@/features/site/not-found';
import { ConsultCta } from '@/features/site/services';
import { createI18n } from '@/i18n';
import { usePageViews } from './use-page-views';

let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
/** The pages counted, in order (the landing's referrer and campaign are page-view.test.ts's). */
const counted = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as { name: string; path: string }).filter((e) => e.name === 'pageview').map((e) => e.path);

function Layout() {
  usePageViews();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/news/12">news</Link>
      <button type="button" onClick={() => void navigate('/news/12?page=2')}>
        same page, other query
      </button>
      <Routes>
        <Route path="/old" element={<Navigate to="/contact" replace />} />
        <Route path="/missing" element={<NotFoundPage />} />
        <Route path="/:section/:item" element={<ConsultCta />} />
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>
  );
}

const renderAt = (path: string) => {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={createI18n('zh')}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 10));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'prerendering');
});

describe('usePageViews', () => {
  it('when a visitor lands and then moves to another page, then each page is counted once, after it is shown', async () => {
    renderAt('/immigration/entrepass');
    expect(sendBeacon).not.toHaveBeenCalled(); // not before the page is idle

    await waitFor(() => expect(counted()).toEqual(['/immigration/entrepass']));
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    await waitFor(() => expect(counted()).toEqual(['/immigration/entrepass', '/news/12']));
    fireEvent.click(screen.getByRole('button', { name: 'same page, other query' }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(counted()).toEqual(['/immigration/entrepass', '/news/12']);
  });

  it('when a page redirects in the browser before it is counted, then only the page it leads to is counted', async () => {
    renderAt('/old');

    await waitFor(() => expect(counted()).toEqual(['/contact']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted()).toEqual(['/contact']);
  });

  it('when the not-found page is shown, then it is not counted, and the page the visitor moves on to is', async () => {
    renderAt('/missing');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted()).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: 'news' }));

    await waitFor(() => expect(counted()).toEqual(['/news/12']));
  });

  it("when a service page's booking button is tapped, then a booking tap is counted on that page, and the booking page's view after it", async () => {
    renderAt('/immigration/entrepass');
    await waitFor(() => expect(counted()).toEqual(['/immigration/entrepass']));

    fireEvent.click(document.querySelector('a[href="/book?service=immigration"]')!);

    await waitFor(() => expect(counted()).toEqual(['/immigration/entrepass', '/book']));
    const taps = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body)).filter((e) => e.name === 'cta');
    expect(taps).toEqual([{ name: 'cta', kind: 'book', path: '/immigration/entrepass' }]);
  });

  it('when the browser prerenders the page, then it is counted only once the visitor is shown it', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    renderAt('/contact');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendBeacon).not.toHaveBeenCalled();

    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    act(() => void document.dispatchEvent(new Event('prerenderingchange')));

    await waitFor(() => expect(counted()).toEqual(['/contact']));
  });

  it('when the browser has no idle callback, then a timer counts the page all the same', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    renderAt('/en/contact');

    await waitFor(() => expect(counted()).toEqual(['/en/contact']), { timeout: 3000 });
  });
});
