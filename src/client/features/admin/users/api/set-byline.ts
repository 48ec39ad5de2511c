import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffByline, StaffBylineInput, StaffUser } from '@shared/schemas/staff';
import { userKeys } from './users-keys';

export function setUserByline(id: number, byline: StaffBylineInput): Promise<StaffUser> {
  return api.put<StaffUser>(`/api/users/${id}/byline`, { ...byline });
}

/** PUT /api/users/:id/byline: an account's public name and title, set by an admin. */
export function useSetUserByline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, byline }: { id: number; byline: StaffByline }) => setUserByline(id, byline),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
