import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Language } from '@shared/languages';
import { trustDetailsQuery } from '@/lib/home-content-queries';
import { contactQuery } from '@/lib/public-queries';
import { once, type PrefetchResult } from './route-prefetch';
import { routeTable } from './route-table';


/**
 * Route -> data the server renderer loads before rendering, so the HTML holds the page's text:
 * the public routes of the table, in its order (first match wins). The back office is not
 * server-rendered.
 */
export const prefetchRoutes = routeTable.site;

/** Every public page shows the contact details (footer, home contact section, contact dialog) and the trust details (footer). */
const prefetchLayout = (qc: QueryClient, lang: Language) => Promise.all([qc.prefetchQuery(once(contactQuery(lang))), qc.prefetchQuery(once(trustDetailsQuery()))]);

/** A route parameter as the page's useParams() sees it: percent-decoded (a malformed escape stays as it is). */
function decoded(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value === undefined ? value : decode(value)]));
}

/**
 * Runs the layout's and the matching route's prefetch; never throws (failed reads stay out of the
 * cache). `modules` names the page's own chunk so the server can preload it.
 */
export async function prefetchForPath(qc: QueryClient, pathname: string, lang: Language, query?: URLSearchParams): Promise<PrefetchResult & { modules: string[] }> {
  for (const route of prefetchRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const [, result] = await Promise.all([prefetchLayout(qc, lang), route.prefetch?.(qc, decoded(match.params), lang, query)?.catch(() => undefined)]);
    return { ...result, modules: route.chunk ? [route.chunk] : [] };
  }
  await prefetchLayout(qc, lang);
  return { modules: [] };
}
