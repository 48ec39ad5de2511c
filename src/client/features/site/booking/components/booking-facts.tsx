import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { AppointmentStatus, MeetingKind } from '@shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { bookingIcsUrl } from '../api/get-managed-booking';
import { useTimeLabels } from '../use-time-labels';

interface BookingFactsProps {
  startsAt: string;
  kind: MeetingKind;
  service: string;
  /** the link's view adds the status (a cancelled booking's time struck through); the confirmation has none */
  status?: AppointmentStatus;
  timeZone?: string;
}

/** A booking's time (Singapore's, and the visitor's when it differs), how and about what: the confirmation's and the link's. */
export function BookingFacts({ startsAt, kind, service, status, timeZone }: BookingFactsProps) {
  const { t } = useTranslation();
  const labels = useTimeLabels(timeZone);
  const cancelled = status === 'cancelled';
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-muted-foreground">{t('booking.confirmation.when')}</dt>
      <dd className={cancelled ? 'font-medium line-through' : 'font-medium'}>{labels.when(startsAt)}</dd>
      <dt className="text-muted-foreground">{t('booking.confirmation.kind')}</dt>
      <dd className="font-medium">{t(`booking.kinds.${kind}`)}</dd>
      <dt className="text-muted-foreground">{t('booking.confirmation.service')}</dt>
      <dd className="font-medium">{t(`services.${service}`, { ns: 'common', defaultValue: service })}</dd>
      {status && (
        <>
          <dt className="text-muted-foreground">{t('booking.manage.status')}</dt>
          <dd className="font-medium">{cancelled ? t('booking.manage.cancelled') : t('booking.manage.booked')}</dd>
        </>
      )}
    </dl>
  );
}

/** The booking's calendar invitation as it is now (the link's token names it). */
export function AddToCalendarButton({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <a href={bookingIcsUrl(token)} download>
        <CalendarPlus aria-hidden="true" />
        {t('booking.confirmation.addToCalendar')}
      </a>
    </Button>
  );
}
