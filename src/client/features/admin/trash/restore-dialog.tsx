import { useTranslation } from '@/i18n/use-translation';
import type { TrashEntry } from '@shared/schemas/trash';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * Restoring asks how (docs/decisions/0016-publishing.md): "as it was" puts the versions that were
 * live back online at once; "as a draft" brings every version back unpublished, with no schedule.
 */
export function RestoreDialog({
  entry,
  pending,
  onRestore,
  onCancel,
}: {
  entry: TrashEntry | null;
  pending: boolean;
  onRestore: (asDraft: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const r = 'publishing.trash.restoreDialog' as const;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="sm:max-w-md" closeLabel={t('publishing.trash.cancel')} data-testid="trash-restore-dialog">
        <DialogHeader>
          <DialogTitle>{t(`${r}.title`, { title: entry?.title ?? '' })}</DialogTitle>
          <DialogDescription>{t(`${r}.description`)}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>
            <span className="font-medium text-foreground">{t(`${r}.asWas`)}</span>: {t(`${r}.asWasText`)}
          </li>
          <li>
            <span className="font-medium text-foreground">{t(`${r}.asDraft`)}</span>: {t(`${r}.asDraftText`)}
          </li>
        </ul>
        <DialogFooter className="gap-2">
          <Button type="button" variant="ghost" className="sm:mr-auto" disabled={pending} onClick={onCancel}>
            {t('publishing.trash.cancel')}
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={() => onRestore(true)}>
            {pending && <Spinner aria-hidden="true" />}
            {t(`${r}.asDraft`)}
          </Button>
          <Button type="button" disabled={pending} onClick={() => onRestore(false)}>
            {t(`${r}.asWas`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
