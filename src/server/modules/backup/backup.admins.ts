import { adminChangeKinds, type AdminChanges, type BackupRow } from '../../../shared/schemas/backup';
import { AppError } from '../../lib/errors';

/** What of an account decides who can administer the site. */
export interface AccountKey {
  username: string;
  role: string;
  password: string;
  disabled: boolean;
}

export const accountOfRow = (row: BackupRow): AccountKey => ({
  username: String(row.username),
  role: String(row.role),
  password: String(row.password),
  disabled: row.disabled_at != null,
});

/**
 * The admin accounts a restore would add, remove or change (a password hash, a role or the
 * disabled state), by username: a tampered file could otherwise bring its own admin in.
 */
export function adminChanges(current: AccountKey[], incoming: AccountKey[]): AdminChanges {
  const now = new Map(current.map((a) => [a.username, a]));
  const next = new Map(incoming.map((a) => [a.username, a]));
  const isAdmin = (a: AccountKey | undefined) => a?.role === 'admin';
  const changes: AdminChanges = { added: [], removed: [], changed: [] };
  const names = new Set([...current, ...incoming].filter(isAdmin).map((a) => a.username));
  for (const name of [...names].sort()) {
    const before = now.get(name);
    const after = next.get(name);
    if (!before) changes.added.push(name);
    else if (!after) changes.removed.push(name);
    else if (before.role !== after.role || before.password !== after.password || before.disabled !== after.disabled) changes.changed.push(name);
  }
  return changes;
}

const listed = (changes: AdminChanges) => [...new Set(adminChangeKinds.flatMap((kind) => changes[kind]))].sort();

/**
 * A 409 RESTORE_ADMINS_CHANGED unless there are no changes or `confirmed` names exactly the
 * usernames that change (the screen's checkbox sends the list it showed).
 */
export function assertAdminsConfirmed(changes: AdminChanges, confirmed: string[] | undefined): void {
  const names = listed(changes);
  if (names.length === 0) return;
  const given = [...new Set(confirmed ?? [])].sort();
  if (given.length === names.length && given.every((name, i) => name === names[i])) return;
  const summary = adminChangeKinds.filter((kind) => changes[kind].length > 0).map((kind) => `${kind} ${changes[kind].join(', ')}`);
  throw new AppError(
    409,
    'RESTORE_ADMINS_CHANGED',
    `the backup's admin accounts differ from the current ones (${summary.join('; ')}): restore again confirming these usernames (confirmAdmins)`,
    changes,
  );
}
