import { QrCode, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import type { SocialPlatform } from '@shared/catalog';
import type { QrcodeField } from '@shared/schemas/contact';
import { useUpdateContact } from '../api/update-contact';
import { useUploadQrcode } from '../api/upload-qrcode';
import { checkQrFile, QR_ACCEPT } from '../lib/qr-file-check';

/** One platform's QR code with upload (5 MB, JPEG/PNG/GIF/WEBP) and delete; only in edit mode. */
export function QrBox({ platform, path, contactId, editing }: { platform: SocialPlatform; path: string | null; contactId: number; editing: boolean }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const { t: tc } = useTranslation('common');
  const name = tc(`platforms.${platform}`);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadQrcode();
  const update = useUpdateContact();
  const [broken, setBroken] = useState<string | null>(null);
  const busy = upload.isPending || update.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkQrFile(file);
    if (problem) {
      toast.error(t('settings.toast.uploadFailed'), { description: t(problem === 'tooLarge' ? 'settings.toast.tooLarge' : 'settings.toast.badType') });
      return;
    }
    upload.mutate(
      { platform, file },
      {
        onSuccess: () => toast.success(t('settings.toast.uploaded', { platform: name })),
        onError: (err) => toast.error(t('settings.toast.uploadFailed'), { description: errorMessage(err, t('settings.toast.uploadFailed')) }),
      },
    );
  };
  const remove = () => {
    if (!window.confirm(t('settings.social.confirmDelete', { platform: name }))) return;
    const field = `${platform}Qrcode` as QrcodeField;
    update.mutate(
      { id: contactId, input: { [field]: null } },
      {
        onSuccess: () => toast.success(t('settings.toast.deleted'), { description: t('settings.toast.deletedText', { platform: name }) }),
        onError: (err) => toast.error(t('settings.toast.deleteFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
      },
    );
  };

  return (
    <div className="flex gap-4" data-testid={`qr-${platform}`}>
      <div className="relative flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {path && broken !== path ? (
          <img src={path} alt={t('settings.social.qrcode', { platform: name })} className="size-full object-contain" onError={() => setBroken(path)} />
        ) : (
          <div className="flex flex-col items-center gap-1 px-2 text-center text-muted-foreground">
            <QrCode className="size-7" aria-hidden="true" />
            <span className="text-[11px] leading-tight">{t('settings.social.noQr')}</span>
          </div>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Spinner className="size-6" aria-label={t('settings.social.uploading')} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-2">
        <input
          ref={input}
          type="file"
          accept={QR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('settings.social.upload')}
          data-testid={`qr-input-${platform}`}
          disabled={!editing || busy}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = ''; // the same file can be chosen again
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={!editing || busy} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {upload.isPending ? t('settings.social.uploading') : path ? t('settings.social.replace') : t('settings.social.upload')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-start text-destructive hover:text-destructive"
          disabled={!editing || busy || !path}
          onClick={remove}
          aria-label={`${t('settings.social.delete')}: ${t('settings.social.qrcode', { platform: name })}`}
        >
          <Trash2 aria-hidden="true" />
          {t('settings.social.delete')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('settings.social.rules')}</p>
      </div>
    </div>
  );
}
