import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { SaveIntent } from '../form-values';

/** A tab's two buttons: save as draft, and publish (or update); the one pressed shows 'saving...'. */
export function SaveBar({
  onSubmit,
  saving,
  busy,
  intent,
  draftLabel,
  publishLabel,
  note,
}: {
  onSubmit: (intent: SaveIntent) => void;
  /** this tab is saving */
  saving: boolean;
  /** any save is under way: nothing else may start */
  busy: boolean;
  intent: SaveIntent | null;
  draftLabel: string;
  publishLabel: string;
  note?: string;
}) {
  const { t } = useTranslation('admin');
  const pending = (which: SaveIntent) => saving && intent === which;
  return (
    <DialogFooter className="flex-row flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-5 py-3 sm:px-6">
      {note && <p className="mr-auto basis-full text-xs text-muted-foreground sm:basis-auto">{note}</p>}
      <Button type="button" variant="outline" onClick={() => onSubmit('draft')} disabled={busy}>
        {pending('draft') && <Spinner aria-hidden="true" />}
        {pending('draft') ? t('articleForm.saving') : draftLabel}
      </Button>
      <Button type="button" onClick={() => onSubmit('publish')} disabled={busy}>
        {pending('publish') && <Spinner aria-hidden="true" />}
        {pending('publish') ? t('articleForm.saving') : publishLabel}
      </Button>
    </DialogFooter>
  );
}
