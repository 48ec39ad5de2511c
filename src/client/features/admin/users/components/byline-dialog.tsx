import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import type { StaffUser } from '@shared/schemas/staff';
import { BylineForm } from '../../account';
import { useSetUserByline } from '../api/set-byline';

/** An account's public byline, as its articles show it (docs/decisions/0021-bylines.md). */
export function BylineDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const save = useSetUserByline();

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent closeLabel={t('shared.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.bylineDialog.title', { username: user.username })}</DialogTitle>
          <DialogDescription>{t('account.byline.description')}</DialogDescription>
        </DialogHeader>
        <BylineForm
          initial={user.byline}
          idPrefix={`user-${user.id}-byline`}
          onSave={async (byline) => {
            await save.mutateAsync({ id: user.id, byline });
            toast.success(t('account.byline.saved'));
            onClose();
          }}
          onFailed={(err) => toast.error(t('account.byline.failed'), { description: errorMessage(err, t('shared.errors.unknown')) })}
          actions={
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
                {t('shared.actions.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner aria-hidden="true" />}
                {save.isPending ? t('account.byline.saving') : t('account.byline.save')}
              </Button>
            </DialogFooter>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
