import { Ban, Inbox } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';

/** Inbox (the default) or Spam with its count: a segmented control, each a pressed-or-not button. */
export function FolderSwitch({ folder, spamCount, onChange }: { folder: string; spamCount: number | undefined; onChange: (folder: string) => void }) {
  const { t } = useTranslation('admin');
  const item = (value: string, active: boolean) =>
    cn(
      'inline-flex min-h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors max-md:min-h-11 sm:flex-none',
      active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      value === 'spam' && active && 'text-red-800',
    );
  return (
    <div role="group" aria-label={t('consultations.folders.label')} className="flex w-full rounded-lg bg-muted p-1 sm:w-fit" data-testid="folder-switch">
      <button type="button" aria-pressed={folder === 'inbox'} className={item('inbox', folder === 'inbox')} onClick={() => onChange('inbox')}>
        <Inbox className="size-4" aria-hidden="true" />
        {t('consultations.folders.inbox')}
      </button>
      <button type="button" aria-pressed={folder === 'spam'} className={item('spam', folder === 'spam')} onClick={() => onChange('spam')}>
        <Ban className="size-4" aria-hidden="true" />
        {t('consultations.folders.spam')}
        {spamCount !== undefined && (
          <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" data-testid="spam-count">
            {spamCount}
          </span>
        )}
      </button>
    </div>
  );
}
