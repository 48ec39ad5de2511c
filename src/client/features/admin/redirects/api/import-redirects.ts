import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RedirectImportAnswer } from '@shared/schemas/redirects';
import { redirectKeys } from './redirect-keys';

/** POST /api/redirects/import: lines of `from,to[,status]`; the answer counts what was created and updated and lists each refused line. */
export function importRedirects(csv: string): Promise<RedirectImportAnswer> {
  return api.post<RedirectImportAnswer>('/api/redirects/import', { csv });
}

export function useImportRedirects() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importRedirects(csv),
    onSuccess: () => qc.invalidateQueries({ queryKey: redirectKeys.all }),
  });
}
