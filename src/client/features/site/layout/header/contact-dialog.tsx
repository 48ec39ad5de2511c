import { useTranslation } from '@/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ContactDetails } from '../contact-details';
import { EnquiryFormOffer, useHasContactChannel } from '../contact-fallback';

/**
 * The navbar's Contact dialog: phone, WhatsApp, WeChat, email, address, business and weekend hours
 * (docs/product-spec.md, section 2), only those set; with no channel set, the enquiry form instead.
 * A chunk of its own, loaded by site-header.tsx.
 */
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
  const hasChannel = useHasContactChannel();
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
          <DialogDescription>{hasChannel ? t('contactFallback.channelsDescription') : t('contactFallback.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {!hasChannel && <EnquiryFormOffer onFollow={() => onOpenChange(false)} />}
        <ContactDetails failedText={t('layout.contactDialog.failed')} />
      </DialogContent>
    </Dialog>
  );
}
