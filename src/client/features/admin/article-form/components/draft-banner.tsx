import { History } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';

export function DraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const time = new Date(savedAt).toLocaleString(i18n.language === 'en' ? 'en-SG' : 'zh-CN');
  return (
    <div role="status" className="mb-5 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center">
      <History className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <p className="flex-1">{t('articleForm.draft.found', { time })}</p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          {t('articleForm.draft.restore')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
          {t('articleForm.draft.discard')}
        </Button>
      </div>
    </div>
  );
}
