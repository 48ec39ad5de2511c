import { z } from 'zod';
import { validationCode as m } from '../validation';
import { createConsultationSchema } from './consultations';
import type { Language } from '../languages';
import type { StaffRef } from './inbox';

/**
 * Booking a consultation (docs/decisions/0028-booking-and-chat.md): staff set the firm's or each
 * consultant's weekly hours, a visitor books a free slot, and the booking is an enquiry with an
 * appointment. Times on the wire are ISO instants (UTC, `Z`); hours and dates are Singapore's.
 *
 * Endpoints (server: modules/booking; answers are the types below):
 *   GET  /api/public/booking/slots?from=YYYY-MM-DD&days=N   BookingAvailability (never cached)
 *   POST /api/public/bookings                               createBookingSchema → 201 BookingConfirmation;
 *                                                           409 SLOT_TAKEN with `nextSlots`; 400 SLOT_UNAVAILABLE; 409 BOOKING_CLOSED
 *   GET  /api/public/bookings/:token                        ManagedBooking (404 BOOKING_LINK_INVALID, 410 BOOKING_LINK_EXPIRED)
 *   GET  /api/public/bookings/:token/ics                    text/calendar (the invitation as it is now)
 *   POST /api/public/bookings/:token/cancel                 ManagedBooking (the link is spent)
 *   POST /api/public/bookings/:token/move                   moveBookingSchema → MovedBooking (a new link; the old one is spent)
 *   GET  /api/booking/settings                              manageBooking → BookingSettingsView
 *   PUT  /api/booking/settings                              manageBooking, bookingSettingsSchema → BookingSettingsView
 *   GET  /api/booking/appointments?from=&to=&consultantId=  manageBooking, appointmentListQuerySchema → AppointmentList
 *   POST /api/booking/appointments/:id/move                 manageBooking, staffMoveSchema → StaffAppointment (mails the visitor)
 *   POST /api/booking/appointments/:id/cancel               manageBooking → StaffAppointment (mails the visitor)
 */

/** Singapore has one offset all year (+08:00, no daylight saving); the firm's hours are in it. */
export const BOOKING_TIME_ZONE = 'Asia/Singapore';

export const meetingKinds = ['phone', 'video', 'office'] as const;
export type MeetingKind = (typeof meetingKinds)[number];

export const appointmentStatuses = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The slot lengths staff can choose. */
export const slotLengths = [15, 20, 30, 45, 60, 90, 120] as const;
/** How far ahead a visitor may book, at most (days), and how many days one slots request may ask for. */
export const BOOKING_HORIZON_MAX_DAYS = 180;
/** Minimum notice, at most a week (minutes). */
export const BOOKING_NOTICE_MAX_MINUTES = 7 * 24 * 60;
/** Rows a settings save may hold. */
export const BOOKING_HOURS_MAX = 200;
export const BOOKING_CLOSED_DATES_MAX = 400;
/** The staff week view asks for at most this many days at once. */
export const APPOINTMENT_RANGE_MAX_DAYS = 42;
/** A refused slot's answer names at most this many next free ones. */
export const NEXT_SLOTS_MAX = 6;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, m.bookingTimeInvalid);
const isoDay = z.iso.date(m.bookingDateInvalid);

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** One weekly opening: a consultant's (a staff id) or the firm's (null), on a weekday (0 Sunday … 6 Saturday). */
export const bookingHoursSchema = z
  .object({
    consultantId: z.number().int().positive().max(2_147_483_647).nullable(),
    weekday: z.number().int().min(0).max(6),
    start: hhmm,
    end: hhmm,
  })
  .refine((h) => minutesOf(h.end) > minutesOf(h.start), { message: m.bookingHoursOrder, path: ['end'] });

