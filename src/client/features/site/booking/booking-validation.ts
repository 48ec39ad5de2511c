import { isConsultationService } from '@shared/catalog';
import { fieldOfKey, fieldProblem, type ConsultationField, type ConsultationFormValues, type EnquiryContext } from '@shared/enquiry-form';
import { createBookingSchema, type CreateBookingInput, type MeetingKind } from '@shared/schemas/booking';

/** What a booking asks of the visitor: the enquiry form's fields (the message optional) and a time. */
export type BookingField = ConsultationField | 'slot';

export type BookingValidation = { ok: true; body: CreateBookingInput } | { ok: false; reason: 'missing' | 'email' | 'phone' | 'consent' | 'slot'; fields: BookingField[] };

const order: BookingField[] = ['service', 'slot', 'name', 'email', 'phone', 'message', 'consent'];

/**
 * The booking's rule: the shared contract (createBookingSchema, the enquiry's with a kind and a start),
 * the service one of the catalogue's, and a time chosen. The first reason wins as on the enquiry form
 * (missing, email, phone, consent), a missing time before them. Page additions the contract refuses
 * are left out rather than holding the booking back.
 */
export function validateBooking(values: ConsultationFormValues, booking: { kind: MeetingKind; slot: string | null }, context: EnquiryContext): BookingValidation {
  const fields = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), type: values.service, message: values.message.trim() };
  const parsed = createBookingSchema.safeParse({ ...fields, consent: values.consent, kind: booking.kind, startsAt: booking.slot ?? '', ...context });
  const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const invalid = new Set<BookingField | undefined>([...refused].map((key) => fieldOfKey(key ?? '')));
  if (!isConsultationService(values.service)) invalid.add('service');
  if (!booking.slot) invalid.add('slot');
  const wrong = order.filter((f) => invalid.has(f));
  if (wrong.length === 0) {
    const kept = Object.fromEntries(Object.entries(context).filter(([key]) => !refused.has(key))) as EnquiryContext;
    return { ok: true, body: { ...fields, consent: true, kind: booking.kind, startsAt: booking.slot!, ...kept } };
  }
  const missing = wrong.some((f) => f !== 'consent' && f !== 'slot' && fieldProblem(f, values) === 'required');
  const reason = wrong.includes('slot') ? 'slot' : missing ? 'missing' : wrong.includes('email') ? 'email' : wrong.includes('phone') ? 'phone' : 'consent';
  return { ok: false, reason, fields: wrong };
}

/** The message under an invalid field: the enquiry form's (docs/decisions/0024-beyond-the-spec.md). */
export function fieldMessageKey(field: Exclude<ConsultationField, 'consent'>, values: ConsultationFormValues) {
  const problem = fieldProblem(field, values);
  if (problem === 'email') return 'contact.errors.emailInvalid' as const;
  if (problem === 'phone') return 'contact.errors.phoneInvalid' as const;
  return `contact.errors.${field}` as const;
}
