import { useCallback } from 'react';
import { can, type Permission } from '@shared/permissions';
import { useUser } from '@/lib/session';

/**
 * `(permission) => boolean` for the signed-in user, from the one permission table
 * (src/shared/permissions.ts) the server's guards read: menus and buttons show what the role may do.
 */
export function useCan(): (permission: Permission) => boolean {
  const role = useUser().data?.role;
  return useCallback((permission) => can(role, permission), [role]);
}
