import type { Consultation } from '../../../shared/schemas/consultations';
import type { Db } from '../../db/client';
import type { MailPolicy } from '../settings/settings.service';
import { outboxRepository, type MailKind, type NewMail } from './outbox.repository';

export interface QueueContext {
  /** false without SMTP_URL: rows are written as skipped, so none waits for a server that will never come */
  smtpConfigured: boolean;
  origin: string | null;
}

/**
 * Queues a new (non-spam) enquiry's mail on the caller's transaction: the staff notification when
 * there are staff addresses, and the visitor's acknowledgement when staff switched it on.
 */
export async function queueEnquiryMail(tx: Db, c: Consultation, policy: MailPolicy, ctx: QueueContext, only?: 'staff-notification'): Promise<void> {
  const status = ctx.smtpConfigured ? 'queued' : 'skipped';
  const mails: NewMail[] = [];
  if (policy.notifyEmails.length) mails.push({ kind: 'staff-notification', consultationId: c.id, recipients: policy.notifyEmails, origin: ctx.origin, status });
  if (policy.acknowledgeVisitor && !only) mails.push({ kind: 'visitor-ack', consultationId: c.id, recipients: [], origin: ctx.origin, status });
  await outboxRepository(tx).queue(mails);
}

/** Queues the day's spam digest to the staff addresses, on the caller's transaction (the digest's claim). */
export async function queueSpamDigest(tx: Db, day: string, recipients: string[], ctx: QueueContext): Promise<void> {
  await outboxRepository(tx).queue([{ kind: 'spam-digest', consultationId: null, digestDay: day, recipients, origin: ctx.origin, status: ctx.smtpConfigured ? 'queued' : 'skipped' }]);
}

/**
 * Queues a review mail (docs/decisions/0026-roles-and-review.md) on the caller's transaction: the
 * submission's facts are read when it is sent. No recipients, no row.
 */
export async function queueReviewMail(tx: Db, kind: Extract<MailKind, 'review-submitted' | 'review-decided'>, submissionId: number, recipients: string[], ctx: QueueContext): Promise<void> {
  if (!recipients.length) return;
  await outboxRepository(tx).queue([{ kind, consultationId: null, submissionId, recipients, origin: ctx.origin, status: ctx.smtpConfigured ? 'queued' : 'skipped' }]);
}

export type BookingMailKind = Extract<MailKind, 'booking-confirmation' | 'booking-changed' | 'booking-reminder' | 'booking-reminder-staff'>;

/**
 * Queues a booking's mail (docs/decisions/0028-booking-and-chat.md) on the caller's transaction; the
 * appointment is read when it is sent. A visitor's mail has no recipients: their address is read then too.
 */
export async function queueBookingMails(tx: Db, mails: { kind: BookingMailKind; consultationId: number; recipients: string[] }[], ctx: QueueContext): Promise<void> {
  await outboxRepository(tx).queue(mails.map((m) => ({ ...m, origin: ctx.origin, status: ctx.smtpConfigured ? 'queued' : 'skipped' })));
}

/** Drops an enquiry's unsent mail of these kinds, on the caller's transaction. */
export const dropUnsentMailOf = (tx: Db, consultationId: number, kinds: MailKind[]): Promise<void> => outboxRepository(tx).dropUnsentOf(consultationId, kinds);

/** Whether an enquiry has mail of this kind, sent or not, on the caller's transaction. */
export const hasMail = (tx: Db, consultationId: number, kind: MailKind): Promise<boolean> => outboxRepository(tx).hasMail(consultationId, kind);

/** Drops the unsent mail of these enquiries, on the caller's transaction (an anonymised enquiry sends nothing more). */
export const dropUnsentMail = (tx: Db, consultationIds: number[]): Promise<void> => outboxRepository(tx).dropUnsent(consultationIds);

/** Removes mail done (sent, skipped, given up) before `before`; returns how many. */
export const purgeDoneMail = (db: Db, before: Date): Promise<number> => outboxRepository(db).purgeDone(before);
