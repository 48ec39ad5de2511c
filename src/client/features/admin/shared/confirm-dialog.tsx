import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to the shared "cancel" action. */
  cancelLabel?: ReactNode;
  /** While true both buttons are disabled, the dialog cannot be dismissed and the confirm button shows a spinner. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /** Called when the dialog is dismissed (cancel, Escape, outside click) while not pending. */
  onCancel: () => void;
  /** The dialog stays open after this: the caller closes it (by `open`) when the work is done. */
  onConfirm: () => void;
};

/** The destructive "are you sure?" question used by the admin delete and discard dialogs (docs/product-spec.md, section 2 and 8). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  pendingLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('shared.actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(e) => {
              e.preventDefault(); // stay open until the caller closes it (e.g. when the server answers)
              onConfirm();
            }}
          >
            {pending && <Spinner aria-hidden="true" />}
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
