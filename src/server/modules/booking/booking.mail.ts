import { eq } from 'drizzle-orm';
import { consultationServices } from '../../../shared/catalog';
import { brandWords } from '../../../shared/brand';
import type { Language } from '../../../shared/languages';
import { localePath, paths } from '../../../shared/paths';
import type { AppointmentStatus, MeetingKind } from '../../../shared/schemas/booking';
import type { Db } from '../../db/client';
import { appointments, consultations, users } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { enquiryLink, htmlOf, typeLabel } from '../outbox/outbox.messages';
import { dropUnsentMailOf, queueBookingMails, type BookingMailKind, type QueueContext } from '../outbox/outbox.service';
import { cancelledWords, confirmationWords, invitationDescription, invitationLocation, invitationSummary, movedWords, reminderWords, staffReminderWords, type MailWords, type VisitorView } from './booking-mail.messages';
import { signBookingToken } from './booking-token';
import { addressOf, bookingUid, invitationIcs } from './booking.ics';

/**
 * A booking's mail (docs/decisions/0028-booking-and-chat.md): queued in the booking's transaction,
 * composed by the outbox worker when it is sent, from the appointment as it is then, so a moved
 * booking's mail carries the new time and the link signed with the current version.
 */
export async function queueBookingMail(tx: Db, event: 'booked' | 'changed', consultationId: number, ctx: QueueContext): Promise<void> {
  if (event === 'changed') {
    // a moved booking is reminded afresh before its new time (the move clears the mark too); what was queued for the old time is dropped
    await tx.update(appointments).set({ reminderQueuedAt: null }).where(eq(appointments.consultationId, consultationId));
    await dropUnsentMailOf(tx, consultationId, ['booking-reminder', 'booking-reminder-staff']);
  }
  await queueBookingMails(tx, [{ kind: event === 'booked' ? 'booking-confirmation' : 'booking-changed', consultationId, recipients: [] }], ctx);
}

/** What a booking's mail is composed from, read when it is sent. */
export interface BookingMailFacts {
  appointmentId: number;
  consultationId: number;
  kind: MeetingKind;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  tokenVersion: number;
  cancelledBy: 'visitor' | 'staff' | null;
  consultant: { username: string } | null;
  name: string;
  email: string;
  phone: string;
  type: string;
  message: string;
  lang: Language;
  anonymized: boolean;
  /** the office's address in the visitor's language (an office visit's LOCATION) */
  address: string;
}

/** The booking of an enquiry as it now is; undefined when it has none (deleted). */
export async function bookingMailFacts(db: Db, consultationId: number, officeAddress: (lang: Language) => Promise<string>): Promise<BookingMailFacts | undefined> {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      consultationId: appointments.consultationId,
      kind: appointments.kind,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      tokenVersion: appointments.tokenVersion,
      cancelledBy: appointments.cancelledBy,
      consultantName: users.username,
      name: consultations.name,
      email: consultations.email,
      phone: consultations.phone,
      type: consultations.type,
      message: consultations.message,
      lang: consultations.lang,
      anonymizedAt: consultations.anonymizedAt,
    })
    .from(appointments)
    .innerJoin(consultations, eq(consultations.id, appointments.consultationId))
    .leftJoin(users, eq(users.id, appointments.consultantId))
    .where(eq(appointments.consultationId, consultationId))
    .limit(1);
  if (!row) return undefined;
  const { consultantName, anonymizedAt, lang: stored, ...facts } = row;
  const lang: Language = stored === 'en' ? 'en' : 'zh';
  return {
    ...facts,
    lang,
    consultant: consultantName ? { username: consultantName } : null,
    anonymized: anonymizedAt !== null,
    address: facts.kind === 'office' ? await officeAddress(lang) : '',
  };
}

export interface BookingMailContext {
  /** the site's origin for links (PUBLIC_URL, else the one the booking was made on) */
  origin: string;
  /** signs the change-or-cancel link (bookingTokenKey of the root secret) */
  linkKey: Buffer;
  /** MAIL_FROM: the invitation's ORGANIZER */
  from: string;
  /** a staff mail's addresses */
  recipients: string[];
  now: Date;
}

const INVITE = 'invite.ics';

/** A plain link line of the HTML part made clickable (the text is escaped already). */
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const mailOf = (to: string[], words: MailWords): MailMessage => ({ to, subject: words.subject, text: words.lines.join('\n'), html: linkify(htmlOf(words.lines)) });

/** The mail a booking's outbox row stands for, or why there is none to send. */
export function composeBookingMail(kind: BookingMailKind, facts: BookingMailFacts | undefined, ctx: BookingMailContext): MailMessage | string {
  if (!facts) return 'the booking is gone';
  if (facts.anonymized) return 'the enquiry is gone or anonymised';
  const [zh, en] = typeLabel(facts.type);
  const view: VisitorView = { lang: facts.lang, name: facts.name, service: facts.lang === 'en' ? en : zh, kind: facts.kind, startsAt: facts.startsAt, endsAt: facts.endsAt, address: facts.address };
  // signed now with the current version: the link in the mail is always the one that works
  const token = signBookingToken(ctx.linkKey, { appointmentId: facts.appointmentId, version: facts.tokenVersion, expiresAt: facts.startsAt });
  const manageLink = `${ctx.origin}${paths.bookingManage(token, facts.lang)}`;
  const booked = facts.status === 'booked';

  const withInvitation = (words: MailWords, method: 'REQUEST' | 'CANCEL', link: string): MailMessage => {
    const ics = invitationIcs({
      method,
      uid: bookingUid(facts.appointmentId, ctx.origin),
      // each change bumps the version; a cancellation goes one above the last request whether or not it bumped it
      sequence: method === 'CANCEL' ? facts.tokenVersion : facts.tokenVersion - 1,
      startsAt: facts.startsAt,
      endsAt: facts.endsAt,
      summary: invitationSummary(view),
      description: invitationDescription(view, link, method === 'CANCEL'),
      location: invitationLocation(view),
      url: link,
      organizer: addressOf(ctx.from) ? { name: brandWords[facts.lang].name, email: addressOf(ctx.from) } : null,
      attendee: { name: facts.name, email: facts.email },
      stamp: ctx.now,
    });
    return {
      ...mailOf([facts.email], words),
      // the alternative and, by nodemailer, the invite.ics attachment: one file, not two
      icalEvent: { method, filename: INVITE, content: ics },
    };
  };

  if (kind === 'booking-confirmation') {
    if (!booked) return 'the booking was cancelled before its confirmation went out';
    return withInvitation(confirmationWords(view, manageLink), 'REQUEST', manageLink);
  }
  if (kind === 'booking-changed') {
    if (booked) return withInvitation(movedWords(view, manageLink), 'REQUEST', manageLink);
    const service = (consultationServices as readonly string[]).includes(facts.type) ? facts.type : null;
    const bookAgain = `${ctx.origin}${localePath(paths.book(service), facts.lang)}`;
    return withInvitation(cancelledWords(view, facts.cancelledBy, bookAgain), 'CANCEL', bookAgain);
  }
  if (!booked) return 'the booking was cancelled';
  if (facts.startsAt.getTime() <= ctx.now.getTime()) return 'the meeting has started';
  if (kind === 'booking-reminder') return mailOf([facts.email], reminderWords(view, manageLink));
  const staff = staffReminderWords({ ...facts, service: [zh, en] }, facts, enquiryLink(ctx.origin, facts.consultationId));
  return mailOf(ctx.recipients, staff);
}
