import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { ENQUIRY_FORM_ID } from '@shared/enquiry-form';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { useContactFallbackStrings } from '@/i18n/contact-fallback-strings';
import { useHasContactDetails, type ContactField } from './contact-details';

/** The ways to reach the firm; the hours alone reach nobody. */
const channels: ContactField[] = ['phone', 'whatsapp', 'wechat', 'email', 'address'];

/**
 * Whether any channel is set (true while the details load or failed: the details show that state).
 * Where none is, the site offers the enquiry form rather than promise channels it does not have.
 */
export function useHasContactChannel(): boolean {
  useContactFallbackStrings();
  return useHasContactDetails(channels);
}

/** The contact dialog's offer of the enquiry form, for a site with no channel set yet; `onFollow` closes the dialog. */
export function EnquiryFormOffer({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation();
  useContactFallbackStrings();
  return (
    <Button asChild className="w-full sm:w-auto" data-testid="contact-form-offer">
      <Link to={`${paths.contact}#${ENQUIRY_FORM_ID}`} onClick={onFollow} data-cta="enquire">
        {t('contactFallback.formLink')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The sentence shown above the details when no channel is set (nothing otherwise): the form beside it is the way. */
export function ContactFormHint({ className }: { className?: string }) {
  const { t } = useTranslation();
  const hasChannel = useHasContactChannel();
  if (hasChannel) return null;
  return (
    <p className={className} data-testid="contact-form-hint">
      {t('contactFallback.pageText')}
    </p>
  );
}
