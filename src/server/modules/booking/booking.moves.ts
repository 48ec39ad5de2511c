import { NEXT_SLOTS_MAX, type BookingSettings, type ManagedBooking } from '../../../shared/schemas/booking';
import { isLanguage } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { SlotTakenError } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { bookableDays, dayStart, nextFreeSlots, singaporeDay, singaporeMinute } from './availability';
import { queueBookingMail } from './booking.mail';
import { bookingRepository, type AppointmentRow, type ManagedRow } from './booking.repository';
import type { BookingDeps } from './booking.service';

const DAY = 24 * 60 * 60_000;

/** No calendar was free at the start after all: thrown inside a booking's transaction to roll it back (then SLOT_TAKEN). */
export class Taken extends Error {
  constructor() {
    super('every calendar offering this start was booked meanwhile');
  }
}

/**
 * Moves an appointment to `start` on the first of `calendars` that takes it: each try in a savepoint,
 * since appointments_slot_idx refuses a calendar's start booked meanwhile (by another server too)
 * and a refused statement would otherwise end the transaction. Undefined: none took it.
 */
export async function relocate(tx: Db, id: number, start: Date, calendars: number[], slotMinutes: number, at: Date): Promise<AppointmentRow | undefined> {
  const endsAt = new Date(+start + slotMinutes * 60_000);
  for (const calendar of calendars) {
    try {
      return await withTransaction(tx, (savepoint) => bookingRepository(savepoint).move(id, { calendar, consultantId: calendar || null, startsAt: start, endsAt }, at));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return undefined;
}

/** What a change-or-cancel link shows: no contact details beyond the visitor's name. */
export const toManaged = (r: Pick<ManagedRow, 'startsAt' | 'endsAt' | 'kind' | 'status' | 'type' | 'name' | 'lang'>): ManagedBooking => ({
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  kind: r.kind,
  status: r.status,
  type: r.type,
  name: r.name,
  lang: isLanguage(r.lang) ? r.lang : null,
});

/** Who makes a change, from where, and when (`actorId` null: the visitor). */
export interface ChangeBy {
  actorId: number | null;
  origin: string | null;
  at: Date;
}

/** The steps a booking's changes share: what is booked around a start, the transaction, a move and a cancellation with their timeline entry and mail. */
export function bookingChanges(db: Db, deps: Pick<BookingDeps, 'consultations' | 'settings'>) {
  const mailContext = (origin: string | null) => ({ smtpConfigured: deps.settings.smtpConfigured(), origin });

  /** The booked intervals from a Singapore day to the horizon's end. */
  const bookedFrom = (settings: BookingSettings, now: Date, day: string) =>
    bookingRepository(db).bookedBetween(new Date(dayStart(day) - DAY), new Date(dayStart(bookableDays(settings, now).last) + 2 * DAY));

  return {
    bookedFrom,

    /** The booked intervals around a start's Singapore day (a day either side: overlaps, and that day's load), but `except`. */
    bookedAround(on: Db, start: Date, except?: number) {
      const day = dayStart(singaporeDay(start));
      return bookingRepository(on).bookedBetween(new Date(day - DAY), new Date(day + 2 * DAY), except);
    },

    /** A change in one transaction; when every calendar was taken meanwhile, SLOT_TAKEN with the next free slots, read after the rollback. */
    async changing<T>(settings: BookingSettings, start: Date, now: Date, work: (tx: Db) => Promise<T>): Promise<T> {
      try {
        return await withTransaction(db, work);
      } catch (err) {
        if (!(err instanceof Taken)) throw err;
        throw new SlotTakenError(nextFreeSlots(settings, await bookedFrom(settings, now, singaporeDay(start)), start, now, NEXT_SLOTS_MAX));
      }
    },

    /** Moves a booked appointment: the row updated in place, so its old start is free as it commits; the timeline and the visitor's mail follow. */
    async moveIn(tx: Db, row: ManagedRow, start: Date, calendars: number[], settings: BookingSettings, by: ChangeBy): Promise<AppointmentRow> {
      const moved = await relocate(tx, row.id, start, calendars, settings.slotMinutes, by.at);
      if (!moved) throw new Taken();
      await deps.consultations.bookingEventIn(tx, { consultationId: row.consultationId, kind: 'booking-moved', note: `${singaporeMinute(start)} SGT`, actorId: by.actorId, at: by.at });
      await queueBookingMail(tx, 'changed', row.consultationId, mailContext(by.origin));
      return moved;
    },

    /** Cancels a booked appointment: its start is free as it commits; the timeline and the visitor's mail follow. */
    async cancelIn(tx: Db, row: ManagedRow, cancelledBy: 'visitor' | 'staff', by: ChangeBy): Promise<AppointmentRow> {
      const cancelled = await bookingRepository(tx).cancel(row.id, cancelledBy, by.at);
      await deps.consultations.bookingEventIn(tx, { consultationId: row.consultationId, kind: 'booking-cancelled', actorId: by.actorId, at: by.at });
      await queueBookingMail(tx, 'changed', row.consultationId, mailContext(by.origin));
      return cancelled;
    },

    /** A booking made on the first of `calendars` still free at its start; undefined when none is. */
    async insertOnFirstFree(tx: Db, calendars: number[], values: { consultationId: number; kind: AppointmentRow['kind']; startsAt: Date; endsAt: Date }): Promise<AppointmentRow | undefined> {
      for (const calendar of calendars) {
        const appointment = await bookingRepository(tx).insertIfFree({ ...values, consultantId: calendar || null, calendar });
        if (appointment) return appointment;
      }
      return undefined;
    },
  };
}
