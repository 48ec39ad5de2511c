import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingAvailability } from '../../../shared/schemas/booking';
import type { Consultation } from '../../../shared/schemas/consultations';
import type { TimelineEntry } from '../../../shared/schemas/inbox';
import { setupApiSuite } from '../../test/test-app';
import { activeColleague } from '../auth/staff.fixtures';
import { book, bookingPost, firmSettings, freeSlots, onBookingClock, saveSettings, sg } from './booking.fixtures';

/**
 * Booking a consultation (docs/decisions/0028-booking-and-chat.md): the slots a visitor is offered, and
 * a booking, which is an enquiry with an appointment. The double-booking race is in booking-race.api.test.ts.
 */
const api = setupApiSuite();
onBookingClock(api);

let consultant: { id: number; username: string };

beforeAll(async () => {
  const sales = await activeColleague(api.t, api.admin, 'sales');
  consultant = { id: sales.id, username: sales.username };
  // the consultant also takes Thursdays 10:00–11:00
  const base = firmSettings();
  await saveSettings(api, { ...base, hours: [...base.hours, { consultantId: consultant.id, weekday: 4, start: '10:00', end: '11:00' }] });
});

const slotsOf = async (query = '') => (await api.anon().get(`/api/public/booking/slots${query}`)).body as BookingAvailability;

describe('GET /api/public/booking/slots', () => {
  it('when a visitor asks, then the slots start after the notice, skip the closed date (listed with its labels) and end with the horizon', async () => {
    const res = await api.anon().get('/api/public/booking/slots');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const found = res.body as BookingAvailability;
    expect(found).toMatchObject({ enabled: true, timeZone: 'Asia/Singapore', slotMinutes: 30, kinds: ['phone', 'video'] });
    // 06:30 now, four hours' notice: Monday's first slot is 10:30
    expect(found.days[0]).toEqual({ date: '2027-03-22', slots: [sg('2027-03-22T10:30'), sg('2027-03-22T11:00'), sg('2027-03-22T11:30')] });
    expect(found.days.map((d) => d.date)).not.toContain('2027-03-24');
    expect(found.closed).toEqual([{ date: '2027-03-24', label: '公司活动', labelEn: 'Office event' }]);
    // 14 days from Monday 22 March end on Sunday 4 April, which has no hours
    expect(found.days.at(-1)!.date).toBe('2027-04-03');
    expect(found.days.map((d) => d.date)).not.toContain('2027-03-28');
  });

  it('when a visitor in London reads the days around the UK\'s change to summer time, then 10:00 in Singapore is 02:00Z on both, 02:00 GMT before and 03:00 BST after', async () => {
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', hourCycle: 'h23' });

    const found = await slotsOf('?from=2027-03-27&days=3');

    expect(found.days.map((d) => d.date)).toEqual(['2027-03-27', '2027-03-29']);
    const [saturday, monday] = found.days.map((d) => d.slots[0]!);
    expect([saturday, monday]).toEqual(['2027-03-27T02:00:00.000Z', '2027-03-29T02:00:00.000Z']);
    expect(london.format(new Date(saturday!))).toBe('02:00 GMT');
    expect(london.format(new Date(monday!))).toBe('03:00 BST');
  });

  it('when the query is malformed, then 400 VALIDATION', async () => {
    for (const query of ['?days=0', '?days=999', '?from=2027-13-01', '?from=tomorrow']) {
      const res = await api.anon().get(`/api/public/booking/slots${query}`);

      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION');
    }
  });
});

