import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupFilename,
  type AdminChanges,
  type BackupFile,
  type BackupTables,
  type RestoreConfirmation,
  type RestoreOptions,
  type RestoreResult,
} from '../../../shared/schemas/backup';
import type { AuditChange } from '../../../shared/schemas/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditRecorder } from '../audit/audit.recorder';
import { accountOfRow, adminChanges, assertAdminsConfirmed } from './backup.admins';
import { assertSafeFiles, cleanTables } from './backup.content';
import { encryptBackup } from './backup.crypto';
import { readBackupFile } from './backup.file';
import { backupRepository } from './backup.repository';

export interface BackupDownload {
  filename: string;
  /** the file's text: the backup's JSON, or the encrypted envelope's */
  json: string;
}

/** Who is checked, and from where: the sign-in limits count by account and address. */
export interface CheckedAdmin {
  id: number;
  username: string;
  ip: string | undefined;
}

/** The auth module's checks of the restoring admin, under the sign-in limits (wired in the composition root). */
export interface IdentityCheck {
  password(admin: CheckedAdmin, password: string): Promise<boolean>;
  /** a TOTP code not used before, or an unused recovery code (used up by the check) */
  twoFactorCode(admin: CheckedAdmin, code: string): Promise<boolean>;
}

/** The signed-in admin asking for a restore. */
export interface RestoringAdmin {
  actor: Actor;
  userId: number;
  username: string;
  twoFactorEnabled: boolean;
}

/** A file read, checked and cleaned, ready to write. */
interface Prepared {
  tables: BackupTables;
  sha256: string;
  cleaned: number;
  file: BackupFile;
}

const forbidden = (code: 'CURRENT_PASSWORD_REQUIRED' | 'CURRENT_PASSWORD_WRONG' | 'TWO_FACTOR_REQUIRED' | 'INVALID_TWO_FACTOR_CODE', message: string) => new AppError(403, code, message);

/**
 * Backups and restores of all site data (README "Backups"): the file holds users with their
 * password hashes, so it is for admins only, and a passphrase encrypts it. A restore replaces every
 * account, so through the API it is confirmed with the admin's password (and two-factor code).
 */
