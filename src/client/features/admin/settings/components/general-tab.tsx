import { BookOpen, Construction, Download, ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { triggerDownload } from '../../shared/download-file';
import { useExportData } from '../api/export-data';

/** Techdocs link, 'export all site data' with every outcome of section 8, in-development note. */
export function GeneralTab() {
  const { t } = useTranslation('admin');
  const exporter = useExportData();
  const s = 'settings.toast' as const;

  const runExport = () =>
    exporter.mutate(undefined, {
      onSuccess: (res) => {
        if (!res.success) {
          toast.error(t(`${s}.exportFailed`), { description: t(`${s}.exportDefault`) });
          return;
        }
        triggerDownload(res.downloadUrl, res.filename);
        toast.success(t(`${s}.exportSuccess`), { description: t(`${s}.exportSuccessText`, { filename: res.filename }) });
      },
      onError: (err) => {
        let description: string = t('shared.errors.network');
        if (err instanceof ApiError && err.status === 401) description = t(`${s}.exportLogin`);
        else if (err instanceof ApiError && err.status === 403) description = t(`${s}.exportForbidden`);
        else if (err instanceof ApiError && err.status > 0) description = t(`${s}.exportServer`, { status: err.status });
        toast.error(t(`${s}.exportFailed`), { description });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.general.title')}</CardTitle>
        <CardDescription>{t('settings.general.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
          <BookOpen className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-medium">{t('settings.general.docs')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.general.docsText')}</p>
          </div>
          <Button asChild variant="outline">
            <a href={paths.techdocs} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {t('settings.general.openDocs')}
            </a>
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
          <Download className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-medium">{t('settings.general.export')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.general.exportText')}</p>
          </div>
          <Button onClick={runExport} disabled={exporter.isPending}>
            {exporter.isPending ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
            {exporter.isPending ? t('settings.general.exporting') : t('settings.general.export')}
          </Button>
        </div>
        <p className="flex items-center gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
          <Construction className="size-4 shrink-0" aria-hidden="true" />
          {t('settings.general.inDevelopment')}
        </p>
      </CardContent>
    </Card>
  );
}
