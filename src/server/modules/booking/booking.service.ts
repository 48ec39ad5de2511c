import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import {
  type AppointmentList,
  type AppointmentListQuery,
  type BookingAvailability,
  type BookingConfirmation,
  type BookingSettings,
  type BookingSettingsView,
  type createBookingSchema,
  type ManagedBooking,
  type MovedBooking,
  type StaffAppointment,
  type staffMoveSchema,
} from '../../../shared/schemas/booking';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import type { CaptureContext } from '../consultations/capture';
import type { ConsultationsService } from '../consultations/consultations.service';
import type { SettingsService } from '../settings/settings.service';
import { availability, bookableDays, calendarFree, calendarOf, dayStart, pickCalendar, slotProblem, type AvailabilityRange, type SlotProblem } from './availability';
import { bookingMailFacts, composeBookingMail, queueBookingMail } from './booking.mail';
import { bookingChanges, Taken, toManaged } from './booking.moves';
import { bookingRepository, type ManagedRow } from './booking.repository';
import { readBookingToken, signBookingToken } from './booking-token';

export type CreateBooking = z.output<typeof createBookingSchema>;
export type StaffMove = z.output<typeof staffMoveSchema>;

export interface BookingDeps {
  consultations: Pick<ConsultationsService, 'createIn' | 'assignOnArrival' | 'bookingEventIn'>;
  settings: Pick<SettingsService, 'smtpConfigured'>;
  audit: AuditRecorder;
  /** signs and reads the visitor's change-or-cancel links (bookingTokenKey of the root secret) */
  linkKey: Buffer;
  publicUrl: string | undefined;
  /** MAIL_FROM: the organizer of the invitation the .ics link serves */
  mailFrom: string;
  /** the office's address in a language (an office visit's location) */
  officeAddress: (lang: Language) => Promise<string>;
}

const linkInvalid = () => new AppError(404, 'BOOKING_LINK_INVALID', 'this booking link is not valid, or a change was made with it already');
const linkExpired = () => new AppError(410, 'BOOKING_LINK_EXPIRED', 'the meeting has started: this link no longer works');
const refusal = (problem: SlotProblem) =>
  problem === 'BOOKING_CLOSED' ? new AppError(409, 'BOOKING_CLOSED', 'booking a consultation is closed') : new AppError(400, 'SLOT_UNAVAILABLE', 'this time cannot be booked');
const cancelledAlready = () => new AppError(409, 'CONFLICT', 'this booking was cancelled');

const settingsFields = ['enabled', 'slotMinutes', 'noticeMinutes', 'horizonDays', 'kinds', 'hours', 'closedDates'] as const;

/** The preferred calendar first when it is among the free ones. */
const preferring = (calendar: number, free: number[]) => (free.includes(calendar) ? [calendar, ...free.filter((c) => c !== calendar)] : free);

/**
 * Booking a consultation (docs/decisions/0028-booking-and-chat.md): the free slots, a visitor's booking
 * (an enquiry with an appointment, in one transaction), the change-or-cancel link, and the staff's
 * settings and week. The database's unique index on a calendar's start is what refuses a second booking.
 */
