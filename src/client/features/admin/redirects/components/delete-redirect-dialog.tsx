import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import type { Redirect } from '@shared/schemas/redirects';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useDeleteRedirect } from '../api/delete-redirect';

/** "Delete this redirect?": visitors to the old address will meet "not found" again. */
export function DeleteRedirectDialog({ redirect, onClose }: { redirect: Redirect | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const remove = useDeleteRedirect();
  return (
    <ConfirmDialog
      open={redirect !== null}
      title={t('redirects.delete.title')}
      description={
        <>
          <code className="mb-1 block text-foreground [overflow-wrap:anywhere]">
            {redirect?.fromPath} → {redirect?.toPath}
          </code>
          {t('redirects.delete.text', { from: redirect?.fromPath ?? '' })}
        </>
      }
      confirmLabel={t('redirects.delete.confirm')}
      pending={remove.isPending}
      pendingLabel={t('redirects.delete.working')}
      onCancel={onClose}
      onConfirm={() =>
        redirect &&
        remove.mutate(redirect.id, {
          onSuccess: () => {
            toast.success(t('redirects.toast.deleted'), { description: redirect.fromPath });
            onClose();
          },
          onError: (err) => toast.error(t('redirects.toast.deleteFailed'), { description: errorMessage(err) }),
        })
      }
    />
  );
}
