import { useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { triggerDownload } from '../../shared/download-file';
import { formatBytes } from '../../shared/format';
import { downloadHeadQuery, useDownloadHead } from '../api/check-download';
import { fileName, type DownloadEntry } from '../downloads-catalog';

/** One file: name, description, path and size; checked before it is downloaded or opened. */
export function DownloadItem({ entry }: { entry: DownloadEntry }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const qc = useQueryClient();
  const head = useDownloadHead(entry.url);
  const [busy, setBusy] = useState(false);
  const name = t(`downloads.items.${entry.key}.name`);
  const Icon = entry.icon;

  const start = async () => {
    setBusy(true);
    try {
      await qc.fetchQuery({ ...downloadHeadQuery(entry.url), staleTime: 10_000 });
      if (entry.action === 'open') {
        window.open(entry.url, '_blank', 'noopener');
        toast.success(t('downloads.toast.opened'), { description: t('downloads.toast.openedText', { name }) });
      } else {
        triggerDownload(entry.url, fileName(entry.url));
        toast.success(t('downloads.toast.started'), { description: t('downloads.toast.startedText', { name }) });
      }
    } catch (err) {
      toast.error(t(`downloads.toast.${entry.failure}`), {
        description: t('downloads.toast.failedText', { name, message: errorMessage(err, t('shared.errors.network')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center" data-testid={`download-${entry.key}`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">{t(`downloads.items.${entry.key}.text`)}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <code className="break-all">{entry.url}</code>
          <span>{head.data?.size ? t('downloads.size', { size: formatBytes(head.data.size) }) : head.isPending ? '' : t('downloads.sizeUnknown')}</span>
        </p>
      </div>
      <Button onClick={() => void start()} disabled={busy} variant={entry.action === 'open' ? 'outline' : 'default'} className="sm:w-32">
        {busy ? <Spinner aria-hidden="true" /> : entry.action === 'open' ? <ExternalLink aria-hidden="true" /> : <Download aria-hidden="true" />}
        {busy ? t('downloads.checking') : entry.action === 'open' ? t('downloads.open') : t('downloads.download')}
      </Button>
    </li>
  );
}
