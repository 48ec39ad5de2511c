import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sections } from '@shared/catalog';
import type { Language } from '@shared/languages';
import { useContentLanguage } from '@/lib/content-language';
import { articleIndexPagesQuery, articleIndexQuery, contactQuery } from '@/lib/public-queries';

export const PRELOAD_TIMEOUT_MS = 3000;
const PRELOADED_FRESH_MS = 60_000;

/**
 * Spec section 4: all articles, the contact details and the five service categories, read from the
 * lean index (no content: a page fetches the article it shows). A server-rendered page already
 * holds its own data, so there (`rendered`) the index of every article is left out: the menus need
 * only their categories, and a first visit stays the same size however many articles the site has
 * (docs/decisions/0008-lean-site-data.md).
 */
export function preloadSiteData(qc: QueryClient, lang: Language, rendered = false): Promise<PromiseSettledResult<unknown>[]> {
  const fresh = { staleTime: PRELOADED_FRESH_MS };
  return Promise.allSettled([
    ...(rendered ? [] : [qc.fetchQuery({ ...articleIndexQuery(lang), ...fresh })]),
    qc.fetchQuery(contactQuery(lang)),
    // each section's first page, as its menu and sidebar read it (docs/decisions/0032-paged-lists.md)
    ...sections.map((s) => qc.fetchInfiniteQuery({ ...articleIndexPagesQuery(lang, { category: s.category }), ...fresh })),
  ]);
}

/**
 * Runs the start-up preload once; `done` turns true when it finishes or after 3 s, whichever is
 * first. A failure is only logged (数据预加载失败) and blocks nothing. A hydrated page already shows
 * its content, so there the preload waits for an idle moment instead of competing with it.
 */
export function usePreload(deferred: boolean): boolean {
  const qc = useQueryClient();
  const lang = useContentLanguage();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const finish = () => !cancelled && setDone(true);
    const timeout = window.setTimeout(finish, PRELOAD_TIMEOUT_MS);
    const run = () =>
      void preloadSiteData(qc, lang, deferred).then((results) => {
        if (results.some((r) => r.status === 'rejected')) console.warn('数据预加载失败', results.filter((r) => r.status === 'rejected'));
        finish();
      });
    // requestIdleCallback is missing in Safari: a short timer stands in
    const idle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    if (!deferred) run();
    else handle = idle ? window.requestIdleCallback(run, { timeout: 4000 }) : window.setTimeout(run, 1500);
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
      if (handle === undefined) return;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [qc, deferred, lang]);
  return done;
}
