import { CloudUpload } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';

/** Offered on opening when the server holds this admin's autosave newer than the stored article. */
export function AutosaveBanner({ savedAt, onRecover, onDiscard }: { savedAt: string; onRecover: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-SG' : 'zh-CN', { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
  return (
    <div role="status" className="mb-5 flex flex-col gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 sm:flex-row sm:items-center" data-testid="autosave-banner">
      <CloudUpload className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <p className="flex-1">{t('revisions.autosave.found', { time: t('revisions.time', { time }) })}</p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRecover}>
          {t('revisions.autosave.recover')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
          {t('revisions.autosave.discard')}
        </Button>
      </div>
    </div>
  );
}
