import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Config } from '../../config';
import { withTransaction } from '../../lib/transaction';
import { openSecondApp } from '../../test/second-app';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { eventually, startSmtpServer, type TestSmtpServer } from '../outbox/smtp.fixtures';
import { queueBookingMail } from './booking.mail';

/**
 * Bookings are made here as the booking service makes them (an enquiry, its appointment, and
 * queueBookingMail in the same transaction), so these tests do not wait for the public booking routes.
 * The scheduler's clock is the test's: `tick(at)` runs the jobs due at `at`.
 */
const STAFF = 'staff@example.com';
const HOUR = 60 * 60 * 1000;

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function appWith(config: Partial<Config>): Promise<TestApp> {
  const t = await createTestApp({ notifyEmails: [STAFF], publicUrl: 'https://consult.example.com', ...config }, { seed: false });
  cleanups.push(() => t.close());
  await t.built.scheduler.stop(); // only the test's clock runs the jobs
  return t;
}

async function secondApp(t: TestApp): Promise<App> {
  const second = await openSecondApp(t);
  cleanups.push(() => second.close());
  await second.scheduler.stop();
  return second;
}

type Rows<T> = { rows: T[] };

/** A booking made now, starting `inHours` from now; with a consultant who has an email address. */
async function book(t: TestApp, inHours: number, opts: { consultantEmail?: string } = {}): Promise<{ consultationId: number; appointmentId: number; email: string }> {
  const email = `${uniqueName('visitor')}@example.com`;
  const starts = new Date(Date.now() + inHours * HOUR);
  return withTransaction(t.database.db, async (tx) => {
    const consultant = opts.consultantEmail
      ? ((await tx.execute(sql`INSERT INTO users (username, email, password, role) VALUES (${uniqueName('consultant')}, ${opts.consultantEmail}, 'x', 'admin') RETURNING id`)) as unknown as Rows<{ id: number }>).rows[0]!.id
      : null;
    const c = ((await tx.execute(sql`INSERT INTO consultations (name, email, phone, type, message, lang) VALUES ('Mary Tan', ${email}, '+65 9000 1111', 'education', '', 'en') RETURNING id`)) as unknown as Rows<{
      id: number;
    }>).rows[0]!;
    const a = ((await tx.execute(
      sql`INSERT INTO appointments (consultation_id, consultant_id, calendar, kind, starts_at, ends_at) VALUES (${c.id}, ${consultant}, ${consultant ?? 0}, 'phone', ${starts.toISOString()}::timestamptz, ${new Date(starts.getTime() + HOUR / 2).toISOString()}::timestamptz) RETURNING id`,
    )) as unknown as Rows<{ id: number }>).rows[0]!;
    await queueBookingMail(tx, 'booked', c.id, { smtpConfigured: Boolean(t.config.smtpUrl), origin: null });
    return { consultationId: c.id, appointmentId: a.id, email };
  });
}

const remindersOf = async (t: TestApp, consultationId: number) =>
  ((await t.database.db.execute(
    sql`SELECT kind, recipients FROM mail_outbox WHERE consultation_id = ${consultationId} AND kind IN ('booking-reminder', 'booking-reminder-staff') ORDER BY id`,
  )) as unknown as Rows<{ kind: string; recipients: string[] }>).rows;

const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR);

describe('booking reminders', () => {
  let server: TestSmtpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('when two servers tick at the same moment, then the visitor and the staff are reminded once, and not again at the next tick', async () => {
    server = await startSmtpServer();
    const t = await appWith({ smtpUrl: `smtp://127.0.0.1:${server.port}`, mailPollMs: 50 });
    const second = await secondApp(t);
    const b = await book(t, 30, { consultantEmail: 'alice@example.com' });
    const at = hoursFromNow(7); // 23 hours before the start

    await Promise.all([t.built.scheduler.tick(at), second.scheduler.tick(at)]);
    await Promise.all([t.built.scheduler.tick(new Date(at.getTime() + HOUR)), second.scheduler.tick(new Date(at.getTime() + HOUR))]);

    expect((await remindersOf(t, b.consultationId)).map((r) => r.kind)).toEqual(['booking-reminder', 'booking-reminder-staff']);
    const visitor = await eventually(() => server!.received.find((m) => m.to.includes(b.email) && m.subject.startsWith('Reminder:')));
    const staff = await eventually(() => server!.received.find((m) => m.subject.startsWith(`预约提醒 Booking reminder #${b.consultationId}`)));
    await Promise.all([t.built.outbox?.stop(), second.outbox?.stop()]); // each worker ends its send under way: nothing comes after
    expect(server.received.filter((m) => m.subject.startsWith('Reminder:') && m.to.includes(b.email))).toHaveLength(1);
    expect(visitor.body).toContain('A reminder of your free consultation:');
    expect(visitor.body).toMatch(/https:\/\/consult\.example\.com\/en\/booking\/\S+/);
    expect(staff.to.sort()).toEqual(['alice@example.com', STAFF]);
    expect(staff.body).toContain('姓名 Name: Mary Tan');
    expect(staff.body).toContain(`在后台查看 Open in the back office: https://consult.example.com/consultations?open=${b.consultationId}`);
  });

  it('when a booking is made 10 hours ahead, then it is reminded 2 hours before its start, not at once; one made 2 hours ahead is not reminded', async () => {
    const t = await appWith({});
    const soon = await book(t, 10);
    const tooSoon = await book(t, 2);

    await t.built.scheduler.tick(hoursFromNow(0.1));
    const atOnce = [...(await remindersOf(t, soon.consultationId)), ...(await remindersOf(t, tooSoon.consultationId))];
    await t.built.scheduler.tick(hoursFromNow(1.95));
    await t.built.scheduler.tick(hoursFromNow(8.1));

    expect(atOnce).toEqual([]);
    expect((await remindersOf(t, soon.consultationId)).map((r) => r.kind)).toEqual(['booking-reminder', 'booking-reminder-staff']);
    expect(await remindersOf(t, tooSoon.consultationId)).toEqual([]);
  });

  it('when a reminded booking is moved two days on, then it is reminded again before its new time; a cancelled one is not', async () => {
    const t = await appWith({});
    const change = (b: { appointmentId: number; consultationId: number }, set: ReturnType<typeof sql>) =>
      withTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`UPDATE appointments SET ${set}, token_version = token_version + 1, updated_at = now() WHERE id = ${b.appointmentId}`);
        await queueBookingMail(tx, 'changed', b.consultationId, { smtpConfigured: false, origin: null });
      });
    const moved = await book(t, 30);
    const cancelled = await book(t, 30);
    await change(cancelled, sql`status = 'cancelled', cancelled_by = 'visitor'`);
    await t.built.scheduler.tick(hoursFromNow(7));

    await change(moved, sql`starts_at = starts_at + interval '48 hours', ends_at = ends_at + interval '48 hours'`);
    await t.built.scheduler.tick(hoursFromNow(8));
    const beforeNewTime = await remindersOf(t, moved.consultationId);
    await t.built.scheduler.tick(hoursFromNow(55)); // 23 hours before the new start

    expect(beforeNewTime.filter((r) => r.kind === 'booking-reminder')).toHaveLength(1);
    expect((await remindersOf(t, moved.consultationId)).filter((r) => r.kind === 'booking-reminder')).toHaveLength(2);
    expect(await remindersOf(t, cancelled.consultationId)).toEqual([]);
  });
});
