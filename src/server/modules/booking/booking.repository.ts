import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { permissions } from '../../../shared/permissions';
import { minutesOf, type AppointmentStatus, type BookingSettings, type MeetingKind, type StaffAppointment } from '../../../shared/schemas/booking';
import type { StaffRef } from '../../../shared/schemas/inbox';
import { isLanguage } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { appointments, bookingClosedDates, bookingHours, bookingSettings, consultations, users } from '../../db/schema/index';
import type { BookedInterval } from './availability';

const SETTINGS_ID = 1;
/** The columns' defaults (migration 0018): booking is open, but without hours nothing can be booked. */
const DEFAULT_SETTINGS = { enabled: true, slotMinutes: 30, noticeMinutes: 240, horizonDays: 30, kinds: ['phone', 'video', 'office'] };

/** Minutes after midnight → "HH:MM" (1440 is "24:00"). */
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Staff who can hold a calendar: active accounts whose role manages booking (admins and sales). */
const activeConsultant = and(inArray(users.role, [...permissions.manageBooking]), isNull(users.disabledAt));

/** An appointment as the booking module works with it. */
export interface AppointmentRow {
  id: number;
  consultationId: number;
  consultantId: number | null;
  calendar: number;
  kind: MeetingKind;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  tokenVersion: number;
}

const appointmentColumns = {
  id: appointments.id,
  consultationId: appointments.consultationId,
  consultantId: appointments.consultantId,
  calendar: appointments.calendar,
  kind: appointments.kind,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  tokenVersion: appointments.tokenVersion,
};

/** An appointment with the facts of its enquiry a change-or-cancel link shows. */
export interface ManagedRow extends AppointmentRow {
  type: string;
  name: string;
  lang: string | null;
}

const staffColumns = {
  ...appointmentColumns,
  consultantName: users.username,
  name: consultations.name,
  email: consultations.email,
  phone: consultations.phone,
  type: consultations.type,
  lang: consultations.lang,
  message: consultations.message,
};

type StaffRow = AppointmentRow & { consultantName: string | null; name: string; email: string; phone: string; type: string; lang: string | null; message: string };

const toStaffAppointment = ({ consultantName, consultantId, calendar: _calendar, tokenVersion: _version, startsAt, endsAt, lang, ...r }: StaffRow): StaffAppointment => ({
  ...r,
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
  lang: isLanguage(lang) ? lang : null,
  consultant: consultantId !== null && consultantName !== null ? { id: consultantId, username: consultantName } : null,
});

export interface NewAppointment {
  consultationId: number;
  consultantId: number | null;
  calendar: number;
  kind: MeetingKind;
  startsAt: Date;
  endsAt: Date;
}

export interface AppointmentRange {
  from: Date;
  to: Date;
  consultantId?: number;
  includeCancelled: boolean;
}

