import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { userQuery } from '@/lib/session';

/**
 * POST /api/logout, then home (spec section 4). The page leaves first and the user is cleared
 * after, so the protected-route guard never sends the admin to /auth on the way out.
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/logout'),
    onSuccess: () => {
      navigate('/');
      qc.setQueryData(userQuery.queryKey, null);
      // admin data must not linger in the cache after sign-out
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' && q.queryKey[0] !== 'public' });
    },
  });
}
