import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { isConsultationService } from '@shared/catalog';
import { emptyConsultation, type ConsultationField, type ConsultationFormValues } from '@shared/enquiry-form';
import type { BookingAvailability, BookingConfirmation, MeetingKind } from '@shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RateLimitNote, useEnquiryToken, useTypedBeforeHydration } from '@/features/site/consultation-form';
import { useTimeLabels } from '../use-time-labels';
import { useHydrated } from '../use-visitor-time-zone';
import { useBookSlot } from '../use-book-slot';
import type { BookingField } from '../booking-validation';
import { DetailsFields } from './details-fields';
import { KindField } from './kind-field';
import { ServiceField } from './service-field';
import { SlotPicker } from './slot-picker';

/** What the confirmation shows: the answer, and what the visitor chose and gave. */
export interface BookedSummary {
  confirmation: BookingConfirmation;
  email: string;
  service: string;
  kind: MeetingKind;
}

interface BookingFlowProps {
  availability: BookingAvailability;
  onBooked: (booked: BookedSummary) => void;
  /** ask for the slots again (after a refusal) */
  onRefresh: () => void;
  /** the visitor's time zone (tests); by default the browser's */
  timeZone?: string;
}

const serviceOf = (value: string | null): string => (isConsultationService(value) ? value : '');

const section = 'grid gap-4 rounded-xl border bg-card p-5 shadow-sm md:p-6';
const heading = 'text-base font-semibold md:text-lg';

/**
 * The booking: the service (from ?service=), how to meet, a free time, then the visitor's details
 * with the enquiry form's consent and anti-spam (docs/decisions/0028-booking-and-chat.md). A slot
 * taken meanwhile keeps everything typed and offers the next free ones.
 */
export function BookingFlow({ availability, onBooked, onRefresh, timeZone }: BookingFlowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [values, setValues] = useState<ConsultationFormValues>(() => ({ ...emptyConsultation, service: serviceOf(params.get('service')) }));
  const [kind, setKind] = useState<MeetingKind | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState<BookingField[]>([]);
  const token = useEnquiryToken();
  const hydrated = useHydrated();
  const labels = useTimeLabels(timeZone);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues, setWebsite);
  const warmToken = token.warm;
  useEffect(() => warmToken(), [warmToken]);

  const activeKind = kind && availability.kinds.includes(kind) ? kind : (availability.kinds[0] ?? 'phone');
  // a chosen time that is no longer free (the list was asked for again) is chosen no more
  const chosen = slot && availability.days.some((d) => d.slots.includes(slot)) ? slot : null;
  const fieldId = (field: BookingField) => `${id}-${field}`;
  const book = useBookSlot({ fieldId, setInvalid, onRefresh, takeToken: token.take });

  const set =
    <F extends ConsultationField>(field: F) =>
    (value: ConsultationFormValues[F]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setInvalid((list) => list.filter((f) => f !== field));
    };
  const choose = (next: string) => {
    setSlot(next);
    setInvalid((list) => list.filter((f) => f !== 'slot'));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    book.submit(values, { kind: activeKind, slot: chosen }, website, {
      onBooked: (confirmation) => onBooked({ confirmation, email: values.email.trim(), service: values.service, kind: activeKind }),
      onRefused: () => setSlot(null),
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} onFocus={token.warm} aria-busy={book.busy} className="grid gap-5">
      <section aria-labelledby={`${id}-service-title`} className={section}>
        <h2 id={`${id}-service-title`} className={heading}>
          <label htmlFor={fieldId('service')}>{t('booking.steps.service')}</label>
        </h2>
        <ServiceField id={fieldId('service')} value={values.service} onChange={set('service')} invalid={invalid.includes('service')} error={t('contact.errors.service')} />
      </section>
      <section aria-labelledby={`${id}-kind-title`} className={section}>
        <h2 id={`${id}-kind-title`} className={heading}>
          {t('booking.steps.kind')}
        </h2>
        <KindField name="kind" kinds={availability.kinds} value={activeKind} onChange={setKind} labelledBy={`${id}-kind-title`} />
      </section>
      <section id={fieldId('slot')} tabIndex={-1} aria-labelledby={`${id}-time-title`} className={`${section} scroll-mt-24 outline-none`}>
        <h2 id={`${id}-time-title`} className={heading}>
          {t('booking.steps.time')}
        </h2>
        <SlotPicker
          days={availability.days}
          closed={availability.closed}
          value={chosen}
          onChange={choose}
          offered={book.refusal?.offered}
          timeZone={timeZone}
          error={invalid.includes('slot') ? t('booking.times.choose') : undefined}
          notice={
            book.refusal && (
              <p ref={book.refusalRef} tabIndex={-1} role="alert" data-testid="slot-refused" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 outline-none">
                {book.refusal.message}
              </p>
            )
          }
        />
      </section>
      <section aria-labelledby={`${id}-details-title`} className={section}>
        <h2 id={`${id}-details-title`} className={heading}>
          {t('booking.steps.details')}
        </h2>
        <DetailsFields id={fieldId} values={values} set={set} invalid={invalid} website={website} onWebsite={setWebsite} />
      </section>
      {book.rateLimited && <RateLimitNote id={`${id}-rate-limited`} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen && t('booking.form.chosen', { when: labels.when(chosen) })}
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || book.busy}>
          {book.busy && <Spinner aria-hidden="true" role="presentation" />}
          {book.busy ? t('booking.form.submitting') : t('booking.form.submit')}
        </Button>
      </div>
    </form>
  );
}
