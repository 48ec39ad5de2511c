import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { defaultItem, sectionByType } from '@shared/catalog';
import { newestNewsPath } from '@/features/site/news/news-order';
import {
  articlesByCategoryQuery,
  articlesByTypeQuery,
  categoriesQuery,
  contactQuery,
  publicArticleQuery,
  publicArticlesQuery,
} from '@/lib/public-queries';
// TODO(lead): B2's prefetchers replace the interim ones below once they exist:
// import { prefetchServicePage } from '@/features/site/services';
// import { prefetchNewsPage } from '@/features/site/news';

/** What a route's prefetch may decide before rendering: a redirect (302) or a status. */
export interface PrefetchResult {
  redirect?: string;
  status?: number;
}

export type RouteParams = Record<string, string | undefined>;
export type Prefetch = (qc: QueryClient, params: RouteParams) => Promise<PrefetchResult | void>;

// Server-side reads must not wait on retries: a failed read renders the page's error state.
const once = <T extends object>(options: T) => ({ ...options, retry: false as const });

async function prefetchServicePage(qc: QueryClient, params: RouteParams): Promise<void> {
  const section = sectionByType(params.section ?? '');
  if (!section) return;
  await Promise.all([qc.prefetchQuery(once(articlesByCategoryQuery(section.category))), qc.prefetchQuery(once(categoriesQuery()))]);
}

async function prefetchNewsPage(qc: QueryClient, params: RouteParams): Promise<void> {
  const id = Number(params.id);
  await Promise.all([
    qc.prefetchQuery(once(articlesByTypeQuery('news'))),
    Number.isInteger(id) && id > 0 ? qc.prefetchQuery(once(publicArticleQuery(id))) : Promise.resolve(),
  ]);
}

const prefetchSection: Prefetch = async (_qc, params) => {
  const section = sectionByType(params.section ?? '');
  if (section) return { redirect: `${section.basePath}/${defaultItem(section.type)}` };
};

const prefetchNewsIndex: Prefetch = async (qc, params) => {
  await prefetchNewsPage(qc, params);
  const news = qc.getQueryData(articlesByTypeQuery('news').queryKey);
  const newest = news ? newestNewsPath(news) : null;
  if (newest) return { redirect: newest };
};

/**
 * Route -> data the server renderer loads before rendering, so the HTML holds the page's text.
 * First match wins: static paths come before the dynamic section paths.
 */
export const prefetchRoutes: { path: string; prefetch?: Prefetch }[] = [
  { path: '/' },
  { path: '/contact' },
  { path: '/techdocs' },
  { path: '/news', prefetch: prefetchNewsIndex },
  { path: '/news/:id', prefetch: prefetchNewsPage },
  { path: '/article/:articleId', prefetch: (qc) => qc.prefetchQuery(once(publicArticlesQuery())) },
  { path: '/category/:categoryId', prefetch: (qc) => qc.prefetchQuery(once(categoriesQuery())) },
  { path: '/admin/*' },
  { path: '/:section', prefetch: prefetchSection },
  { path: '/:section/:item', prefetch: prefetchServicePage },
];

/** Every public page shows the contact details (footer, home contact section, contact dialog). */
const prefetchLayout = (qc: QueryClient) => qc.prefetchQuery(once(contactQuery()));

/** Runs the layout's and the matching route's prefetch; never throws (failed reads stay out of the cache). */
export async function prefetchForPath(qc: QueryClient, pathname: string): Promise<PrefetchResult> {
  for (const route of prefetchRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const [, result] = await Promise.all([prefetchLayout(qc), route.prefetch?.(qc, match.params).catch(() => undefined)]);
    return result ?? {};
  }
  await prefetchLayout(qc);
  return {};
}
