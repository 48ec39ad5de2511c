import { createElement, lazy, useEffect, type ComponentType } from 'react';

/**
 * A lazy component whose code is fetched only when its place on the page comes near the viewport
 * (400 px ahead). On a server-rendered page React keeps the server's HTML of its Suspense boundary
 * in place and hydrates it once the code has arrived, so a section far below the fold costs the
 * first visit nothing (docs/decisions/0010-first-load-javascript.md). `anchorId` names an element of
 * the section's server HTML; when it is not in the page (a client-side navigation), the code is
 * fetched at once; the visitor's first click, touch, key or focus fetches it as well. The server loads it at once.
 * A click on one of its buttons before it is hydrated, which React drops, is replayed once it is.
 */
export function lazyWhenNear<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(() => {
    const replay = missedClicks(anchorId);
    return nearViewport(anchorId)
      .then(load)
      .then((Component) => ({
        default: function Hydrated(props: P) {
          useEffect(replay, []);
          return createElement(Component, props);
        },
      }));
  });
}

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

function nearViewport(anchorId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const anchor = document.getElementById(anchorId);
  if (!anchor) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of interactions) document.removeEventListener(type, done, true);
      window.removeEventListener('popstate', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: '400px 0px' });
    observer.observe(anchor);
    // React cannot update a part still waiting to hydrate, so a navigation that re-renders it (the
    // footer stays on every page) would wait for its code: the first touch, click or key, which is
    // what navigates, fetches it too
    for (const type of interactions) document.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('popstate', done);
  });
}

/**
 * Watches for a click on a button (type=button: links and submits work without script) inside the
 * anchor that React drops because the part is not hydrated yet: React stops such a click at its root,
 * so it never bubbles up to the document. Returns what replays the last one, after the event in progress.
 */
function missedClicks(anchorId: string): () => void {
  let missed: HTMLElement | null | undefined;
  const seen = (e: Event) => (missed = (e.target as Element).closest?.<HTMLElement>(`#${anchorId} button[type=button]`));
  const handled = () => (missed = null);
  const listen = (on: boolean) => {
    if (typeof document === 'undefined') return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    document[method]('click', seen, true);
    document[method]('click', handled);
  };
  listen(true);
  return () => {
    setTimeout(() => {
      listen(false);
      missed?.click();
      missed = null;
    });
  };
}
