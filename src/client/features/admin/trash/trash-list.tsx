import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { TrashEntry } from '@shared/schemas/trash';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatLocalDateTime } from '../shared/format';
import { useCan } from '../shared/use-permission';
import { RestoreDialog } from './restore-dialog';
import { useTrash, useTrashActions } from './trash-queries';

/** The entries in Trash, oldest first (the first to be purged), each with restore (asked how) and delete for good. */
export function TrashList({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const trash = useTrash(open);
  const { restore, remove } = useTrashActions();
  const userCan = useCan();
  const [confirming, setConfirming] = useState<TrashEntry | null>(null);
  const [restoring, setRestoring] = useState<TrashEntry | null>(null);

  const onRestore = (entry: TrashEntry, asDraft: boolean) =>
    restore.mutate(
      { id: entry.id, asDraft },
      {
        onSuccess: () => {
          setRestoring(null);
          toast.success(t(asDraft ? 'publishing.trash.restoredDraft' : 'publishing.trash.restored', { title: entry.title }));
        },
        onError: (err) => {
          setRestoring(null);
          toast.error(errorMessage(err));
        },
      },
    );
  const onDelete = (entry: TrashEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('publishing.trash.deleted', { title: entry.title }));
      },
      onError: (err) => {
        setConfirming(null);
        toast.error(errorMessage(err));
      },
    });

  if (trash.isPending) return <Skeleton className="h-24 w-full" aria-label={t('publishing.trash.loading')} />;
  if (trash.isError) return <p role="alert" className="text-sm text-destructive">{t('publishing.trash.failed')}</p>;
  if (!trash.data.length) return <p className="py-8 text-center text-sm text-muted-foreground">{t('publishing.trash.empty')}</p>;

  return (
    <>
      <ul className="divide-y rounded-lg border" data-testid="trash-rows">
        {trash.data.map((entry) => (
          <li key={entry.id} className="grid gap-2 p-3" data-testid="trash-row">
            <div className="min-w-0">
              <p className="font-medium break-words">{entry.title}</p>
              <p className="text-xs text-muted-foreground">
                {tc(`categories.${entry.category}` as 'categories.news', { defaultValue: entry.category })} ·{' '}
                {t('publishing.trash.deletedBy', { name: entry.trashedBy ?? t('publishing.trash.someone'), time: formatLocalDateTime(entry.trashedAt, i18n.language) })}
              </p>
              <p className="text-xs text-amber-700">{entry.daysLeft > 0 ? t('publishing.trash.daysLeft', { count: entry.daysLeft }) : t('publishing.trash.lastDay')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {userCan('restoreFromTrash') && (
                <Button type="button" size="sm" variant="outline" disabled={restore.isPending} onClick={() => setRestoring(entry)}>
                  <RotateCcw aria-hidden="true" />
                  {t('publishing.trash.restore')}
                </Button>
              )}
              {userCan('purgeTrash') && (
                <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirming(entry)}>
                  <Trash2 aria-hidden="true" />
                  {t('publishing.trash.deleteForever')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <RestoreDialog entry={restoring} pending={restore.isPending} onCancel={() => setRestoring(null)} onRestore={(asDraft) => restoring && onRestore(restoring, asDraft)} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('publishing.trash.confirmTitle')}
        description={t('publishing.trash.confirmText', { title: confirming?.title ?? '' })}
        confirmLabel={t('publishing.trash.confirm')}
        cancelLabel={t('publishing.trash.cancel')}
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && onDelete(confirming)}
      />
    </>
  );
}
