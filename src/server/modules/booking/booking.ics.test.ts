import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, bookingUid, invitationIcs, type Invitation } from './booking.ics';

/** The invitation as a calendar reads it: ical.js, with the file's own VTIMEZONE registered. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    tzid: event.component.getFirstProperty('dtstart')!.getParameter('tzid') ?? null,
    status: event.component.getFirstPropertyValue('status'),
    location: event.location,
    organizer: String(event.organizer),
    attendee: String(event.attendees[0]?.getFirstValue()),
  };
}

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  method: 'REQUEST',
  uid: bookingUid(41, 'https://consult.example.com'),
  sequence: 0,
  startsAt: new Date('2026-12-03T02:00:00Z'), // 10:00 in Singapore
  endsAt: new Date('2026-12-03T02:30:00Z'),
  summary: '移民咨询 · 新加坡环球咨询',
  description: '更改或取消预约：https://consult.example.com/booking/abc',
  location: '电话咨询',
  url: 'https://consult.example.com/booking/abc',
  organizer: { name: '新加坡环球咨询', email: 'site@example.com' },
  attendee: { name: '王先生', email: 'wang@example.com' },
  stamp: new Date('2026-11-30T08:00:00Z'),
  ...over,
});

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('a booking invitation (.ics)', () => {
  it('when it is parsed back, then it is a REQUEST at the booked instant in Singapore time, from the firm to the visitor', () => {
    const text = invitationIcs(invitation());

    const read = readBack(text);
    expect(read).toMatchObject({ method: 'REQUEST', uid: 'booking-41@consult.example.com', sequence: 0, tzid: 'Asia/Singapore', status: 'CONFIRMED', location: '电话咨询' });
    expect(read.start.toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(read.end.toISOString()).toBe('2026-12-03T02:30:00.000Z');
    expect(text).toContain('DTSTART;TZID=Asia/Singapore:20261203T100000');
    expect(text).toMatch(/^DTSTAMP:20261130T080000Z\r?$/m);
    expect(read.organizer).toBe('mailto:site@example.com');
    expect(read.attendee.toLowerCase()).toBe('mailto:wang@example.com');
  });

  it('when the server runs in a zone with daylight saving, then the instant is still the booked one, also at a wall clock that zone skips', () => {
    process.env.TZ = 'America/New_York';
    // 10:00 in Singapore, and 02:30 on the night New York skips 02:00–03:00 (2027-03-14)
    const ordinary = new Date('2027-03-15T02:00:00Z');
    const skipped = new Date('2027-03-13T18:30:00Z');

    const a = readBack(invitationIcs(invitation({ startsAt: ordinary, endsAt: new Date(ordinary.getTime() + 30 * 60_000) })));
    const b = readBack(invitationIcs(invitation({ startsAt: skipped, endsAt: new Date(skipped.getTime() + 30 * 60_000) })));

    expect(a.start.toISOString()).toBe(ordinary.toISOString());
    expect(a.tzid).toBe('Asia/Singapore');
    expect(b.start.toISOString()).toBe(skipped.toISOString());
  });

  it('when a booking is cancelled, then the same UID comes as a CANCEL with a higher SEQUENCE', () => {
    const text = invitationIcs(invitation({ method: 'CANCEL', sequence: 2 }));

    expect(readBack(text)).toMatchObject({ method: 'CANCEL', uid: 'booking-41@consult.example.com', sequence: 2, status: 'CANCELLED' });
  });

  it('when MAIL_FROM has a display name, then the organizer is its address; without an origin the UID still names the appointment', () => {
    expect(addressOf('"新加坡咨询 Site" <site@example.com>')).toBe('site@example.com');
    expect(addressOf('no-reply@example.com')).toBe('no-reply@example.com');
    expect(bookingUid(7, '')).toBe('booking-7@localhost');
  });
});
