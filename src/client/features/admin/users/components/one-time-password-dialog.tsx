import { Copy } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { StaffUserWithPassword } from '@shared/schemas/staff';

/** The one-time password of a new or reset account: shown once, with a copy button. */
export function OneTimePasswordDialog({ answer, reason, onClose }: { answer: StaffUserWithPassword; reason: 'created' | 'reset'; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const copy = () =>
    navigator.clipboard.writeText(answer.oneTimePassword).then(
      () => toast.success(t('users.passwordDialog.copied')),
      () => toast.error(t('users.passwordDialog.copyFailed')),
    );
  const username = answer.user.username;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('shared.actions.close')} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{reason === 'created' ? t('users.passwordDialog.createdTitle', { username }) : t('users.passwordDialog.resetTitle', { username })}</DialogTitle>
          <DialogDescription>{t('users.passwordDialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('users.passwordDialog.label')}</p>
          <div className="flex items-center gap-2">
            <code data-testid="one-time-password" className="min-w-0 flex-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-base break-all select-all">
              {answer.oneTimePassword}
            </code>
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('users.passwordDialog.copy')}
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{t('users.passwordDialog.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
