import { CheckCircle2, PencilLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath, Link } from 'react-router';
import { routePatterns } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { AddToCalendarButton, BookingFacts } from './booking-facts';
import type { BookedSummary } from './booking-flow';

/**
 * What replaces the booking once it is made: the time (Singapore's and the visitor's), how and about
 * what, where the confirmation went, the calendar invitation and the link to change or cancel.
 */
export function BookingConfirmation({ booked, timeZone }: { booked: BookedSummary; timeZone?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { token, appointment } = booked.confirmation;
  // the form the visitor was in is gone: move them to what took its place
  useEffect(() => heading.current?.focus(), []);

  return (
    <div role="status" data-testid="booking-confirmed" className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm md:p-8">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-emerald-600" />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('booking.confirmation.title')}
        </h2>
      </div>
      <BookingFacts startsAt={appointment.startsAt} kind={appointment.kind} service={booked.service} timeZone={timeZone} />
      <p className="text-sm text-muted-foreground">{t('booking.confirmation.sent', { email: booked.email })}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <AddToCalendarButton token={token} />
        <Button asChild>
          <Link to={generatePath(routePatterns.bookingManage, { token })}>
            <PencilLine aria-hidden="true" />
            {t('booking.confirmation.manage')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
