import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagedBooking, MovedBooking } from '../../../shared/schemas/booking';
import type { TimelineEntry } from '../../../shared/schemas/inbox';
import { setupApiSuite } from '../../test/test-app';
import { book, firmSettings, freeSlots, NOW, onBookingClock, saveSettings, sg } from './booking.fixtures';

/**
 * A booking's change-or-cancel link (docs/decisions/0028-booking-and-chat.md): a signed token, no
 * account. Each change spends the link it was made with; a link stops working when the meeting starts.
 */
const api = setupApiSuite();
onBookingClock(api);

beforeAll(() => saveSettings(api, firmSettings()));

const linkOf = (token: string, action = '') => `/api/public/bookings/${token}${action}`;
const timelineOf = async (id: number) => (await api.admin.get(`/api/consultations/${id}/timeline`)).body as TimelineEntry[];
type Rows<T> = { rows: T[] };
const mailKinds = async (id: number) =>
  ((await api.t.database.db.execute(sql`SELECT kind FROM mail_outbox WHERE consultation_id = ${id} ORDER BY id`)) as unknown as Rows<{ kind: string }>).rows.map((r) => r.kind);

describe('GET /api/public/bookings/:token', () => {
  it('when the link is opened, then it shows the booking with the visitor\'s name and no other contact details', async () => {
    const startsAt = sg('2027-03-23T10:00');
    const { token } = await book(api, startsAt, { name: 'Mary Tan', lang: 'en', type: 'education', kind: 'video' });

    const res = await api.anon().get(linkOf(token));

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).toEqual({ startsAt, endsAt: sg('2027-03-23T10:30'), kind: 'video', status: 'booked', type: 'education', name: 'Mary Tan', lang: 'en' });
  });

  it('when its invitation is downloaded, then ical.js reads the booked instant from it, in Singapore time', async () => {
    const startsAt = sg('2027-03-23T10:30');
    const { token } = await book(api, startsAt);

    const res = await api.anon().get(linkOf(token, '/ics')).buffer(true);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(sg('2027-03-23T11:00'));
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Singapore');
  });

  it('when a token is forged, malformed or names nothing, then 404 BOOKING_LINK_INVALID', async () => {
    const { token } = await book(api, sg('2027-03-23T11:00'));
    const [id, version, expires] = token.split('.');

    for (const bad of [`${id}.${version}.${expires}.${'A'.repeat(43)}`, `${id}.${Number(version) + 1}.${expires}.${token.split('.')[3]}`, 'garbage', '999999.1.1900000000.x']) {
      const res = await api.anon().get(linkOf(bad));

      expect(res.status, bad).toBe(404);
      expect(res.body.code, bad).toBe('BOOKING_LINK_INVALID');
    }
  });
});

