import { useTranslation } from '@/i18n/use-translation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Why the server refused (SELF_LOCKOUT, LAST_ADMIN, …), in a dialog that has to be acknowledged. */
export function RefusalDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="user-action-refused">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('users.refused.title')}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onClose}>{t('shared.actions.close')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
