import { ApiError } from '@/lib/api-client';
import { BACKUP_FORMAT, ENCRYPTED_BACKUP_FORMAT, MAX_BACKUP_BYTES } from '@shared/schemas/backup';
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

export type RestoreProblem = 'passphrase' | 'invalid' | 'tooLarge' | 'other';

/** Which of the screen's messages a failed restore gets (by code and field, never by the server's text). */
export function restoreProblem(err: unknown): RestoreProblem {
  if (!(err instanceof ApiError)) return 'other';
  if (err.fieldErrors?.passphrase) return 'passphrase';
  if (err.code === 'VALIDATION') return 'invalid';
  if (err.code === 'PAYLOAD_TOO_LARGE') return 'tooLarge';
  return 'other';
}

/** Saves a blob made in the page under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  triggerDownload(url, filename);
  // the browser has taken the link once the click has run; a moment later the memory can go
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
