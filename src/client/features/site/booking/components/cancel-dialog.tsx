import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface CancelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** "Cancel booking", asked once more in a dialog: a cancelled slot goes to the next visitor at once. */
export function CancelDialog({ open, onOpenChange, onConfirm, busy }: CancelDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive">
          {t('booking.manage.cancel')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('booking.manage.keep')}>
        <DialogHeader>
          <DialogTitle>{t('booking.manage.cancelTitle')}</DialogTitle>
          <DialogDescription>{t('booking.manage.cancelText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('booking.manage.keep')}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy && <Spinner aria-hidden="true" role="presentation" />}
            {busy ? t('booking.manage.cancelling') : t('booking.manage.cancelConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