describe('POST /api/public/bookings/:token/move', () => {
  it('when the visitor moves the booking, then the old slot is free at once, the new link works and the old one is spent', async () => {
    const [from, to] = [sg('2027-03-25T10:00'), sg('2027-03-25T11:00')];
    const booked = await book(api, from);

    const res = await api.anon().post(linkOf(booked.token, '/move')).send({ startsAt: to });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = res.body as MovedBooking;
    expect(moved.booking).toMatchObject({ startsAt: to, endsAt: sg('2027-03-25T11:30'), status: 'booked' });
    expect(moved.token).not.toBe(booked.token);
    const free = await freeSlots(api);
    expect(free).toContain(from);
    expect(free).not.toContain(to);
    expect((await api.anon().get(linkOf(moved.token))).body.startsAt).toBe(to);
    for (const reused of [api.anon().get(linkOf(booked.token)), api.anon().post(linkOf(booked.token, '/move')).send({ startsAt: sg('2027-03-25T11:30') })]) {
      expect((await reused).body.code).toBe('BOOKING_LINK_INVALID');
    }
    const timeline = await timelineOf(booked.id);
    expect(timeline.at(-1)).toMatchObject({ kind: 'booking-moved', note: '2027-03-25 11:00 SGT', actor: null });
    expect(await mailKinds(booked.id)).toEqual(expect.arrayContaining(['booking-confirmation', 'booking-changed']));
  });

  it('when the new slot is taken, then 409 SLOT_TAKEN with the next free slots, and the booking and its link stay as they were', async () => {
    const mine = await book(api, sg('2027-03-26T10:00'));
    await book(api, sg('2027-03-26T10:30'));

    const res = await api.anon().post(linkOf(mine.token, '/move')).send({ startsAt: sg('2027-03-26T10:30') });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SLOT_TAKEN');
    expect(res.body.nextSlots).toEqual(['2027-03-26T11:00', '2027-03-26T11:30', '2027-03-27T10:00', '2027-03-27T10:30', '2027-03-27T11:00', '2027-03-27T11:30'].map(sg));
    expect((await api.anon().get(linkOf(mine.token))).body).toMatchObject({ startsAt: sg('2027-03-26T10:00'), status: 'booked' });
  });

  it('when the new start is inside the notice or not a slot, then 400 SLOT_UNAVAILABLE; a malformed one 400 VALIDATION', async () => {
    const { token } = await book(api, sg('2027-03-26T11:00'));

    const inside = await api.anon().post(linkOf(token, '/move')).send({ startsAt: sg('2027-03-22T10:00') });
    const offGrid = await api.anon().post(linkOf(token, '/move')).send({ startsAt: sg('2027-03-26T11:10') });
    const malformed = await api.anon().post(linkOf(token, '/move')).send({ startsAt: 'next week' });

    expect([inside.body.code, offGrid.body.code, malformed.body.code]).toEqual(['SLOT_UNAVAILABLE', 'SLOT_UNAVAILABLE', 'VALIDATION']);
    expect([inside.status, offGrid.status, malformed.status]).toEqual([400, 400, 400]);
  });
});

describe('POST /api/public/bookings/:token/cancel', () => {
  it('when the visitor cancels, then the slot is free at once, the link is spent, the timeline says so and the visitor is mailed', async () => {
    const startsAt = sg('2027-03-29T10:00');
    const booked = await book(api, startsAt);

    const res = await api.anon().post(linkOf(booked.token, '/cancel'));

    expect(res.status).toBe(200);
    expect((res.body as ManagedBooking).status).toBe('cancelled');
    expect(await freeSlots(api)).toContain(startsAt);
    expect((await api.anon().post(linkOf(booked.token, '/cancel'))).body.code).toBe('BOOKING_LINK_INVALID');
    expect((await api.anon().get(linkOf(booked.token))).status).toBe(404);
    expect((await timelineOf(booked.id)).map((e) => e.kind)).toEqual(['received', 'booking-cancelled']);
    expect(await mailKinds(booked.id)).toContain('booking-changed');
    expect((await api.admin.get(`/api/consultations/${booked.id}`)).body).toMatchObject({ status: 'Pending', appointment: { status: 'cancelled' } });
    // the freed slot can be booked again
    await book(api, startsAt);
  });
});

describe('a link after the meeting started', () => {
  it('when the appointment\'s start has passed, then reading, moving and cancelling answer 410 BOOKING_LINK_EXPIRED', async () => {
    const booked = await book(api, sg('2027-03-29T10:30'));
    const appointment = (await api.admin.get(`/api/consultations/${booked.id}`)).body.appointment.id as number;
    const past = new Date(NOW.getTime() - 60 * 60_000);
    await api.t.database.db.execute(sql`UPDATE appointments SET starts_at = ${past.toISOString()}::timestamptz, ends_at = ${NOW.toISOString()}::timestamptz WHERE id = ${appointment}`);

    const answers = [
      await api.anon().get(linkOf(booked.token)),
      await api.anon().post(linkOf(booked.token, '/move')).send({ startsAt: sg('2027-03-29T11:00') }),
      await api.anon().post(linkOf(booked.token, '/cancel')),
    ];

    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(3).fill([410, 'BOOKING_LINK_EXPIRED']));
  });
});
