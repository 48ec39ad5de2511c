import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Upload } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import type { AdminChanges } from '@shared/schemas/backup';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { forgetSession, useRestoreBackup } from '../api/restore-backup';
import { BACKUP_ACCEPT, MAX_BACKUP_MB, adminChangesOf, changedAdminNames, checkBackupFile, restoreProblem, type BackupFileCheck } from '../lib/backup-file';
import { BackupSection } from './backup-section';
import { RestoreAdminsNotice } from './restore-admins-notice';

/** A labelled text field with its hint under it (the hint is its description). */
function HintedField({
  id,
  label,
  hint,
  onChange,
  ...input
}: { id: string; label: string; hint: string; value: string; onChange: (value: string) => void } & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <div className="grid gap-2 sm:max-w-sm">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/**
 * Choose a backup file (its passphrase when encrypted), confirm with your password (and two-factor
 * code), confirm the admin accounts it changes when the server lists them, confirm that all data
 * is replaced, restore (README "Backups").
 */
export function RestoreBackup() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<BackupFileCheck | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [admins, setAdmins] = useState<AdminChanges | null>(null);
  const [adminsConfirmed, setAdminsConfirmed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsCode = useUser().data?.twoFactorEnabled === true;
  const encrypted = check !== null && 'kind' in check && check.kind === 'encrypted';
  const ready =
    file !== null && check !== null && 'kind' in check && (!encrypted || passphrase !== '') && password !== '' && (!needsCode || code.trim() !== '') && (admins === null || adminsConfirmed);

  const choose = async (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setCheck(null);
    setError(null);
    setAdmins(null);
    setAdminsConfirmed(false);
    if (!chosen) return;
    const result = await checkBackupFile(chosen);
    setCheck(result);
    if ('problem' in result) setError(result.problem === 'tooLarge' ? t('settings.backup.errors.tooLarge', { max: MAX_BACKUP_MB }) : t('settings.backup.errors.notBackup'));
  };

  const run = () => {
    if (!file) return;
    setError(null);
    restore.mutate(
      { file, passphrase: encrypted ? passphrase : '', password, code: needsCode ? code.trim() : '', confirmAdmins: admins && adminsConfirmed ? changedAdminNames(admins) : undefined },
      {
        onSuccess: ({ restored }) => {
          setConfirming(false);
          toast.success(t('settings.backup.restored'), { description: t('settings.backup.restoredText', restored), duration: 10_000 });
          forgetSession(queryClient); // the guard now shows the sign-in page
        },
        onError: (err) => {
          setConfirming(false);
          const changes = adminChangesOf(err);
          if (changes) {
            setAdmins(changes);
            setAdminsConfirmed(false);
            return;
          }
          const problem = restoreProblem(err);
          if (problem === 'code') setCode(''); // a code is used once
          if (problem === 'other') setError(t('settings.backup.errors.failed', { reason: errorMessage(err) }));
          else setError(t(`settings.backup.errors.${problem}`, { max: MAX_BACKUP_MB, row: err instanceof ApiError ? Object.keys(err.fieldErrors ?? {})[0] : '' }));
        },
      },
    );
  };

  return (
    <BackupSection id={id} title={t('settings.backup.restore')} text={t('settings.backup.restoreText')} danger>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor={`${id}-file`}>{t('settings.backup.file')}</Label>
        <Input id={`${id}-file`} type="file" accept={BACKUP_ACCEPT} disabled={restore.isPending} onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      {encrypted && (
        <HintedField id={`${id}-passphrase`} label={t('settings.backup.restorePassphrase')} hint={t('settings.backup.encrypted')} type="password" autoComplete="off" value={passphrase} onChange={setPassphrase} />
      )}
      <HintedField
        id={`${id}-password`}
        label={t('settings.backup.currentPassword')}
        hint={t('settings.backup.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {needsCode && (
        <HintedField id={`${id}-code`} label={t('settings.backup.code')} hint={t('settings.backup.codeHint')} autoComplete="one-time-code" inputMode="text" value={code} onChange={setCode} />
      )}
      {admins && <RestoreAdminsNotice id={id} changes={admins} confirmed={adminsConfirmed} onConfirmedChange={setAdminsConfirmed} />}
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <div>
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!ready || restore.isPending}>
          {restore.isPending ? <Spinner aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {restore.isPending ? t('settings.backup.restoring') : t('settings.backup.restoreButton')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.backup.confirmTitle')}
        description={
          <>
            {t('settings.backup.confirmText', { filename: file?.name ?? '' })}
            {restore.isPending && (
              <span role="status" className="mt-3 flex items-center gap-2 font-medium text-foreground">
                <Spinner aria-hidden="true" />
                {t('settings.backup.progress', { filename: file?.name ?? '' })}
              </span>
            )}
          </>
        }
        confirmLabel={t('settings.backup.confirm')}
        pending={restore.isPending}
        pendingLabel={t('settings.backup.restoring')}
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      />
    </BackupSection>
  );
}
