import type { Logger } from 'pino';
import type { Consultation } from '../../../shared/schemas/consultations';
import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { enquiryLink, spamDigest, spamFolderLink, staffNotification, visitorAcknowledgement, type DigestEntry } from './outbox.messages';
import { outboxRepository, type ClaimedMail, type MailKind } from './outbox.repository';
import type { BookingMailKind } from './outbox.service';
import { composeBookingMail, type BookingMailFacts } from '../booking/booking.mail';
import { articleEditorLink, reviewDecidedMail, reviewLink, reviewSubmittedMail, type ReviewMailFacts } from './outbox.review-messages';

/** After this many failed attempts a row is given up, kept with its last error. */
export const MAX_ATTEMPTS = 10;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** Longer than a send can take (the mailer's timeouts), so a claimed row is never sent twice. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;

/** 30 s, 1 min, 2 min, … doubling up to an hour (with the default base). */
export const retryDelay = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  /** PUBLIC_URL: the link's origin, else the one the enquiry was posted to */
  publicUrl: string | undefined;
  enquiry(id: number): Promise<Consultation | undefined>;
  /** a spam digest's entries as they now are (newest first, at most a page of them) and how many there are */
  spamDigest(day: string): Promise<{ entries: DigestEntry[]; total: number }>;
  /** a review mail's submission as it now is; undefined when it is gone */
  submission?(id: number): Promise<ReviewMailFacts | undefined>;
  /** a booking mail's appointment as it now is (modules/booking/booking.mail.ts); undefined when it is gone */
  booking?(consultationId: number): Promise<BookingMailFacts | undefined>;
  /** signs the visitor's change-or-cancel link in booking mail (bookingTokenKey of the root secret) */
  bookingLinkKey?: Buffer;
  /** MAIL_FROM: the organizer of a booking's calendar invitation */
  mailFrom?: string;
}

export interface OutboxWorker {
  start(): void;
  /** waits for a send under way, then stops polling */
  stop(): Promise<void>;
  /** one claim-and-send round (tests); resolves to the number of rows claimed */
  drain(): Promise<number>;
}

/** Errors are logged by code only: SMTP answers can quote addresses (docs/decisions/0012-enquiry-inbox.md). */
const errorSummary = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; command?: unknown };
  return [e.code, e.responseCode, e.command].filter((v) => v !== undefined).join(' ') || 'error';
};

const bookingKinds: readonly MailKind[] = ['booking-confirmation', 'booking-changed', 'booking-reminder', 'booking-reminder-staff'];
const isBookingMail = (kind: MailKind): kind is BookingMailKind => bookingKinds.includes(kind);

/** Drains the mail outbox off the request path: claims due rows, sends them, retries failures later. */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const repo = outboxRepository(opts.db);
  const log = opts.logger.child({ module: 'outbox' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** The mail a row stands for, composed from what it reports as that now is; a reason to skip it when there is nothing to say. */
  async function compose(mail: ClaimedMail): Promise<MailMessage | string> {
    const origin = opts.publicUrl ?? mail.origin ?? '';
    if (mail.kind === 'spam-digest') {
      const digest = mail.digestDay ? await opts.spamDigest(mail.digestDay) : { entries: [], total: 0 };
      if (!digest.total) return 'every entry of the digest was restored, erased or deleted';
      return { to: mail.recipients, ...spamDigest(mail.digestDay!, digest.entries, digest.total, spamFolderLink(origin)) };
    }
    if (mail.kind === 'review-submitted' || mail.kind === 'review-decided') {
      const facts = mail.submissionId === null ? undefined : await opts.submission?.(mail.submissionId);
      if (!facts) return 'the submission is gone';
      if (mail.kind === 'review-decided') return { to: mail.recipients, ...reviewDecidedMail(facts, articleEditorLink(origin, facts.articleId)) };
      // a submission decided before its mail went out needs no review any more
      if (facts.state !== 'pending') return 'the submission was decided already';
      return { to: mail.recipients, ...reviewSubmittedMail(facts, reviewLink(origin, facts.id)) };
    }
    if (isBookingMail(mail.kind)) {
      if (mail.consultationId === null || !opts.booking || !opts.bookingLinkKey) return 'booking mail is not wired';
      // a reminder is queued by a job, without a request: its links take the booking's earlier mail's origin
      const linkOrigin = opts.publicUrl ?? mail.origin ?? (await repo.lastOrigin(mail.consultationId)) ?? '';
      const facts = await opts.booking(mail.consultationId);
      return composeBookingMail(mail.kind, facts, { origin: linkOrigin, linkKey: opts.bookingLinkKey, from: opts.mailFrom ?? '', recipients: mail.recipients, now: new Date() });
    }
    const enquiry = mail.consultationId === null ? undefined : await opts.enquiry(mail.consultationId);
    if (!enquiry || enquiry.anonymizedAt) return 'the enquiry is gone or anonymised';
    return mail.kind === 'visitor-ack'
      ? { to: [enquiry.email], ...visitorAcknowledgement(enquiry) }
      : { to: mail.recipients, ...staffNotification(enquiry, enquiryLink(origin, enquiry.id)) };
  }

  async function send(mail: ClaimedMail): Promise<void> {
    const message = await compose(mail);
    if (typeof message === 'string') return repo.markSkipped(mail.id, message);
    if (!message.to.length) return repo.markSkipped(mail.id, 'no recipients');
    try {
      await opts.mailer.send(message);
    } catch (err) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const summary = errorSummary(err);
      await repo.markFailed(mail.id, `${summary}: ${String((err as Error).message ?? err).slice(0, 500)}`, giveUp ? null : retryDelay(mail.attempts, opts.retryBaseMs));
      log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: summary, gaveUp: giveUp }, 'mail not sent');
      return;
    }
    await repo.markSent(mail.id);
    log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
  }

  async function drain(): Promise<number> {
    const claimed = await repo.claim(BATCH, LEASE_MS);
    for (const mail of claimed) await send(mail);
    return claimed.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .then((n) => schedule(n === BATCH ? 0 : opts.pollMs)) // a full batch: more may be due
        .catch((err: unknown) => {
          log.warn({ error: errorSummary(err) }, 'outbox round failed');
          schedule(opts.pollMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      opts.mailer.close();
    },
    drain,
  };
}
