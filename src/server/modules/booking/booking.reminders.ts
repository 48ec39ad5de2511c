import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { queueBookingMails, type BookingMailKind } from '../outbox/outbox.service';
import type { SettingsService } from '../settings/settings.service';

const HOUR_MS = 60 * 60 * 1000;
/** A booking is reminded this long before it starts… */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** …or, when it was made (or last moved) later than that, this long before… */
export const LATE_REMINDER_LEAD_MS = 2 * HOUR_MS;
/** …if it was made at least this long before its start: a booking made later has only just had its confirmation. */
export const LATE_REMINDER_MIN_NOTICE_MS = 3 * HOUR_MS;
/** Appointments reminded per run at most; the rest wait for the next run (every 5 minutes). */
const BATCH = 200;

type Rows<T> = { rows: T[] };

/**
 * Queues the reminders of bookings coming up (docs/decisions/0028-booking-and-chat.md): the visitor's and
 * the staff's (the consultant's address, and the enquiry alert's addresses). Run once across servers by the
 * scheduler's claim; each appointment is also claimed with FOR UPDATE SKIP LOCKED and marked in the same
 * transaction, so it is reminded once. A move clears the mark (booking.mail.ts), so it is reminded afresh.
 */
export function bookingRemindersJob(deps: { settings: Pick<SettingsService, 'mailPolicy' | 'smtpConfigured'>; publicUrl: string | undefined }): Job {
  return {
    name: 'booking-reminders',
    everyMs: 5 * 60 * 1000,
    async run(now: Date, tx: Db) {
      const at = now.toISOString();
      const ms = (n: number) => sql`${n} * interval '1 millisecond'`;
      // updated_at is when the booking was made or last moved (the reminder-due index serves the range on starts_at)
      const due = (await tx.execute(sql`
        SELECT a.id, a.consultation_id AS "consultationId", u.email AS "consultantEmail"
        FROM appointments a LEFT JOIN users u ON u.id = a.consultant_id AND u.disabled_at IS NULL
        WHERE a.status = 'booked' AND a.reminder_queued_at IS NULL
          AND a.starts_at > ${at}::timestamptz AND a.starts_at <= ${at}::timestamptz + ${ms(REMINDER_LEAD_MS)}
          AND (a.updated_at <= a.starts_at - ${ms(REMINDER_LEAD_MS)}
            OR (a.starts_at <= ${at}::timestamptz + ${ms(LATE_REMINDER_LEAD_MS)} AND a.updated_at <= a.starts_at - ${ms(LATE_REMINDER_MIN_NOTICE_MS)}))
        ORDER BY a.starts_at
        LIMIT ${BATCH}
        FOR UPDATE OF a SKIP LOCKED`)) as unknown as Rows<{ id: number; consultationId: number; consultantEmail: string | null }>;
      if (!due.rows.length) return 0;

      const { notifyEmails } = await deps.settings.mailPolicy(tx);
      const mails: { kind: BookingMailKind; consultationId: number; recipients: string[] }[] = [];
      for (const row of due.rows) {
        const staff = [...new Set([row.consultantEmail?.trim(), ...notifyEmails].filter((e): e is string => Boolean(e)))];
        mails.push({ kind: 'booking-reminder', consultationId: row.consultationId, recipients: [] });
        if (staff.length) mails.push({ kind: 'booking-reminder-staff', consultationId: row.consultationId, recipients: staff });
      }
      // a job has no request: the links' origin is PUBLIC_URL, else the worker takes the booking's earlier mail's
      await queueBookingMails(tx, mails, { smtpConfigured: deps.settings.smtpConfigured(), origin: deps.publicUrl ?? null });
      await tx.execute(sql`UPDATE appointments SET reminder_queued_at = ${at}::timestamptz WHERE id IN (${sql.join(
        due.rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`);
      return due.rows.length;
    },
  };
}
