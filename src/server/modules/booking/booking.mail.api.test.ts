import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { withTransaction } from '../../lib/transaction';
import { agentAs, createTestApp, TEST_SESSION_SECRET, type TestApp } from '../../test/test-app';
import { capture } from '../consultations/consultations.fixtures';
import { eventually, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../outbox/smtp.fixtures';
import { bookingTokenKey, readBookingToken } from './booking-token';
import { queueBookingMail } from './booking.mail';

/**
 * A visitor books, moves and cancels through the public booking routes; the mail's wording, dates and
 * skips are checked on bookings made as the booking service makes them (an enquiry, its appointment,
 * and queueBookingMail in one transaction), at fixed dates.
 */
const ORIGIN = 'https://consult.example.com';
const STAFF = 'staff@example.com';
const mailConfig = (port: number): Partial<Config> => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  mailFrom: '"新加坡咨询 Site" <site@example.com>',
  notifyEmails: [STAFF],
  mailPollMs: 50,
  mailRetryBaseMs: 200,
  publicUrl: ORIGIN,
});

let server: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  server = await startSmtpServer();
  t = await createTestApp(mailConfig(server.port), { seed: false });
  await t.built.scheduler.stop(); // no reminder job on the wall clock here
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

type Rows<T> = { rows: T[] };
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows[0]!;

interface Booking {
  consultationId: number;
  appointmentId: number;
  email: string;
}

let seq = 0;
async function book(opts: { lang: 'zh' | 'en' | null; kind: 'phone' | 'video' | 'office'; startsAt: string; minutes?: number; anonymized?: boolean }): Promise<Booking> {
  const email = `visitor-${++seq}-${Date.now()}@example.com`;
  const ends = new Date(Date.parse(opts.startsAt) + (opts.minutes ?? 30) * 60_000).toISOString();
  return withTransaction(t.database.db, async (tx) => {
    const c = ((await tx.execute(
      sql`INSERT INTO consultations (name, email, phone, type, message, lang, anonymized_at) VALUES (${opts.lang === 'en' ? 'Mary Tan' : '王先生'}, ${email}, '+65 9000 1111', 'immigration', '', ${opts.lang}, ${opts.anonymized ? sql`now()` : null}) RETURNING id`,
    )) as unknown as Rows<{ id: number }>).rows[0]!;
    const a = ((await tx.execute(
      sql`INSERT INTO appointments (consultation_id, kind, starts_at, ends_at) VALUES (${c.id}, ${opts.kind}, ${opts.startsAt}::timestamptz, ${ends}::timestamptz) RETURNING id`,
    )) as unknown as Rows<{ id: number }>).rows[0]!;
    await queueBookingMail(tx, 'booked', c.id, { smtpConfigured: true, origin: null });
    return { consultationId: c.id, appointmentId: a.id, email };
  });
}

/** A move or a cancellation as the booking service makes one: the row changed, its version bumped, the mail queued. */
async function change(b: Booking, set: ReturnType<typeof sql>) {
  await withTransaction(t.database.db, async (tx) => {
    await tx.execute(sql`UPDATE appointments SET ${set}, token_version = token_version + 1 WHERE id = ${b.appointmentId}`);
    await queueBookingMail(tx, 'changed', b.consultationId, { smtpConfigured: true, origin: null });
  });
}

const mailsTo = (email: string) => server.received.filter((m) => m.to.includes(email));
const nthMailTo = (email: string, n: number) => eventually(() => mailsTo(email)[n]);

function quotedPrintable(body: string): string {
  const flat = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The calendar parts of a mail (the text/calendar alternative, the invite.ics attachment), decoded. */
function calendarsOf(mail: ReceivedMail): { headers: string; text: string }[] {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).filter((p) => /^Content-Type: (text\/calendar|application\/ics)/im.test(p));
  return parts.map((part) => {
    const gap = /\r?\n\r?\n/.exec(part)!;
    const [headers, body] = [part.slice(0, gap.index), part.slice(gap.index + gap[0].length)];
    const text = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : quotedPrintable(body);
    return { headers: headers.replace(/\r?\n[ \t]+/g, ' '), text };
  });
}

function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), location: event.location, description: event.description };
}

