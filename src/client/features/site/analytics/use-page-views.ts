import { useEffect } from 'react';
import { useLocation } from 'react-router';

type Prerendering = Document & { prerendering?: boolean };

/**
 * Counts the first page of a visit and every later move to another page (docs/decisions/0029-analytics.md),
 * once the page is shown: not while the browser prerenders it, and when the main thread is idle. The
 * sending code is a chunk fetched then (the home page's first-load budget, docs/decisions/0010-first-load-javascript.md).
 * A move before that cancels the pending count, so a client-side redirect counts its target only.
 * No cookie, no stored identifier: the server knows a visitor for one day by a key it cannot reverse.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { pathname: path, search } = window.location;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const send = () =>
      void import('./page-view')
        .then((m) => {
          m.countMarkedTaps();
          if (!cancelled) m.sendPageView(path, search);
        })
        .catch(() => undefined);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(send, { timeout: 3000 });
      else timer = setTimeout(send, 1000);
    };
    const doc = document as Prerendering;
    if (doc.prerendering) doc.addEventListener('prerenderingchange', whenIdle, { once: true });
    else whenIdle();
    return () => {
      cancelled = true;
      doc.removeEventListener('prerenderingchange', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [pathname]);
}
