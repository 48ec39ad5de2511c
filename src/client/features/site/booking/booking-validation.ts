import { validateContact, type ConsultationField, type ConsultationFormValues, type ContactReason, type EnquiryContext } from '@shared/enquiry-form';
import { createBookingSchema, type CreateBookingInput, type MeetingKind } from '@shared/schemas/booking';

/** What a booking asks of the visitor: the enquiry form's fields (the message optional) and a time. */
export type BookingField = ConsultationField | 'slot';

export type BookingValidation = { ok: true; body: CreateBookingInput } | { ok: false; reason: ContactReason | 'slot'; fields: BookingField[] };

const order: BookingField[] = ['service', 'slot', 'name', 'email', 'phone', 'message', 'consent'];

/**
 * The booking's rule: the enquiry form's for the visitor's fields (validateContact, against
 * createBookingSchema, the enquiry's contract with a kind and a start) and a time chosen; a missing
 * time is the reason before theirs. Fields are listed in the page's order.
 */
export function validateBooking(values: ConsultationFormValues, booking: { kind: MeetingKind; slot: string | null }, context: EnquiryContext): BookingValidation {
  const checked = validateContact(values, context, createBookingSchema, { kind: booking.kind, startsAt: booking.slot ?? '' });
  const wrong = order.filter((f) => (f === 'slot' ? !booking.slot : !checked.ok && checked.fields.includes(f)));
  if (!booking.slot) return { ok: false, reason: 'slot', fields: wrong };
  if (!checked.ok) return { ...checked, fields: wrong };
  return { ok: true, body: { ...checked.contact, consent: true, kind: booking.kind, startsAt: booking.slot, ...checked.context } };
}