/** The invite.ics attachment read back, and the alternative mail clients show with accept buttons (its headers). */
const invitationOf = (mail: ReceivedMail) => {
  const calendars = calendarsOf(mail);
  const attachment = calendars.find((c) => /Content-Disposition: attachment; filename="?invite\.ics/i.test(c.headers));
  const alternative = calendars.find((c) => /^Content-Type: text\/calendar/i.test(c.headers) && !/Content-Disposition/i.test(c.headers));
  expect(attachment, 'the invite.ics attachment').toBeDefined();
  expect(alternative, 'the text/calendar alternative').toBeDefined();
  expect(alternative!.text).toBe(attachment!.text);
  return { count: calendars.length, alternative: alternative!.headers, invitation: readInvitation(attachment!.text) };
};

const manageLink = (mail: ReceivedMail) => /https:\/\/consult\.example\.com(?:\/en)?\/booking\/([\w.-]+)/.exec(mail.body)!;

const key = bookingTokenKey(TEST_SESSION_SECRET);

describe('booking mail', () => {
  it('when a visitor books in English, then the confirmation arrives in English with invite.ics at the booked instant and a working change-or-cancel link', async () => {
    const b = await book({ lang: 'en', kind: 'video', startsAt: '2026-12-03T02:00:00Z' });

    const mail = await nthMailTo(b.email, 0);

    expect(mail.subject).toBe('Booking confirmed: Thursday 3 December 2026, 10:00–10:30 (Singapore time)');
    expect(mail.body).toContain('Dear Mary Tan,');
    expect(mail.body).toContain('Service: Immigration consultation');
    expect(mail.body).toContain('Meeting: Video call');
    const link = manageLink(mail);
    expect(link[0]).toContain(`${ORIGIN}/en/booking/`);
    expect(readBookingToken(key, link[1]!)).toEqual({ appointmentId: b.appointmentId, version: 1, expiresAt: new Date('2026-12-03T02:00:00Z') });
    const { count, alternative, invitation } = invitationOf(mail);
    expect(count).toBe(2); // one attachment, and the alternative
    expect(alternative).toMatch(/method=REQUEST/i);
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: `booking-${b.appointmentId}@consult.example.com`, sequence: 0, start: '2026-12-03T02:00:00.000Z', location: 'Video call' });
    expect(invitation.description).toContain(link[0]);
  });

  it('when a visitor books an office visit in Chinese, then the mail is in Chinese with the time written out and the office address as the location', async () => {
    await t.built.services.contact.get('zh'); // the contact row exists
    await t.database.db.execute(sql`UPDATE contact_info SET address = '新加坡乌节路 1 号', address_en = '1 Orchard Road, Singapore'`);
    const b = await book({ lang: null, kind: 'office', startsAt: '2026-12-05T06:30:00Z', minutes: 60 });

    const mail = await nthMailTo(b.email, 0);

    expect(mail.subject).toBe('预约已确认：2026年12月5日（星期六）14:30–15:30（新加坡时间）');
    expect(mail.body).toContain('王先生，您好：');
    expect(mail.body).toContain('服务：移民咨询');
    expect(mail.body).toContain('地址：新加坡乌节路 1 号');
    expect(manageLink(mail)[0]).toMatch(new RegExp(`^${ORIGIN}/booking/`));
    expect(invitationOf(mail).invitation).toMatchObject({ start: '2026-12-05T06:30:00.000Z', location: '新加坡乌节路 1 号' });
  });

  it('when a booking is moved, then the update carries the new time, a new link and the same UID with a higher SEQUENCE', async () => {
    const b = await book({ lang: 'en', kind: 'phone', startsAt: '2026-12-07T03:00:00Z' });
    const first = await nthMailTo(b.email, 0);

    await change(b, sql`starts_at = '2026-12-08T05:00:00Z', ends_at = '2026-12-08T05:30:00Z'`);

    const moved = await nthMailTo(b.email, 1);
    expect(moved.subject).toBe('Booking moved: Tuesday 8 December 2026, 13:00–13:30 (Singapore time)');
    const [before, after] = [invitationOf(first).invitation, invitationOf(moved).invitation];
    expect(after).toMatchObject({ method: 'REQUEST', uid: before.uid, sequence: 1, start: '2026-12-08T05:00:00.000Z' });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(readBookingToken(key, manageLink(moved)[1]!)).toMatchObject({ appointmentId: b.appointmentId, version: 2, expiresAt: new Date('2026-12-08T05:00:00Z') });
  });

  it('when a booking is cancelled, then the visitor gets a CANCEL of the same UID and a link to book again in their language', async () => {
    const b = await book({ lang: 'en', kind: 'phone', startsAt: '2026-12-09T03:00:00Z' });
    const first = await nthMailTo(b.email, 0);

    await change(b, sql`status = 'cancelled', cancelled_by = 'staff'`);

    const cancelled = await nthMailTo(b.email, 1);
    expect(cancelled.subject).toBe('Booking cancelled: Wednesday 9 December 2026, 11:00–11:30 (Singapore time)');
    expect(cancelled.body).toContain('We are sorry, but we have had to cancel this consultation:');
    expect(cancelled.body).toContain(`${ORIGIN}/en/book?service=immigration`);
    const { alternative, invitation } = invitationOf(cancelled);
    expect(alternative).toMatch(/method=CANCEL/i);
    expect(invitation).toMatchObject({ method: 'CANCEL', uid: invitationOf(first).invitation.uid });
    expect(invitation.sequence).toBeGreaterThan(invitationOf(first).invitation.sequence);
  });

  it('when the enquiry was anonymised before its confirmation went out, then nothing is sent and the row says why', async () => {
    const b = await book({ lang: 'zh', kind: 'phone', startsAt: '2026-12-10T03:00:00Z', anonymized: true });

    const row = await eventually(() => one<{ status: string; last_error: string | null }>(sql`SELECT status, last_error FROM mail_outbox WHERE consultation_id = ${b.consultationId}`).then((r) => (r.status === 'queued' ? undefined : r)));

    expect(row).toEqual({ status: 'skipped', last_error: 'the enquiry is gone or anonymised' });
    expect(mailsTo(b.email)).toEqual([]);
  });
});

