import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { MovedBooking } from '@shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { SlotTakenError } from '../api/booking-post';
import { useBookingSlots } from '../api/get-booking-slots';
import { useMoveBooking } from '../api/move-booking';
import type { SlotRefusal } from '../use-book-slot';
import { SlotPicker } from './slot-picker';

interface MovePanelProps {
  token: string;
  onMoved: (moved: MovedBooking) => void;
  onClose: () => void;
  /** the link turned out spent or expired */
  onLinkProblem: (err: unknown) => void;
  timeZone?: string;
}

/** "Choose another time": the booking page's slot picker, then the move (a new link replaces the old). */
export function MovePanel({ token, onMoved, onClose, onLinkProblem, timeZone }: MovePanelProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const slots = useBookingSlots();
  const move = useMoveBooking(token);
  const [slot, setSlot] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SlotRefusal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => refusalRef.current?.focus(), [refusal]);

  const confirm = () => {
    if (!slot) return;
    move.mutate(slot, {
      onSuccess: onMoved,
      onError: (err) => {
        if (err instanceof ApiError && (err.code === 'SLOT_TAKEN' || err.code === 'SLOT_UNAVAILABLE')) {
          setSlot(null);
          setRefusal({ message: errorMessage(err), offered: err instanceof SlotTakenError ? err.nextSlots : [] });
          void slots.refetch();
        } else if (err instanceof ApiError && (err.code === 'BOOKING_LINK_INVALID' || err.code === 'BOOKING_LINK_EXPIRED')) onLinkProblem(err);
        else notify.error(t('booking.manage.failedTitle'), { description: errorMessage(err) });
      },
    });
  };

  const data = slots.data;
  const open = data?.enabled && data.days.length > 0;
  return (
    <section aria-labelledby="booking-move-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm md:p-6">
      <h2 id="booking-move-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('booking.manage.moveTitle')}
      </h2>
      {open && (
        <SlotPicker
          days={data.days}
          closed={data.closed}
          value={slot && data.days.some((d) => d.slots.includes(slot)) ? slot : null}
          onChange={setSlot}
          offered={refusal?.offered}
          timeZone={timeZone}
          notice={
            refusal && (
              <p ref={refusalRef} tabIndex={-1} role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 outline-none">
                {refusal.message}
              </p>
            )
          }
        />
      )}
      {data && !open && <p className="text-sm text-muted-foreground">{data.enabled ? t('booking.unavailable.fullTitle') : t('booking.unavailable.offTitle')}</p>}
      {!data && (slots.isError ? <p className="text-sm text-destructive">{t('booking.page.failed')}</p> : <Spinner aria-label={t('booking.page.loading')} />)}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('booking.manage.moveCancel')}
        </Button>
        <Button type="button" onClick={confirm} disabled={!slot || move.isPending}>
          {move.isPending && <Spinner aria-hidden="true" role="presentation" />}
          {move.isPending ? t('booking.manage.moving') : t('booking.manage.moveConfirm')}
        </Button>
      </div>
    </section>
  );
}