/** A day nobody can book (a public holiday, an office closure), with what visitors are told in each language. */
export const closedDateSchema = z.object({
  date: isoDay,
  label: z.string().trim().max(100).default(''),
  labelEn: z.string().trim().max(100).default(''),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;

export const bookingSettingsSchema = z.object({
  /** off: the booking buttons lead to the enquiry form, and the slots answer `enabled: false` */
  enabled: z.boolean(),
  slotMinutes: z
    .number()
    .int()
    .refine((n) => (slotLengths as readonly number[]).includes(n), m.bookingSlotLength),
  noticeMinutes: z.number().int().min(0).max(BOOKING_NOTICE_MAX_MINUTES),
  horizonDays: z.number().int().min(1).max(BOOKING_HORIZON_MAX_DAYS),
  kinds: z
    .array(z.enum(meetingKinds))
    .min(1, m.bookingKindsRequired)
    .max(meetingKinds.length)
    .refine((k) => new Set(k).size === k.length, m.bookingKindsRequired),
  hours: z.array(bookingHoursSchema).max(BOOKING_HOURS_MAX),
  closedDates: z.array(closedDateSchema).max(BOOKING_CLOSED_DATES_MAX),
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;

/** The settings screen's read: the settings, and the staff who can be given hours (admins and sales). */
export interface BookingSettingsView extends BookingSettings {
  consultants: StaffRef[];
}

export const availabilityQuerySchema = z.object({
  /** the first Singapore day to list (default: today) */
  from: isoDay.optional(),
  /** how many days (default and at most: the horizon) */
  days: z.coerce.number().int().min(1).max(BOOKING_HORIZON_MAX_DAYS).optional(),
});

/** A Singapore day's free slots: each an ISO instant when the meeting starts. */
export interface AvailableDay {
  date: string;
  slots: string[];
}

/** What a visitor can book now: free slots of every consultant merged (a slot is free when anyone is). */
export interface BookingAvailability {
  enabled: boolean;
  timeZone: typeof BOOKING_TIME_ZONE;
  slotMinutes: number;
  kinds: MeetingKind[];
  /** days with at least one free slot, in order; closed dates and full days are left out */
  days: AvailableDay[];
  /** the closed dates inside the listed range, with their labels (the calendar greys them out) */
  closed: ClosedDate[];
}

/**
 * A visitor's booking: the enquiry's fields (the service is `type`), the meeting kind and the slot's
 * start. The message is optional here (a booking says what it is about by its service).
 */
export const createBookingSchema = createConsultationSchema.extend({
  message: z.string().trim().max(1000).default(''),
  kind: z.enum(meetingKinds, m.bookingKindInvalid),
  startsAt: z.iso.datetime({ offset: true, error: m.bookingTimeInvalid }),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** The appointment as staff and the enquiry's detail see it. */
export interface AppointmentSummary {
  id: number;
  startsAt: string;
  endsAt: string;
  kind: MeetingKind;
  status: AppointmentStatus;
  /** null: the firm's calendar (no consultant named) */
  consultant: StaffRef | null;
}

/** The answer to a booking: the enquiry's id, its appointment, and the link's token to change or cancel it. */
export interface BookingConfirmation {
  id: number;
  type: string;
  appointment: Omit<AppointmentSummary, 'consultant' | 'id'>;
  /** signed, no account: GET/POST /api/public/bookings/:token… and the page /booking/:token */
  token: string;
}

/** What a cancel-or-move link shows: no contact details beyond the visitor's name. */
export interface ManagedBooking {
  startsAt: string;
  endsAt: string;
  kind: MeetingKind;
  status: AppointmentStatus;
  type: string;
  name: string;
  lang: Language | null;
}

export const moveBookingSchema = z.object({ startsAt: z.iso.datetime({ offset: true, error: m.bookingTimeInvalid }) });

export interface MovedBooking {
  booking: ManagedBooking;
  token: string;
}

export const appointmentListQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    consultantId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    includeCancelled: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.to >= q.from && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < APPOINTMENT_RANGE_MAX_DAYS, { message: m.bookingRangeInvalid, path: ['to'] });
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;

/** A booking in the staff week view: the appointment with its enquiry's facts. */
export interface StaffAppointment extends AppointmentSummary {
  consultationId: number;
  name: string;
  email: string;
  phone: string;
  type: string;
  lang: Language | null;
  message: string;
}

export interface AppointmentList {
  appointments: StaffAppointment[];
}

/** Staff move a booking to another start (the consultant kept when free, else another free one, or the one named). */
export const staffMoveSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: m.bookingTimeInvalid }),
  consultantId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
