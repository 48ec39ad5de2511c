import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQuery } from '@/lib/session';
import type { RestoreResult } from '@shared/schemas/backup';

export interface RestoreRequest {
  file: File;
  passphrase: string;
  /** the admin's current password, and a two-factor code when theirs is on (README "Backups") */
  password: string;
  code: string;
  /** the admin usernames a 409 RESTORE_ADMINS_CHANGED listed, once the admin has confirmed them */
  confirmAdmins?: string[];
}

/** POST /api/restore as multipart; the screen always replaces the site's data (its dialog says so). */
export function restoreBackup({ file, passphrase, password, code, confirmAdmins }: RestoreRequest): Promise<RestoreResult> {
  const body = new FormData();
  body.append('replace', 'true');
  if (passphrase) body.append('passphrase', passphrase);
  body.append('password', password);
  if (code) body.append('code', code);
  if (confirmAdmins) body.append('confirmAdmins', JSON.stringify(confirmAdmins));
  body.append('file', file);
  return api.post<RestoreResult>('/api/restore', body);
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}

/**
 * After a restore every session has ended, the restorer's too: forget the user and every read
 * (the data is another), so the admin guard shows the sign-in page.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(userQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQuery.queryKey[0] });
}
