import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role } from '@shared/schemas/auth';
import type { DeletedStaffUser, StaffUser, StaffUserWithPassword } from '@shared/schemas/staff';
import { userKeys } from './users-keys';

/** The users screen's actions on one account; each refreshes the list. */
export type UserAction =
  | { kind: 'role'; role: Role }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'resetPassword' }
  | { kind: 'resetTwoFactor' }
  | { kind: 'delete' };

/** What the account's menu offers: an action, or a dialog of its own (the public byline, the role picker). */
export type UserMenuChoice = Exclude<UserAction, { kind: 'role' }> | { kind: 'byline' } | { kind: 'chooseRole' };

export type UserActionAnswer = StaffUser | StaffUserWithPassword | DeletedStaffUser;

export function runUserAction(id: number, action: UserAction): Promise<UserActionAnswer> {
  const base = `/api/users/${id}`;
  switch (action.kind) {
    case 'role':
      return api.patch<StaffUser>(base, { role: action.role });
    case 'disable':
      return api.post<StaffUser>(`${base}/disable`);
    case 'enable':
      return api.post<StaffUser>(`${base}/enable`);
    case 'resetPassword':
      return api.post<StaffUserWithPassword>(`${base}/reset-password`);
    case 'resetTwoFactor':
      return api.post<StaffUser>(`${base}/reset-two-factor`);
    case 'delete':
      return api.delete<DeletedStaffUser>(base);
  }
}

export function useUserAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) => runUserAction(id, action),
    // a refusal (SELF_LOCKOUT, LAST_ADMIN) may mean the list is stale too
    onSettled: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