/** The booking tables: the settings row, weekly hours, closed dates and appointments. */
export function bookingRepository(db: Db) {
  return {
    /**
     * The settings with their hours and closed dates. `bookable`: only the hours a visitor can book,
     * the firm's and those of consultants still active in a role that holds a calendar.
     */
    async settings({ bookable = false } = {}): Promise<BookingSettings> {
      // one after another: on a transaction's single connection, queries cannot overlap
      const [row] = await db
        .select({ enabled: bookingSettings.enabled, slotMinutes: bookingSettings.slotMinutes, noticeMinutes: bookingSettings.noticeMinutes, horizonDays: bookingSettings.horizonDays, kinds: bookingSettings.kinds })
        .from(bookingSettings)
        .where(eq(bookingSettings.id, SETTINGS_ID));
      const hours = await db
        .select({ consultantId: bookingHours.consultantId, weekday: bookingHours.weekday, start: bookingHours.startMinute, end: bookingHours.endMinute })
        .from(bookingHours)
        .leftJoin(users, eq(users.id, bookingHours.consultantId))
        .where(bookable ? or(isNull(bookingHours.consultantId), activeConsultant) : undefined)
        .orderBy(sql`${bookingHours.consultantId} NULLS FIRST`, asc(bookingHours.weekday), asc(bookingHours.startMinute), asc(bookingHours.id));
      const closed = await db
        .select({ date: bookingClosedDates.day, label: bookingClosedDates.label, labelEn: bookingClosedDates.labelEn })
        .from(bookingClosedDates)
        .orderBy(asc(bookingClosedDates.day));
      // a restore of a backup older than booking empties the row: the defaults stand in until a save writes it
      const settings = row ?? DEFAULT_SETTINGS;
      return {
        ...settings,
        kinds: settings.kinds as MeetingKind[],
        hours: hours.map((h) => ({ consultantId: h.consultantId, weekday: h.weekday, start: hhmm(h.start), end: hhmm(h.end) })),
        closedDates: closed,
      };
    },

    /** Holds the settings row until the transaction ends: two saves take turns. */
    async lockSettings(): Promise<void> {
      // the first save writes the row, so there is always one to lock
      await db.insert(bookingSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      await db.select({ id: bookingSettings.id }).from(bookingSettings).where(eq(bookingSettings.id, SETTINGS_ID)).for('update');
    },

    /** Replaces the settings, hours and closed dates (one save of the settings screen). */
    async saveSettings(s: BookingSettings, at: Date): Promise<void> {
      const { enabled, slotMinutes, noticeMinutes, horizonDays, kinds } = s;
      const values = { enabled, slotMinutes, noticeMinutes, horizonDays, kinds, updatedAt: at };
      await db.insert(bookingSettings).values({ id: SETTINGS_ID, ...values }).onConflictDoUpdate({ target: bookingSettings.id, set: values });
      await db.delete(bookingHours);
      if (s.hours.length) {
        await db.insert(bookingHours).values(s.hours.map((h) => ({ consultantId: h.consultantId, weekday: h.weekday, startMinute: minutesOf(h.start), endMinute: minutesOf(h.end) })));
      }
      await db.delete(bookingClosedDates);
      if (s.closedDates.length) {
        await db.insert(bookingClosedDates).values(s.closedDates.map((c) => ({ day: c.date, label: c.label, labelEn: c.labelEn })));
      }
    },

    /** Who can be given hours: the active admins and sales. */
    consultants: (): Promise<StaffRef[]> => db.select({ id: users.id, username: users.username }).from(users).where(activeConsultant).orderBy(asc(users.username)),

    async consultantsByIds(ids: number[]): Promise<StaffRef[]> {
      if (!ids.length) return [];
      return db.select({ id: users.id, username: users.username }).from(users).where(and(inArray(users.id, ids), activeConsultant));
    },

    /** Booked appointments meeting [from, to), but `except` (the one being moved). */
    async bookedBetween(from: Date, to: Date, except?: number): Promise<BookedInterval[]> {
      return db
        .select({ calendar: appointments.calendar, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
        .from(appointments)
        .where(and(eq(appointments.status, 'booked'), lt(appointments.startsAt, to), gt(appointments.endsAt, from), except !== undefined ? ne(appointments.id, except) : undefined));
    },

    /**
     * The appointment, unless its calendar's start is booked already: appointments_slot_idx decides,
     * also against a booking another server is committing at this moment (it waits for that one).
     */
    async insertIfFree(values: NewAppointment): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .insert(appointments)
        .values(values)
        .onConflictDoNothing({ target: [appointments.calendar, appointments.startsAt], where: sql.raw(`"status" = 'booked'`) })
        .returning(appointmentColumns);
      return row;
    },

    /** The appointment, locked until the transaction ends. */
    async lock(id: number): Promise<AppointmentRow | undefined> {
      const [row] = await db.select(appointmentColumns).from(appointments).where(eq(appointments.id, id)).for('update');
      return row;
    },

    /** Moves a booked appointment (its old start is free as this commits); a clash on the new start throws a unique violation. */
    async move(id: number, values: Pick<NewAppointment, 'consultantId' | 'calendar' | 'startsAt' | 'endsAt'>, at: Date): Promise<AppointmentRow> {
      const [row] = await db
        .update(appointments)
        .set({ ...values, tokenVersion: sql`${appointments.tokenVersion} + 1`, reminderQueuedAt: null, updatedAt: at })
        .where(eq(appointments.id, id))
        .returning(appointmentColumns);
      return row!;
    },

    async cancel(id: number, by: 'visitor' | 'staff', at: Date): Promise<AppointmentRow> {
      const [row] = await db
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: by, tokenVersion: sql`${appointments.tokenVersion} + 1`, updatedAt: at })
        .where(eq(appointments.id, id))
        .returning(appointmentColumns);
      return row!;
    },

    /** Cancels the booked appointments of these enquiries that have not started (an anonymised enquiry's). */
    async cancelUpcomingOf(consultationIds: number[], at: Date): Promise<number[]> {
      if (!consultationIds.length) return [];
      const rows = await db
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'staff', tokenVersion: sql`${appointments.tokenVersion} + 1`, updatedAt: at })
        .where(and(inArray(appointments.consultationId, consultationIds), eq(appointments.status, 'booked'), gt(appointments.startsAt, at)))
        .returning({ consultationId: appointments.consultationId });
      return rows.map((r) => r.consultationId);
    },

    async managed(id: number): Promise<ManagedRow | undefined> {
      const [row] = await db
        .select({ ...appointmentColumns, type: consultations.type, name: consultations.name, lang: consultations.lang })
        .from(appointments)
        .innerJoin(consultations, eq(consultations.id, appointments.consultationId))
        .where(eq(appointments.id, id));
      return row;
    },

    /** The staff week: appointments starting in [from, to), by start. */
    async list({ from, to, consultantId, includeCancelled }: AppointmentRange): Promise<StaffAppointment[]> {
      const rows = await db
        .select(staffColumns)
        .from(appointments)
        .innerJoin(consultations, eq(consultations.id, appointments.consultationId))
        .leftJoin(users, eq(users.id, appointments.consultantId))
        .where(
          and(
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
            consultantId !== undefined ? eq(appointments.calendar, consultantId) : undefined,
            includeCancelled ? undefined : eq(appointments.status, 'booked'),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      return rows.map(toStaffAppointment);
    },

    async staffView(id: number): Promise<StaffAppointment | undefined> {
      const [row] = await db
        .select(staffColumns)
        .from(appointments)
        .innerJoin(consultations, eq(consultations.id, appointments.consultationId))
        .leftJoin(users, eq(users.id, appointments.consultantId))
        .where(eq(appointments.id, id));
      return row && toStaffAppointment(row);
    },
  };
}