describe('booking mail through the booking routes', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /**
   * 16:00 in Singapore, `days` days from now: an hour none of the bookings above (at fixed dates, at
   * 10:00, 11:00 and 14:30) takes, so the slot is free whatever today is (at 10:00, on 2026-11-29 the
   * move landed on the first test's booking and was refused)
   */
  const fourPm = (days: number) => {
    const day = new Date(Date.now() + days * DAY);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8)).toISOString();
  };

  it('when a visitor books and then moves with the link in the mail, then each link opens the booking, the invitation keeps its UID with a higher SEQUENCE, and the spent link is refused', async () => {
    const admin = await agentAs(t, 'admin');
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ consultantId: null, weekday, start: '00:00', end: '24:00' }));
    const saved = await admin.put('/api/booking/settings').send({ enabled: true, slotMinutes: 30, noticeMinutes: 0, horizonDays: 30, kinds: ['phone', 'video', 'office'], hours, closedDates: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the visitor's acknowledgement is on: a booking's confirmation takes its place, so the visitor gets one mail, not two
    expect((await admin.put('/api/settings/notifications').send({ notifyEmails: [STAFF], acknowledgeVisitor: true })).status).toBe(200);
    const email = `routes-${Date.now()}@example.com`;
    const [first, second] = [fourPm(3), fourPm(4)];

    const booked = await request(t.app).post('/api/public/bookings').send({ name: 'Mary Tan', email, phone: '+65 9000 1111', type: 'immigration', lang: 'en', kind: 'phone', startsAt: first, ...capture(t) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const confirmation = await nthMailTo(email, 0);
    const token = manageLink(confirmation)[1]!;
    const opened = await request(t.app).get(`/api/public/bookings/${token}`);
    const moved = await request(t.app).post(`/api/public/bookings/${token}/move`).send({ startsAt: second });
    const update = await nthMailTo(email, 1);
    const newToken = manageLink(update)[1]!;

    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ name: 'Mary Tan', startsAt: new Date(first).toISOString(), status: 'booked' });
    expect(invitationOf(confirmation).invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: new Date(first).toISOString() });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(update.subject).toMatch(/^Booking moved: /);
    expect(invitationOf(update).invitation).toMatchObject({ method: 'REQUEST', uid: invitationOf(confirmation).invitation.uid, sequence: 1, start: new Date(second).toISOString() });
    expect((await request(t.app).get(`/api/public/bookings/${newToken}`)).body).toMatchObject({ startsAt: new Date(second).toISOString() });
    expect((await request(t.app).get(`/api/public/bookings/${token}`)).status).toBe(404);
    const alert = await eventually(() => server.received.find((m) => m.to.includes(STAFF) && m.subject.includes(`#${booked.body.id}`)));
    expect(alert.body).toMatch(/预约时间 Appointment: \d{4}年\d{1,2}月\d{1,2}日（星期.）16:00–16:30（新加坡时间） \/ \w+ \d{1,2} \w+ \d{4}, 16:00–16:30 \(Singapore time\)/);
    expect(alert.body).toContain('预约方式 Meeting: 电话咨询 / Phone call');
    expect(alert.body).toContain('顾问 Consultant: 公司日历（未指定顾问）');
    expect(server.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([confirmation.subject, update.subject]);
  });
});
