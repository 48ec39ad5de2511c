import { BACKUP_FORMAT, BACKUP_VERSION, backupFilename, type BackupFile, type BackupTables, type RestoreOptions, type RestoreResult } from '../../../shared/schemas/backup';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import { encryptBackup } from './backup.crypto';
import { readBackupFile } from './backup.file';
import { backupRepository } from './backup.repository';

export interface BackupDownload {
  filename: string;
  /** the file's text: the backup's JSON, or the encrypted envelope's */
  json: string;
}

/**
 * Backups and restores of all site data (README "Backups"): the file holds users with their
 * password hashes, so it is for admins only, and a passphrase encrypts it.
 */
export function backupService(db: Db, cache: PublicCache) {
  const repo = backupRepository(db);
  return {
    async create({ passphrase }: { passphrase?: string }, now = new Date()): Promise<BackupDownload> {
      const file: Omit<BackupFile, 'tables'> & { tables: BackupTables } = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), tables: await repo.readAll() };
      const json = JSON.stringify(file, null, 1);
      if (!passphrase) return { filename: backupFilename(now, false), json };
      return { filename: backupFilename(now, true), json: JSON.stringify(await encryptBackup(json, passphrase)) };
    },

    /**
     * The whole file is checked before anything is written, then written in one transaction.
     * Afterwards every session has ended (the restored accounts replace the ones that signed in,
     * and an old session's user id may now name another account) and every server's public
     * caches are emptied.
     */
    async restore(text: string, { replace, passphrase }: RestoreOptions): Promise<RestoreResult> {
      const file = await readBackupFile(text, passphrase);
      const restored = await repo.restore(file.tables, replace);
      await cache.invalidate();
      await repo.analyze().catch(() => {}); // statistics only: the restore has committed whatever happens here
      return { restored, signedOut: true };
    },
  };
}
export type BackupService = ReturnType<typeof backupService>;
