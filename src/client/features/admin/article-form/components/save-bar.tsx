import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { ArticleStatus } from '@shared/catalog';
import type { SaveIntent } from '../form-values';

/**
 * A tab's two buttons. A version that is live (stored as Published) gets "Unpublish" (asked first)
 * and "Update"; any other gets "Save as draft" and "Publish" (docs/decisions/0024-beyond-the-spec.md: a draft button must never
 * take a live article offline by surprise). The one pressed shows 'saving...'; after a save the
 * time it was saved shows beside them, and the editor stays open. The main button's label always
 * says what it will do: with Archived chosen in the status select, "Archive".
 */
export function SaveBar({
  onSubmit,
  saving,
  busy,
  intent,
  stored,
  selected,
  labels,
  savedAt,
  note,
  publishWarning,
}: {
  onSubmit: (intent: SaveIntent) => void;
  /** this tab is saving */
  saving: boolean;
  /** any save is under way: nothing else may start */
  busy: boolean;
  intent: SaveIntent | null;
  /** the stored version's status (null: not saved yet) */
  stored: ArticleStatus | null;
  /** the status select's value */
  selected: ArticleStatus;
  labels: { draft: string; unpublish: string; publish: string; update: string; archive: string };
  savedAt: Date | null;
  note?: string;
  /** set when publishing leaves the other language version a draft: said, and confirmed, before it happens */
  publishWarning?: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const pending = (which: SaveIntent) => saving && intent === which;
  const live = stored === 'Published';
  // what the main button does (form-values.ts resolveStatus): Archived chosen for a saved version archives it
  const primary = stored !== null && selected === 'Archived' ? (stored === 'Archived' ? labels.update : labels.archive) : live ? labels.update : labels.publish;
  const secondary: SaveIntent = live ? 'unpublish' : 'draft';
  const publishes = !live && primary === labels.publish;
  const time = savedAt?.toLocaleTimeString(i18n.language.startsWith('en') ? 'en-SG' : 'zh-CN', { hour: '2-digit', minute: '2-digit' });
  return (
    <DialogFooter className="flex-row flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-5 py-3 sm:px-6">
      {note && <p className="mr-auto basis-full text-xs text-muted-foreground sm:basis-auto">{note}</p>}
      {savedAt && (
        <p role="status" data-testid="saved-at" className="flex items-center gap-1 text-xs text-muted-foreground">
          <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
          {t('articleForm.savedAt', { time })}
        </p>
      )}
      <Button type="button" variant="outline" onClick={() => (live ? setConfirming(true) : onSubmit('draft'))} disabled={busy}>
        {pending(secondary) && <Spinner aria-hidden="true" />}
        {pending(secondary) ? t('articleForm.saving') : live ? labels.unpublish : labels.draft}
      </Button>
      <Button type="button" onClick={() => (publishes && publishWarning ? setConfirmingPublish(true) : onSubmit('publish'))} disabled={busy}>
        {pending('publish') && <Spinner aria-hidden="true" />}
        {pending('publish') ? t('articleForm.saving') : primary}
      </Button>
      <ConfirmDialog
        open={confirmingPublish}
        title={t('articleForm.publishConfirm.title')}
        description={publishWarning ?? ''}
        confirmLabel={t('articleForm.publishConfirm.confirm')}
        onCancel={() => setConfirmingPublish(false)}
        onConfirm={() => {
          setConfirmingPublish(false);
          onSubmit('publish');
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('articleForm.unpublishConfirm.title')}
        description={t('articleForm.unpublishConfirm.description')}
        confirmLabel={t('articleForm.unpublishConfirm.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSubmit('unpublish');
        }}
      />
    </DialogFooter>
  );
}
