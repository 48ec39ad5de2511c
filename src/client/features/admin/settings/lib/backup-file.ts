import { ApiError } from '@/lib/api-client';
import type { ErrorCode } from '@shared/error-codes';
import { BACKUP_FORMAT, ENCRYPTED_BACKUP_FORMAT, MAX_BACKUP_BYTES, adminChangeKinds, type AdminChanges } from '@shared/schemas/backup';
import { triggerDownload } from '../../shared/download-file';

export const BACKUP_ACCEPT = '.json,application/json';
export const MAX_BACKUP_MB = MAX_BACKUP_BYTES / 1024 / 1024;

export type BackupFileCheck = { kind: 'plain' | 'encrypted' } | { problem: 'tooLarge' | 'notBackup' };

/** What the chosen file is, from its first bytes (both kinds start with their format), before anything is uploaded. */
export async function checkBackupFile(file: Blob): Promise<BackupFileCheck> {
  if (file.size > MAX_BACKUP_BYTES) return { problem: 'tooLarge' };
  const head = await file.slice(0, 1024).text();
  const format = /^\uFEFF?\s*\{\s*"format"\s*:\s*"([^"]*)"/.exec(head)?.[1];
  if (format === ENCRYPTED_BACKUP_FORMAT) return { kind: 'encrypted' };
  if (format === BACKUP_FORMAT) return { kind: 'plain' };
  return { problem: 'notBackup' };
}

export type RestoreProblem = 'passphrase' | 'invalid' | 'tooLarge' | 'password' | 'code' | 'unsafeUpload' | 'other';

const problemByCode: Partial<Record<ErrorCode, RestoreProblem>> = {
  VALIDATION: 'invalid',
  PAYLOAD_TOO_LARGE: 'tooLarge',
  CURRENT_PASSWORD_REQUIRED: 'password',
  CURRENT_PASSWORD_WRONG: 'password',
  TWO_FACTOR_REQUIRED: 'code',
  INVALID_TWO_FACTOR_CODE: 'code',
  RESTORE_UNSAFE_UPLOAD: 'unsafeUpload',
};

/** Which of the screen's messages a failed restore gets (by code and field, never by the server's text). */
export function restoreProblem(err: unknown): RestoreProblem {
  if (!(err instanceof ApiError)) return 'other';
  if (err.fieldErrors?.passphrase) return 'passphrase';
  return problemByCode[err.code] ?? 'other';
}

/** The admin accounts a 409 RESTORE_ADMINS_CHANGED listed, or null for any other error. */
export function adminChangesOf(err: unknown): AdminChanges | null {
  if (!(err instanceof ApiError) || err.code !== 'RESTORE_ADMINS_CHANGED') return null;
  const list = (kind: (typeof adminChangeKinds)[number]) => err.fieldErrors?.[kind] ?? [];
  return { added: list('added'), removed: list('removed'), changed: list('changed') };
}

/** Every username of the changes, as the server compares the confirmation. */
export const changedAdminNames = (changes: AdminChanges): string[] => [...new Set(adminChangeKinds.flatMap((kind) => changes[kind]))].sort();

/** Saves a blob made in the page under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  triggerDownload(url, filename);
  // the browser has taken the link once the click has run; a moment later the memory can go
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
