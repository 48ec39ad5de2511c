import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import type { Consultation } from '@shared/schemas/consultations';
import { errorMessage } from '../../shared/error-message';
import { useDeleteConsultation } from '../api/delete-consultation';

export function DeleteConsultationDialog({ consultation, onClose, onDeleted }: { consultation: Consultation | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteConsultation();
  const confirm = () => {
    if (!consultation) return;
    remove.mutate(consultation.id, {
      onSuccess: () => {
        toast.success(t('consultations.toast.deleted'));
        onDeleted();
      },
      onError: (err) => toast.error(t('consultations.toast.deleteFailed'), { description: errorMessage(err, t('consultations.toast.deleteDefault')) }),
    });
  };
  return (
    <AlertDialog open={consultation !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('consultations.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('consultations.deleteDialog.text', { name: consultation?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('shared.actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {remove.isPending && <Spinner aria-hidden="true" />}
            {remove.isPending ? t('consultations.deleteDialog.pending') : t('consultations.deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
