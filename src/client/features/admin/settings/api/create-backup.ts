import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backupFilename } from '@shared/schemas/backup';

export interface BackupDownload {
  blob: Blob;
  filename: string;
}

/** POST /api/backup: the whole site as one JSON file, encrypted when a passphrase is given. */
export async function createBackup(passphrase: string): Promise<BackupDownload> {
  const file = await api.post<unknown>('/api/backup', passphrase ? { passphrase } : {});
  return { blob: new Blob([JSON.stringify(file)], { type: 'application/json' }), filename: backupFilename(new Date(), Boolean(passphrase)) };
}

/** A mutation: it runs on request only and is never retried. */
export function useCreateBackup() {
  return useMutation({ mutationFn: createBackup });
}