describe('POST /api/public/bookings', () => {
  it('when a visitor books a free slot, then 201 with a link, and the inbox shows the enquiry with its appointment', async () => {
    const startsAt = sg('2027-03-23T10:00');

    const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, startsAt, { name: '林女士 booking-created', type: 'business' }));

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), type: 'business', appointment: { startsAt, endsAt: sg('2027-03-23T10:30'), kind: 'phone', status: 'booked' }, token: expect.any(String) });
    const enquiry = (await api.admin.get(`/api/consultations/${res.body.id}`)).body as Consultation;
    expect(enquiry).toMatchObject({ name: '林女士 booking-created', type: 'business', status: 'Pending', spam: false, assignee: null });
    expect(enquiry.appointment).toEqual({ id: expect.any(Number), startsAt, endsAt: sg('2027-03-23T10:30'), kind: 'phone', status: 'booked', consultant: null });
    const timeline = (await api.admin.get(`/api/consultations/${res.body.id}/timeline`)).body as TimelineEntry[];
    expect(timeline.map((e) => e.kind)).toEqual(['received']);
    expect(await freeSlots(api)).not.toContain(startsAt);
    const listed = (await api.admin.get('/api/consultations?q=booking-created')).body.consultations as Consultation[];
    expect(listed.map((c) => c.appointment?.startsAt)).toEqual([startsAt]);
  });

  it('when an enquiry is sent with the form, then it has no appointment', async () => {
    const res = await api.anon().post('/api/public/consultations').send({ ...bookingPost(api, ''), message: 'no booking' });

    expect((await api.admin.get(`/api/consultations/${res.body.id}`)).body.appointment).toBeNull();
  });

  it('when a consultant offers the slot, then the first booking is theirs (and assigned to them), the next the firm\'s, and a third is 409 SLOT_TAKEN with the next free slots', async () => {
    const startsAt = sg('2027-03-25T10:00');

    const first = await book(api, startsAt);
    const second = await book(api, startsAt);
    const third = await api.anon().post('/api/public/bookings').send(bookingPost(api, startsAt, { name: 'third-visitor' }));

    const [a, b] = await Promise.all([first, second].map(async (c) => (await api.admin.get(`/api/consultations/${c.id}`)).body as Consultation));
    expect(a!.appointment!.consultant).toEqual(consultant);
    expect(a!.assignee).toEqual(consultant);
    expect(b!.appointment!.consultant).toBeNull();
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(third.body.nextSlots).toEqual(['T10:30', 'T11:00', 'T11:30'].map((t) => sg(`2027-03-25${t}`)).concat(['T10:00', 'T10:30', 'T11:00'].map((t) => sg(`2027-03-26${t}`))));
    expect((await api.admin.get('/api/consultations?q=third-visitor')).body.consultations).toEqual([]);
    expect(await freeSlots(api)).not.toContain(startsAt);
  });

  it('when a start is inside the notice, past the horizon, on a closed date, off the grid or outside the hours, then 400 SLOT_UNAVAILABLE and nothing is stored', async () => {
    const refused = [sg('2027-03-22T10:00'), sg('2027-04-05T10:00'), sg('2027-03-24T10:00'), sg('2027-03-23T10:15'), sg('2027-03-28T10:00'), sg('2027-03-23T12:00'), sg('2027-03-20T10:00')];

    for (const startsAt of refused) {
      const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, startsAt, { name: 'refused-visitor' }));

      expect(res.status, startsAt).toBe(400);
      expect(res.body.code, startsAt).toBe('SLOT_UNAVAILABLE');
    }
    expect((await api.admin.get('/api/consultations?q=refused-visitor')).body.consultations).toEqual([]);
  });

  it('when the meeting kind is not offered, then 400 VALIDATION on the kind', async () => {
    const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, sg('2027-03-23T11:00'), { kind: 'office' }));

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ kind: ['bookingKindInvalid'] });
  });

  it('when booking is switched off, then the slots say so and a booking is 409 BOOKING_CLOSED', async () => {
    await saveSettings(api, firmSettings({ enabled: false }));

    const slots = await slotsOf();
    const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, sg('2027-03-23T11:00')));

    await saveSettings(api, firmSettings({ hours: [...firmSettings().hours, { consultantId: consultant.id, weekday: 4, start: '10:00', end: '11:00' }] }));
    expect(slots).toMatchObject({ enabled: false, days: [] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BOOKING_CLOSED');
  });

  it('when the post is spam (the honeypot), then it is answered 201 like a booking but takes no slot, and its link opens nothing', async () => {
    const startsAt = sg('2027-03-26T11:30');

    const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, startsAt, { website: 'http://spam.example' }));

    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['appointment', 'id', 'token', 'type']);
    expect(await freeSlots(api)).toContain(startsAt);
    expect((await api.anon().get(`/api/public/bookings/${res.body.token}`)).body.code).toBe('BOOKING_LINK_INVALID');
    const enquiry = (await api.admin.get(`/api/consultations/${res.body.id}`)).body as Consultation;
    expect(enquiry).toMatchObject({ spam: true, appointment: null });
  });

  it('when a post is suspect (no form token), then it books all the same', async () => {
    const startsAt = sg('2027-03-26T11:00');

    const res = await api.anon().post('/api/public/bookings').send({ ...bookingPost(api, startsAt), formToken: undefined });

    expect(res.status).toBe(201);
    expect((await api.admin.get(`/api/consultations/${res.body.id}`)).body).toMatchObject({ suspect: true, appointment: { startsAt, status: 'booked' } });
  });

  it('when the body is malformed, then 400 VALIDATION, never 500', async () => {
    const bad: Record<string, unknown>[] = [
      { startsAt: 'tomorrow' },
      { startsAt: '2027-03-23T10:00:00' },
      { startsAt: 12 },
      { kind: 'fax' },
      { consent: false },
      { email: 'not an email' },
      { name: '' },
    ];

    for (const fields of bad) {
      const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, sg('2027-03-23T11:30'), fields));

      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    const notJson = await api.anon().post('/api/public/bookings').set('Content-Type', 'application/json').send('[1, 2');
    expect(notJson.status).toBe(400);
  });
});
