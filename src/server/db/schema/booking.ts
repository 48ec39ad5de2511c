import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The references (booking_hours.consultant_id → users ON DELETE CASCADE, appointments.consultation_id →
// consultations ON DELETE CASCADE, appointments.consultant_id → users ON DELETE SET NULL) are in migration
// 0018: this file does not import index.ts, which exports it.

/** The booking settings (migration 0018, docs/decisions/0028-booking-and-chat.md): one row, id 1. */
export const bookingSettings = pgTable('booking_settings', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  noticeMinutes: integer('notice_minutes').notNull().default(240),
  horizonDays: integer('horizon_days').notNull().default(30),
  kinds: text('kinds').array().notNull().default(sql`'{phone,video,office}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Weekly openings in Singapore time: a consultant's, or the firm's (consultant_id null). */
export const bookingHours = pgTable(
  'booking_hours',
  {
    id: serial('id').primaryKey(),
    consultantId: integer('consultant_id'),
    /** 0 Sunday … 6 Saturday */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('booking_hours_consultant_idx').on(t.consultantId)],
);

/** Days nobody can book (Singapore public holidays staff enter, office closures). */
export const bookingClosedDates = pgTable('booking_closed_dates', {
  day: date('day', { mode: 'string' }).primaryKey(),
  label: text('label').notNull().default(''),
  labelEn: text('label_en').notNull().default(''),
});

/**
 * A booking's appointment, beside its enquiry. `calendar` is the consultant's id, 0 for the firm:
 * appointments_slot_idx (unique on calendar and start while booked) is what refuses a second booking.
 * `token_version` signs the visitor's change-or-cancel link; each change spends the link it was made with.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id').notNull(),
    consultantId: integer('consultant_id'),
    calendar: integer('calendar').notNull().default(0),
    kind: text('kind', { enum: ['phone', 'video', 'office'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] }).notNull().default('booked'),
    tokenVersion: integer('token_version').notNull().default(1),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'staff'] }),
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_consultation_idx').on(t.consultationId),
    uniqueIndex('appointments_slot_idx').on(t.calendar, t.startsAt).where(sql`status = 'booked'`),
    index('appointments_starts_idx').on(t.startsAt).where(sql`status = 'booked'`),
    index('appointments_reminder_due_idx').on(t.startsAt).where(sql`status = 'booked' AND reminder_queued_at IS NULL`),
  ],
);

/** Taps on the ways to reach the firm, per Singapore day, kind and page (migration 0019). */
export const ctaClicks = pgTable(
  'cta_clicks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'cta_clicks_pk', columns: [t.day, t.kind, t.path] })],
);
