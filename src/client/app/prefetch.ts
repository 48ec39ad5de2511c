import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { newsPageRedirect, prefetchNewsPage } from '@/features/site/news';
import { prefetchServicePage, servicePageRedirect } from '@/features/site/services';
import { categoriesQuery, contactQuery, publicArticlesQuery } from '@/lib/public-queries';
import { lazyPages } from './routes/site-pages';

/** What a route's prefetch may decide before rendering: a redirect (302) or a status. */
export interface PrefetchResult {
  redirect?: string;
  status?: number;
}

export type RouteParams = Record<string, string | undefined>;
export type Prefetch = (qc: QueryClient, params: RouteParams) => Promise<PrefetchResult | void>;

// Server-side reads must not wait on retries: a failed read renders the page's error state.
const once = <T extends object>(options: T) => ({ ...options, retry: false as const });

const redirectTo = (to: string | null): PrefetchResult => (to ? { redirect: to } : {});

/**
 * Route -> data the server renderer loads before rendering, so the HTML holds the page's text.
 * First match wins: static paths come before the dynamic section paths. Features plug their
 * prefetchers in here (services and news export theirs).
 */
export const prefetchRoutes: { path: string; prefetch?: Prefetch; modules?: string[] }[] = [
  { path: '/', modules: ['src/client/features/site/home/testimonials-section.tsx'] },
  { path: '/contact' },
  { path: '/techdocs', modules: [lazyPages.techdocs.src] },
  {
    path: '/news',
    modules: [lazyPages.news.src],
    prefetch: async (qc, params) => {
      await prefetchNewsPage(qc, params);
      return redirectTo(newsPageRedirect(qc, params));
    },
  },
  { path: '/news/:id', prefetch: prefetchNewsPage, modules: [lazyPages.news.src] },
  { path: '/article/:articleId', prefetch: (qc) => qc.prefetchQuery(once(publicArticlesQuery())) },
  { path: '/category/:categoryId', prefetch: (qc) => qc.prefetchQuery(once(categoriesQuery())) },
  { path: '/admin/*' },
  { path: '/:section', prefetch: async (_qc, params) => redirectTo(servicePageRedirect(params)) },
  { path: '/:section/:item', prefetch: prefetchServicePage, modules: [lazyPages.services.src] },
];

/** Every public page shows the contact details (footer, home contact section, contact dialog). */
const prefetchLayout = (qc: QueryClient) => qc.prefetchQuery(once(contactQuery()));

/**
 * Runs the layout's and the matching route's prefetch; never throws (failed reads stay out of the
 * cache). `modules` names the page's own chunk so the server can preload it.
 */
export async function prefetchForPath(qc: QueryClient, pathname: string): Promise<PrefetchResult & { modules: string[] }> {
  for (const route of prefetchRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const [, result] = await Promise.all([prefetchLayout(qc), route.prefetch?.(qc, match.params)?.catch(() => undefined)]);
    return { ...result, modules: route.modules ?? [] };
  }
  await prefetchLayout(qc);
  return { modules: [] };
}
