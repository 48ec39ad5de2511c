import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import type { Consultation } from '@shared/schemas/consultations';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useAnonymizeConsultation } from '../api/anonymize-consultation';

/** Erasing one person now (PDPA): asked first, since it cannot be undone; recorded in the timeline. */
export function AnonymizeDialog({ consultation, open, onClose }: { consultation: Consultation; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const anonymize = useAnonymizeConsultation();
  const a = 'consultations.anonymizeDialog' as const;
  const confirm = () =>
    anonymize.mutate(consultation.id, {
      onSuccess: () => {
        toast.success(t('consultations.toast.anonymized'));
        onClose();
      },
      onError: (err) => toast.error(t('consultations.toast.actionFailed'), { description: errorMessage(err) }),
    });
  return (
    <ConfirmDialog
      open={open}
      title={t(`${a}.title`)}
      description={t(`${a}.text`)}
      confirmLabel={t(`${a}.confirm`)}
      pendingLabel={t(`${a}.pending`)}
      pending={anonymize.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
