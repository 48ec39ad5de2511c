import { QueryClient } from '@tanstack/react-query';

/** Defaults of spec section 9: fresh 60 s, kept 5 minutes, one retry, mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
