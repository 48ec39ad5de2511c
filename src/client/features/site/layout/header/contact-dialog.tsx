import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ContactDetails } from '../contact-details';

/** The navbar's Contact dialog: phone, WeChat, email, address, business and weekend hours (docs/product-spec.md, section 2); a chunk of its own, loaded by site-header.tsx. */
export function ContactDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where focus goes back on close (the dialog opens from the navbar or the mobile menu) */
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('actions.close', { ns: 'common' })}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('layout.contactDialog.title')}</DialogTitle>
          <DialogDescription>{t('layout.contactDialog.description')}</DialogDescription>
        </DialogHeader>
        <ContactDetails failedText={t('layout.contactDialog.failed')} />
      </DialogContent>
    </Dialog>
  );
}