export function bookingService(db: Db, deps: BookingDeps) {
  const repo = bookingRepository(db);
  const sign = (a: { id: number; tokenVersion: number; startsAt: Date }) => signBookingToken(deps.linkKey, { appointmentId: a.id, version: a.tokenVersion, expiresAt: a.startsAt });

  const { bookedAround, bookedFrom, changing, moveIn, cancelIn, insertOnFirstFree } = bookingChanges(db, deps);
  const mailContext = (origin: string | null) => ({ smtpConfigured: deps.settings.smtpConfigured(), origin });

  /** The booked intervals an availability answer needs: from its first day to the horizon's end. */
  const bookedForRange = (settings: BookingSettings, now: Date, range: AvailabilityRange) => {
    const { first } = bookableDays(settings, now);
    return bookedFrom(settings, now, range.from && range.from > first ? range.from : first);
  };

  /** The appointment a link names: refused when forged, spent (its version changed) or past its meeting's start. */
  async function linked(on: Db, token: string, now: Date, lock = false): Promise<ManagedRow> {
    const claims = readBookingToken(deps.linkKey, token);
    if (!claims) throw linkInvalid();
    if (lock) await bookingRepository(on).lock(claims.appointmentId);
    const row = await bookingRepository(on).managed(claims.appointmentId);
    if (!row || row.tokenVersion !== claims.version) throw linkInvalid();
    if (+claims.expiresAt <= +now || +row.startsAt <= +now) throw linkExpired();
    return row;
  }

  /** The settings staff save, checked: every consultant named holds a calendar; a date closed twice is kept once. */
  async function checked(tx: Db, input: BookingSettings): Promise<BookingSettings> {
    const named = [...new Set(input.hours.flatMap((h) => (h.consultantId === null ? [] : [h.consultantId])))];
    const known = new Set((await bookingRepository(tx).consultantsByIds(named)).map((c) => c.id));
    const unknown = input.hours.findIndex((h) => h.consultantId !== null && !known.has(h.consultantId));
    if (unknown >= 0) throw fieldError(`hours.${unknown}.consultantId`, 'assigneeNotAdmin');
    const closedDates = [...new Map(input.closedDates.map((c) => [c.date, c])).values()].sort((a, b) => a.date.localeCompare(b.date));
    return { ...input, closedDates };
  }

  return {
    /** What a visitor can book now (the slots endpoint and the booking page's first view). */
    async availability(range: AvailabilityRange = {}, now = new Date()): Promise<BookingAvailability> {
      const settings = await repo.settings({ bookable: true });
      return availability(settings, await bookedForRange(settings, now, range), now, range);
    },

    /**
     * A visitor's booking: the enquiry through the consultations module's own create (consent, token,
     * honeypot, spam signals, timeline, staff alert), then its appointment on the first calendar still
     * free, in the same transaction. No calendar left: rolled back, 409 SLOT_TAKEN with the next slots.
     */
    async create(input: CreateBooking, ctx: CaptureContext): Promise<BookingConfirmation> {
      const { kind, startsAt, ...enquiry } = input;
      const now = new Date(ctx.now ?? Date.now());
      const start = new Date(startsAt);
      const settings = await repo.settings({ bookable: true });
      const problem = slotProblem(settings, start, now);
      if (problem) throw refusal(problem);
      if (!settings.kinds.includes(kind)) throw fieldError('kind', 'bookingKindInvalid');
      const endsAt = new Date(+start + settings.slotMinutes * 60_000);
      const answer = (id: number, type: string, token: string): BookingConfirmation => ({
        id,
        type,
        appointment: { startsAt: start.toISOString(), endsAt: endsAt.toISOString(), kind, status: 'booked' },
        token,
      });
      return changing(settings, start, now, async (tx) => {
        const { consultation, spam } = await deps.consultations.createIn(tx, enquiry, ctx, 'staff-notification');
        // A post the spam rules file in Spam takes no slot, so a bot cannot fill the calendar. It is
        // answered like a booking, as the enquiry form answers spam like an enquiry: its link names
        // appointment 0, which no serial id ever is, so it opens nothing (BOOKING_LINK_INVALID).
        if (spam) return answer(consultation.id, consultation.type, signBookingToken(deps.linkKey, { appointmentId: 0, version: 1, expiresAt: start }));
        const appointment = await insertOnFirstFree(tx, pickCalendar(settings, await bookedAround(tx, start), start), { consultationId: consultation.id, kind, startsAt: start, endsAt });
        if (!appointment) throw new Taken();
        if (appointment.consultantId) await deps.consultations.assignOnArrival(tx, consultation.id, appointment.consultantId);
        await queueBookingMail(tx, 'booked', consultation.id, mailContext(ctx.origin));
        return answer(consultation.id, consultation.type, sign(appointment));
      });
    },

    /** What a change-or-cancel link shows. */
    managed: async (token: string, now = new Date()): Promise<ManagedBooking> => toManaged(await linked(db, token, now)),

    /** The invitation as it is now (REQUEST), as the mail would attach it. */
    async ics(token: string, origin: string | null, now = new Date()): Promise<string> {
      const row = await linked(db, token, now);
      if (row.status !== 'booked') throw linkInvalid();
      const facts = await bookingMailFacts(db, row.consultationId, deps.officeAddress);
      const mail = composeBookingMail('booking-changed', facts, { origin: deps.publicUrl ?? origin ?? '', linkKey: deps.linkKey, from: deps.mailFrom, recipients: [], now });
      if (typeof mail === 'string' || !mail.icalEvent) throw linkInvalid();
      return mail.icalEvent.content;
    },

    /** The visitor cancels: the slot is free at once, the link is spent, and the cancellation is mailed. */
    cancelByLink: (token: string, ctx: CaptureContext): Promise<ManagedBooking> =>
      withTransaction(db, async (tx) => {
        const at = new Date(ctx.now ?? Date.now());
        const row = await linked(tx, token, at, true);
        if (row.status !== 'booked') throw linkInvalid();
        return toManaged({ ...row, ...(await cancelIn(tx, row, 'visitor', { actorId: null, origin: ctx.origin, at })) });
      }),

    /** The visitor moves to another free slot (the notice applies): a new link, the old one spent. */
    async moveByLink(token: string, startsAt: string, ctx: CaptureContext): Promise<MovedBooking> {
      const now = new Date(ctx.now ?? Date.now());
      const start = new Date(startsAt);
      const settings = await repo.settings({ bookable: true });
      return changing(settings, start, now, async (tx) => {
        const row = await linked(tx, token, now, true);
        if (row.status !== 'booked') throw linkInvalid();
        const problem = slotProblem(settings, start, now);
        if (problem) throw refusal(problem);
        if (+row.startsAt === +start) return { booking: toManaged(row), token: sign(row) };
        const free = pickCalendar(settings, await bookedAround(tx, start, row.id), start);
        const moved = await moveIn(tx, row, start, preferring(row.calendar, free), settings, { actorId: null, origin: ctx.origin, at: now });
        return { booking: toManaged({ ...row, ...moved }), token: sign(moved) };
      });
    },

    async settings(): Promise<BookingSettingsView> {
      return { ...(await repo.settings()), consultants: await repo.consultants() };
    },

    saveSettings: (actor: Actor, input: BookingSettings): Promise<BookingSettingsView> =>
      withTransaction(db, async (tx) => {
        const r = bookingRepository(tx);
        await r.lockSettings();
        const before = await r.settings();
        const after = await checked(tx, input);
        await r.saveSettings(after, new Date());
        const changes = changesBetween(before, after, settingsFields);
        if (changes.length) await deps.audit.record(tx, actor, { action: 'save', entityType: 'settings', entityId: 'booking', entityLabel: 'booking', changes });
        return { ...(await r.settings()), consultants: await r.consultants() };
      }),

    /** The staff week: appointments starting on the Singapore days from `from` to `to`. */
    list: async ({ from, to, consultantId, includeCancelled }: AppointmentListQuery): Promise<AppointmentList> => ({
      appointments: await repo.list({ from: new Date(dayStart(from)), to: new Date(dayStart(to) + 24 * 60 * 60_000), consultantId, includeCancelled }),
    }),

    /**
     * Staff move a booking (no minimum notice, also while visitors cannot book): to its consultant when
     * free at the new start, else another free calendar, or the one named; the visitor is mailed.
     */
    async staffMove(actor: Actor, id: number, input: StaffMove, origin: string | null): Promise<StaffAppointment> {
      const now = new Date();
      const start = new Date(input.startsAt);
      const settings = { ...(await repo.settings({ bookable: true })), enabled: true };
      return changing(settings, start, now, async (tx) => {
        const r = bookingRepository(tx);
        const row = (await r.lock(id)) && (await r.managed(id));
        if (!row) throw notFound('appointment');
        if (row.status !== 'booked') throw cancelledAlready();
        const problem = slotProblem(settings, start, now, { ignoreNotice: true });
        if (problem) throw refusal(problem);
        const booked = await bookedAround(tx, start, row.id);
        let calendars = preferring(row.calendar, pickCalendar(settings, booked, start));
        if (input.consultantId !== undefined) {
          if (input.consultantId !== null && !(await r.consultantsByIds([input.consultantId])).length) throw fieldError('consultantId', 'assigneeNotAdmin');
          const named = calendarOf(input.consultantId);
          calendars = calendarFree(booked, named, start, settings.slotMinutes) ? [named] : [];
        }
        if (+row.startsAt === +start && calendars[0] === row.calendar) return (await r.staffView(id))!;
        const moved = await moveIn(tx, row, start, calendars, settings, { actorId: actor.userId, origin, at: now });
        const changes = changesBetween({ startsAt: row.startsAt, consultantId: row.consultantId }, { startsAt: moved.startsAt, consultantId: moved.consultantId });
        await deps.audit.record(tx, actor, { action: 'save', entityType: 'enquiry', entityId: row.consultationId, entityLabel: `#${row.consultationId}`, changes });
        return (await r.staffView(id))!;
      });
    },

    /** Staff cancel a booking: its slot is free at once and the visitor is mailed; a cancelled one stays as it is. */
    staffCancel: (actor: Actor, id: number, origin: string | null): Promise<StaffAppointment> =>
      withTransaction(db, async (tx) => {
        const r = bookingRepository(tx);
        const row = (await r.lock(id)) && (await r.managed(id));
        if (!row) throw notFound('appointment');
        if (row.status === 'booked') {
          await cancelIn(tx, row, 'staff', { actorId: actor.userId, origin, at: new Date() });
          const changes = [{ field: 'appointment', from: 'booked', to: 'cancelled' }];
          await deps.audit.record(tx, actor, { action: 'status', entityType: 'enquiry', entityId: row.consultationId, entityLabel: `#${row.consultationId}`, changes });
        }
        return (await r.staffView(id))!;
      }),
  };
}
export type BookingService = ReturnType<typeof bookingService>;
