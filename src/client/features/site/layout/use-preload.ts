import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sections } from '@shared/catalog';
import type { Language } from '@shared/languages';
import { useContentLanguage } from '@/lib/content-language';
import { articlesByCategoryQuery, contactQuery, publicArticlesQuery } from '@/lib/public-queries';

export const PRELOAD_TIMEOUT_MS = 3000;
const PRELOADED_FRESH_MS = 60_000;

/** Spec section 4: all articles, the contact details and the five service categories. */
export function preloadSiteData(qc: QueryClient, lang: Language): Promise<PromiseSettledResult<unknown>[]> {
  const fresh = { staleTime: PRELOADED_FRESH_MS };
  return Promise.allSettled([
    qc.fetchQuery({ ...publicArticlesQuery(lang), ...fresh }),
    qc.fetchQuery(contactQuery(lang)),
    ...sections.map((s) => qc.fetchQuery({ ...articlesByCategoryQuery(s.category, lang), ...fresh })),
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
      void preloadSiteData(qc, lang).then((results) => {
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
