import { useTranslation } from '@/i18n/use-translation';
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';

/** The refusal of a delete: the articles still showing the image, as the server listed them. */
export function InUseDialog({ titles, onClose }: { titles: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog open={titles !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('media.inUseTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('media.inUseDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc pl-5 text-sm" data-testid="media-in-use">
          {titles?.map((title) => <li key={title}>{title}</li>)}
        </ul>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onClose}>{t('media.close')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
