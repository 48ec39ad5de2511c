import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldOfKey, type ConsultationFormValues } from '@shared/enquiry-form';
import { CONSENT_VERSION } from '@shared/privacy';
import type { BookingConfirmation, MeetingKind } from '@shared/schemas/booking';
import { refusalText, useEnquirySend } from '@/features/site/consultation-form';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { sourcePageOf, visitUtm } from '@/lib/enquiry-source';
import { SlotTakenError } from './api/booking-post';
import { useCreateBooking } from './api/create-booking';
import { validateBooking, type BookingField, type BookingValidation } from './booking-validation';

type RefusalReason = Extract<BookingValidation, { ok: false }>['reason'];
const invalidText = { ...refusalText, slot: 'booking.times.choose' } as const satisfies Record<RefusalReason, string>;

/** A time refused when sent: the reason in the page's language, and the next free times to offer first. */
export interface SlotRefusal {
  message: string;
  offered: string[];
}

interface Options {
  fieldId: (field: BookingField) => string;
  setInvalid: (fields: BookingField[]) => void;
  /** ask for the free slots again */
  onRefresh: () => void;
  takeToken: () => Promise<string | undefined>;
}

interface Chosen {
  kind: MeetingKind;
  slot: string | null;
}

/**
 * Sending a booking: the enquiry form's checks and messages (a toast, the first wrong field in view),
 * its timing token, honeypot, page and campaign; a refused time (SLOT_TAKEN, SLOT_UNAVAILABLE) is an
 * inline message with the slots asked for again, never an error page.
 */
export function useBookSlot({ fieldId, setInvalid, onRefresh, takeToken }: Options) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const lang = useContentLanguage();
  const create = useCreateBooking();
  const { submit, refuse, fail, busy, rateLimited, setRateLimited } = useEnquirySend({ fieldId, setInvalid, pending: create.isPending });
  const [refusal, setRefusal] = useState<SlotRefusal | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  // a new refusal is read out and brought into view
  useEffect(() => {
    if (!refusal) return;
    refusalRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    refusalRef.current?.focus({ preventScroll: true });
  }, [refusal]);

  const onError = (err: Error, onRefused: () => void) => {
    if (err instanceof ApiError && (err.code === 'SLOT_TAKEN' || err.code === 'SLOT_UNAVAILABLE')) {
      onRefused();
      setRefusal({ message: errorMessage(err), offered: err instanceof SlotTakenError ? err.nextSlots : [] });
      onRefresh();
      return;
    }
    if (err instanceof ApiError && err.code === 'BOOKING_CLOSED') onRefresh();
    fail(err, (key) => fieldOfKey(key) ?? (key === 'startsAt' ? 'slot' : []));
  };

  const send = async (values: ConsultationFormValues, chosen: Chosen, website: string, done: { onBooked: (c: BookingConfirmation) => void; onRefused: () => void }) => {
    const formToken = await takeToken();
    const context = { consentVersion: CONSENT_VERSION, formToken, website, sourcePage: sourcePageOf(window.location), lang, utm: visitUtm(window.location.search) };
    const result = validateBooking(values, chosen, context);
    if (!result.ok) return refuse(t(invalidText[result.reason]), result.fields);
    setRateLimited(false);
    create.mutate(result.body, {
      onSuccess: (confirmation) => {
        setRefusal(null);
        done.onBooked(confirmation);
      },
      onError: (err) => onError(err, done.onRefused),
    });
  };

  return { submit: (...args: Parameters<typeof send>) => submit(() => send(...args)), busy, rateLimited, refusal, refusalRef };
}
