import { QueryClient } from '@tanstack/react-query';
import { setQueryClientTransport, type ApiTransport } from './api-client';

/**
 * Defaults of docs/product-spec.md, section 9: fresh 60 s, kept 5 minutes, one retry, mutations
 * never retried. Public queries reach the API through `transport` (fetch unless given).
 */
export function createQueryClient(transport?: ApiTransport): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  if (transport) setQueryClientTransport(client, transport);
  return client;
}
