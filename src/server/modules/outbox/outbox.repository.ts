import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export const mailKinds = [
  'staff-notification',
  'visitor-ack',
  'spam-digest',
  'review-submitted',
  'review-decided',
  // a booking's mail (docs/decisions/0028-booking-and-chat.md): composed from the appointment as it is when sent
  'booking-confirmation',
  'booking-changed',
  'booking-reminder',
  'booking-reminder-staff',
] as const;
export type MailKind = (typeof mailKinds)[number];

export interface NewMail {
  kind: MailKind;
  /** the enquiry of a staff notification or an acknowledgement; null for a spam digest */
  consultationId: number | null;
  /** a spam digest: its Singapore day (the entries are read when it is sent) */
  digestDay?: string | null;
  /** a review mail: the submission it reports (read when it is sent) */
  submissionId?: number | null;
  /** staff addresses; a visitor's acknowledgement reads the enquiry's address when it is sent */
  recipients: string[];
  origin: string | null;
  /** skipped: there is no SMTP server to send to (nothing will be sent) */
  status: 'queued' | 'skipped';
}

export interface ClaimedMail {
  id: number;
  kind: MailKind;
  consultationId: number | null;
  digestDay: string | null;
  submissionId: number | null;
  recipients: string[];
  origin: string | null;
  attempts: number;
}

export interface OutboxRow extends ClaimedMail {
  status: string;
  lastError: string | null;
  sentAt: Date | null;
}

type Rows<T> = { rows: T[] };

export function outboxRepository(db: Db) {
  return {
    async queue(mails: NewMail[]): Promise<void> {
      if (mails.length) await db.insert(mailOutbox).values(mails);
    },

    /**
     * Claims up to `limit` due rows for `leaseMs`: rows another sender holds locked are skipped, and
     * a claimed row stays out of every claim until its lease ends (a sender that died leaves it to be
     * claimed again then). One statement, so the claim commits before anything is sent.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const result = (await db.execute(sql`
        UPDATE mail_outbox SET locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE status = 'queued' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, consultation_id AS "consultationId", digest_day::text AS "digestDay", submission_id AS "submissionId", recipients, origin, attempts`)) as unknown as Rows<ClaimedMail>;
      return result.rows;
    },

    async markSent(id: number): Promise<void> {
      await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: retried after `retryMs`, or given up (kept with its last error). */
    async markFailed(id: number, error: string, retryMs: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          retryMs === null
            ? { status: 'failed', lockedUntil: null, lastError: error }
            : { nextAttemptAt: sql`now() + ${retryMs} * interval '1 millisecond'`, lockedUntil: null, lastError: error },
        )
        .where(eq(mailOutbox.id, id));
    },

    /** Nothing to send any more (the enquiry is gone or anonymised). */
    async markSkipped(id: number, reason: string): Promise<void> {
      await db.update(mailOutbox).set({ status: 'skipped', lockedUntil: null, lastError: reason }).where(eq(mailOutbox.id, id));
    },

    async hasMail(consultationId: number, kind: MailKind): Promise<boolean> {
      const [row] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.consultationId, consultationId), eq(mailOutbox.kind, kind)))
        .limit(1);
      return Boolean(row);
    },

    /** Unsent mail of these kinds for one enquiry is dropped (a moved booking's reminders for its old time). */
    async dropUnsentOf(consultationId: number, kinds: MailKind[]): Promise<void> {
      await db.delete(mailOutbox).where(and(eq(mailOutbox.consultationId, consultationId), inArray(mailOutbox.kind, kinds), eq(mailOutbox.status, 'queued')));
    },

    /** The origin an enquiry's mail was last queued with (a job's mail has no request to take one from). */
    async lastOrigin(consultationId: number): Promise<string | null> {
      const [row] = await db
        .select({ origin: mailOutbox.origin })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.consultationId, consultationId), isNotNull(mailOutbox.origin)))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return row?.origin ?? null;
    },

    /** Unsent mail of anonymised enquiries is dropped: it would carry nothing or leak what was erased. */
    async dropUnsent(consultationIds: number[]): Promise<void> {
      if (consultationIds.length) await db.delete(mailOutbox).where(and(inArray(mailOutbox.consultationId, consultationIds), ne(mailOutbox.status, 'sent')));
    },

    /** Rows done (sent, skipped, failed) before `before` are removed: the outbox is not an archive. */
    async purgeDone(before: Date): Promise<number> {
      const rows = await db
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, before)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    forConsultation: (consultationId: number): Promise<OutboxRow[]> =>
      db
        .select({
          id: mailOutbox.id,
          kind: sql<MailKind>`${mailOutbox.kind}`,
          consultationId: mailOutbox.consultationId,
          digestDay: mailOutbox.digestDay,
          submissionId: mailOutbox.submissionId,
          recipients: mailOutbox.recipients,
          origin: mailOutbox.origin,
          attempts: mailOutbox.attempts,
          status: mailOutbox.status,
          lastError: mailOutbox.lastError,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.consultationId, consultationId))
        .orderBy(mailOutbox.id),
  };
}
