import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Redirect, RedirectInput } from '@shared/schemas/redirects';
import { redirectKeys } from './redirect-keys';

/** POST /api/redirects (201) for a new one, PUT /api/redirects/:id for an existing one. */
export function saveRedirect(id: number | null, input: RedirectInput): Promise<Redirect> {
  return id === null ? api.post<Redirect>('/api/redirects', input) : api.put<Redirect>(`/api/redirects/${id}`, input);
}

/**
 * Saving may collapse a chain (A→B, B→C becomes A→C) and takes an address off the not-found list,
 * so every redirect query is stale afterwards.
 */
export function useSaveRedirect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RedirectInput }) => saveRedirect(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: redirectKeys.all }),
  });
}
