import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';

/** What a route's prefetch may decide before rendering: a redirect (302) or a status. */
export interface PrefetchResult {
  redirect?: string;
  status?: number;
}

export type RouteParams = Record<string, string | undefined>;
export type Prefetch = (qc: QueryClient, params: RouteParams, lang: Language) => Promise<PrefetchResult | void>;

// Server-side reads must not wait on retries: a failed read renders the page's error state.
export const once = <T extends object>(options: T) => ({ ...options, retry: false as const });

export const redirectTo = (to: string | null): PrefetchResult => (to ? { redirect: to } : {});
