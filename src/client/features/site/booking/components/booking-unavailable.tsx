import { CalendarX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsultationForm } from '@/features/site/consultation-form';

/**
 * Booking off, every coming time taken, or the slots not loaded: the page says so and offers the
 * enquiry form (its service from the address), so nobody is turned away.
 */
export function BookingUnavailable({ reason }: { reason: 'off' | 'full' | 'failed' }) {
  const { t } = useTranslation();
  const title = reason === 'off' ? t('booking.unavailable.offTitle') : reason === 'full' ? t('booking.unavailable.fullTitle') : null;
  return (
    <div className="grid gap-5">
      <div role="status" data-testid="booking-unavailable" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          {title && <h2 className="font-semibold">{title}</h2>}
          <p className="text-sm">{reason === 'failed' ? t('booking.page.failed') : t('booking.unavailable.text')}</p>
        </div>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
        <ConsultationForm />
      </div>
    </div>
  );
}
