import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from './confirm-dialog';

/** Asked before a dirty dialog closes: staff must not lose their work by a stray click or Escape. */
export function DiscardDialog({ open, onKeepEditing, onDiscard }: { open: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={open}
      title={t('shared.unsaved.title')}
      description={t('shared.unsaved.text')}
      cancelLabel={t('shared.unsaved.keepEditing')}
      confirmLabel={t('shared.unsaved.discard')}
      onCancel={onKeepEditing}
      onConfirm={() => {
        onDiscard();
        onKeepEditing(); // the question closes with the dialog it guarded
      }}
    />
  );
}
