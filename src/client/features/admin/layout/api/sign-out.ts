import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@shared/paths';
import { api } from '@/lib/api-client';
import { userQuery } from '@/lib/session';
import { useSigningOut } from '../signing-out';

/** POST /api/logout, then home (docs/product-spec.md, section 4); the guard does not bounce to /auth on the way out. */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useSigningOut();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/logout'),
    onSuccess: () => {
      signingOut.current = true;
      navigate(paths.home);
      qc.setQueryData(userQuery.queryKey, null);
      // admin data must not linger in the cache after sign-out
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' && q.queryKey[0] !== 'public' });
    },
  });
}