export function backupService(db: Db, cache: PublicCache, audit: AuditRecorder, identity?: IdentityCheck) {
  const repo = backupRepository(db);

  /** Every table as of one moment, whatever is written meanwhile. */
  const snapshot = (): Promise<BackupTables> => withTransaction(db, (tx) => backupRepository(tx).readAll(), { isolationLevel: 'repeatable read', accessMode: 'read only' });

  /** The whole file is checked, and cleaned as a save would, before anything is written. */
  async function prepare(text: string, passphrase: string | undefined): Promise<Prepared> {
    const file = await readBackupFile(text, passphrase);
    await assertSafeFiles(file.tables);
    const { tables, cleaned } = cleanTables(file.tables);
    return { tables: tables as BackupTables, sha256: createHash('sha256').update(text, 'utf8').digest('hex'), cleaned, file };
  }

  /**
   * Written in one transaction with its audit entry (after the restored log, so it survives).
   * Afterwards every session has ended (the restored accounts replace the ones that signed in, and
   * an old session's user id may now name another account) and every server's public caches are
   * emptied.
   */
  async function write(prepared: Prepared, replace: boolean, actor: Actor | null, confirmAdmins?: string[]): Promise<RestoreResult> {
    const restored = await withTransaction(db, async (tx) => {
      const rows = backupRepository(tx);
      await rows.lockAll();
      // the accounts compared again under the lock: what the admin confirmed is what is replaced
      const admins = adminChanges(await rows.accounts(), prepared.file.tables.users.map(accountOfRow));
      if (confirmAdmins !== undefined) assertAdminsConfirmed(admins, confirmAdmins);
      const counts = await rows.replaceAll(prepared.tables, replace);
      await audit.record(tx, actor, { action: 'restore', entityType: 'export', entityLabel: actor ? 'backup' : 'backup (npm run restore)', changes: auditChanges(prepared, counts, admins) });
      return counts;
    });
    await cache.invalidate();
    await repo.analyze().catch(() => {}); // statistics only: the restore has committed whatever happens here
    return { restored, signedOut: true };
  }

  async function confirmIdentity(admin: RestoringAdmin, { password, code }: RestoreConfirmation): Promise<void> {
    if (!identity) throw new Error('backupService: no identity check configured for restores through the API');
    const checked: CheckedAdmin = { id: admin.userId, username: admin.username, ip: admin.actor.ip ?? undefined };
    if (!password) throw forbidden('CURRENT_PASSWORD_REQUIRED', 'a restore replaces every account: confirm it with your current password (password)');
    if (!(await identity.password(checked, password))) throw forbidden('CURRENT_PASSWORD_WRONG', 'your current password is wrong: nothing was restored');
    if (!admin.twoFactorEnabled) return;
    if (!code) throw forbidden('TWO_FACTOR_REQUIRED', 'your two-factor sign-in is on: confirm the restore with a code (code)');
    if (!(await identity.twoFactorCode(checked, code))) throw forbidden('INVALID_TWO_FACTOR_CODE', 'the two-factor code is wrong or was already used: nothing was restored');
  }

  return {
    async create({ passphrase }: { passphrase?: string }, now = new Date()): Promise<BackupDownload> {
      const file: Omit<BackupFile, 'tables'> & { tables: BackupTables } = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), tables: await snapshot() };
      const json = JSON.stringify(file, null, 1);
      if (!passphrase) return { filename: backupFilename(now, false), json };
      return { filename: backupFilename(now, true), json: JSON.stringify(await encryptBackup(json, passphrase)) };
    },

    /**
     * The command line's restore (`npm run restore`, which has the server's access anyway): no
     * password and no admin-accounts confirmation, but the same checks and cleaning, and an entry
     * in the audit log by the system.
     */
    async restore(text: string, { replace, passphrase }: RestoreOptions): Promise<RestoreResult> {
      return write(await prepare(text, passphrase), replace, null);
    },

    /**
     * POST /api/restore: the file is checked first (400), then the admin accounts it would change
     * must be confirmed (409 RESTORE_ADMINS_CHANGED listing them), then the admin's password and
     * code (403); the accounts are compared again under the restore's lock.
     */
    async restoreAsAdmin(admin: RestoringAdmin, text: string, { replace, passphrase }: RestoreOptions, confirmation: RestoreConfirmation): Promise<RestoreResult> {
      const prepared = await prepare(text, passphrase);
      const confirmAdmins = confirmation.confirmAdmins ?? [];
      assertAdminsConfirmed(adminChanges(await repo.accounts(), prepared.file.tables.users.map(accountOfRow)), confirmAdmins);
      // after the file's checks, so a two-factor code is not used up by a refusal the admin must answer first
      await confirmIdentity(admin, confirmation);
      return write(prepared, replace, admin.actor, confirmAdmins);
    },
  };
}
export type BackupService = ReturnType<typeof backupService>;

/** The entry names the file (its sha256), the rows written per table, the HTML values cleaned and the admin accounts changed. */
function auditChanges({ sha256, cleaned }: Prepared, restored: Record<string, number>, admins: AdminChanges): AuditChange[] {
  const changes: AuditChange[] = [{ field: 'sha256', from: null, to: sha256 }];
  for (const [table, rows] of Object.entries(restored)) changes.push({ field: `rows.${table}`, from: null, to: rows });
  if (cleaned > 0) changes.push({ field: 'cleaned', from: null, to: cleaned });
  for (const [kind, names] of Object.entries(admins)) if (names.length > 0) changes.push({ field: `admins.${kind}`, from: null, to: names });
  return changes;
}
