import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';

/** What a route's prefetch may decide before rendering: a redirect (302) or a status. */
export interface PrefetchResult {
  redirect?: string;
  status?: number;
}

export type RouteParams = Record<string, string | undefined>;
/** `query`: the address's query string (the search page reads q) */
export type Prefetch = (qc: QueryClient, params: RouteParams, lang: Language, query?: URLSearchParams) => Promise<PrefetchResult | void>;

// Server-side reads must not wait on retries: a failed read renders the page's error state.
export const once = <T extends object>(options: T) => ({ ...options, retry: false as const });

export const redirectTo = (to: string | null): PrefetchResult => (to ? { redirect: to } : {});
