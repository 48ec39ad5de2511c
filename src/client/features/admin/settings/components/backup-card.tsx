import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { MIN_PASSPHRASE } from '@shared/schemas/backup';
import { useCreateBackup } from '../api/create-backup';
import { saveBlob } from '../lib/backup-file';
import { RestoreBackup } from './restore-backup';
import { BackupSection } from './backup-section';

/** "Backup and restore": the whole site as one file, and back (README "Backups"). */
export function BackupCard() {
  const { t } = useTranslation('admin');
  return (
    <Card data-testid="backup-card">
      <CardHeader>
        <CardTitle>{t('settings.backup.title')}</CardTitle>
        <CardDescription>{t('settings.backup.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DownloadBackup />
        <RestoreBackup />
      </CardContent>
    </Card>
  );
}

function DownloadBackup() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const id = useId();
  const backup = useCreateBackup();
  const [passphrase, setPassphrase] = useState('');
  const tooShort = passphrase.length > 0 && passphrase.length < MIN_PASSPHRASE;

  const download = () =>
    backup.mutate(passphrase, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        toast.success(t('settings.backup.downloaded'), { description: t('settings.backup.downloadedText', { filename }) });
      },
      onError: (err) => toast.error(t('settings.backup.downloadFailed'), { description: errorMessage(err) }),
    });

  return (
    <BackupSection id={id} title={t('settings.backup.download')} text={t('settings.backup.downloadText')}>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor={`${id}-passphrase`}>{t('settings.backup.passphrase')}</Label>
        <Input
          id={`${id}-passphrase`}
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(e) => setPassphrase(e.target.value)}
          aria-invalid={tooShort || undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={tooShort ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {tooShort ? t('settings.backup.passphraseTooShort', { min: MIN_PASSPHRASE }) : t('settings.backup.passphraseHint')}
        </p>
      </div>
      <div>
        <Button onClick={download} disabled={backup.isPending || tooShort}>
          {backup.isPending ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
          {backup.isPending ? t('settings.backup.downloading') : t('settings.backup.download')}
        </Button>
      </div>
    </BackupSection>
  );
}
