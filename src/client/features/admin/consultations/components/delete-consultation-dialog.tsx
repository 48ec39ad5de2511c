import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { Consultation } from '@shared/schemas/consultations';
import { useErrorMessage } from '@/i18n/error-message';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useDeleteConsultation } from '../api/delete-consultation';

export function DeleteConsultationDialog({ consultation, onClose, onDeleted }: { consultation: Consultation | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
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
    <ConfirmDialog
      open={consultation !== null}
      title={t('consultations.deleteDialog.title')}
      description={t('consultations.deleteDialog.text', { name: consultation?.name ?? '' })}
      confirmLabel={t('consultations.deleteDialog.confirm')}
      pendingLabel={t('consultations.deleteDialog.pending')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
