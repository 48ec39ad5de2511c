import { CalendarClock, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { ManagedBooking, MovedBooking } from '@shared/schemas/booking';
import { paths } from '@shared/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { AddToCalendarButton, BookingFacts } from './booking-facts';
import { CancelDialog } from './cancel-dialog';
import { MovePanel } from './move-panel';

interface ManagedBookingViewProps {
  token: string;
  booking: ManagedBooking;
  /** shown above the booking (the move just made) */
  notice?: string;
  onMoved: (moved: MovedBooking) => void;
  onLinkProblem: (err: unknown) => void;
  timeZone?: string;
}

/** A booking seen through its link: what, how and when, its status, and the ways to move or cancel it. */
export function ManagedBookingView({ token, booking, notice, onMoved, onLinkProblem, timeZone }: ManagedBookingViewProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const cancel = useCancelBooking(token);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const cancelledHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const cancelled = booking.status === 'cancelled';
  const [wasBooked] = useState(!cancelled);
  // cancelled here and now: the visitor is taken to what it means
  useEffect(() => {
    if (cancelled && wasBooked) cancelledHeading.current?.focus();
  }, [cancelled, wasBooked]);
  // just moved: the panel the visitor was in is gone, so they are taken to the news
  useEffect(() => noticeRef.current?.focus(), []);

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        if (err instanceof ApiError && (err.code === 'BOOKING_LINK_INVALID' || err.code === 'BOOKING_LINK_EXPIRED')) onLinkProblem(err);
        else notify.error(t('booking.manage.failedTitle'), { description: errorMessage(err) });
      },
    });

  return (
    <div className="grid gap-5">
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className="rounded-md border outline-none border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
          {notice}
        </p>
      )}
      <div data-testid="managed-booking" className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm md:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{t('booking.manage.greeting', { name: booking.name })}</h2>
          <Badge variant={cancelled ? 'secondary' : 'success'}>{cancelled ? t('booking.manage.cancelled') : t('booking.manage.booked')}</Badge>
        </div>
        <BookingFacts startsAt={booking.startsAt} kind={booking.kind} service={booking.type} status={booking.status} timeZone={timeZone} />
        {cancelled ? (
          <div className="grid gap-3 border-t pt-5">
            <h3 ref={cancelledHeading} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
              <XCircle aria-hidden="true" className="size-5 text-muted-foreground" />
              {t('booking.manage.cancelledTitle')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('booking.manage.cancelledText')}</p>
            <Button asChild className="w-full sm:w-fit">
              <Link to={paths.book(booking.type)}>{t('booking.manage.bookAgain')}</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:flex-wrap">
            <Button type="button" onClick={() => setMoving(true)} disabled={moving}>
              <CalendarClock aria-hidden="true" />
              {t('booking.manage.move')}
            </Button>
            <AddToCalendarButton token={token} />
            <CancelDialog open={confirming} onOpenChange={setConfirming} onConfirm={onCancel} busy={cancel.isPending} />
          </div>
        )}
      </div>
      {moving && !cancelled && <MovePanel token={token} timeZone={timeZone} onClose={() => setMoving(false)} onMoved={onMoved} onLinkProblem={onLinkProblem} />}
    </div>
  );
}
