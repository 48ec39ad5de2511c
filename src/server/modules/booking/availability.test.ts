import { describe, expect, it } from 'vitest';
import type { BookingSettings } from '../../../shared/schemas/booking';
import { availability, nextFreeSlots, pickCalendar, slotProblem, type BookedInterval } from './availability';

/** The firm: Mon–Fri 10:00–12:00 in 30-minute slots, no notice, two weeks ahead. */
const settings = (over: Partial<BookingSettings> = {}): BookingSettings => ({
  enabled: true,
  slotMinutes: 30,
  noticeMinutes: 0,
  horizonDays: 14,
  kinds: ['phone', 'video'],
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ consultantId: null, weekday, start: '10:00', end: '12:00' })),
  closedDates: [],
  ...over,
});

/** An instant given as Singapore wall-clock time. */
const sg = (wall: string) => new Date(`${wall}:00+08:00`);
const iso = (wall: string) => sg(wall).toISOString();
const booked = (calendar: number, wall: string, minutes = 30): BookedInterval => ({ calendar, startsAt: sg(wall), endsAt: new Date(+sg(wall) + minutes * 60_000) });

// Monday 19 October 2026, 08:00 in Singapore
const MONDAY_8AM = sg('2026-10-19T08:00');

describe('availability', () => {
  it('when a day has one opening, then its slots are the grid from its start that end by its end, as instants', () => {
    const found = availability(settings(), [], MONDAY_8AM, { days: 1 });

    expect(found.days).toEqual([{ date: '2026-10-19', slots: ['T10:00', 'T10:30', 'T11:00', 'T11:30'].map((t) => iso(`2026-10-19${t}`)) }]);
    expect(found).toMatchObject({ enabled: true, timeZone: 'Asia/Singapore', slotMinutes: 30, kinds: ['phone', 'video'] });
  });

  it('when an opening does not divide into slots, then the last part shorter than a slot is not offered', () => {
    const found = availability(settings({ slotMinutes: 45 }), [], MONDAY_8AM, { days: 1 });

    expect(found.days[0]!.slots).toEqual([iso('2026-10-19T10:00'), iso('2026-10-19T10:45')]);
  });

  it('when the notice is four hours, then only slots starting four hours from now or later are offered', () => {
    const now = sg('2026-10-19T06:30');

    const found = availability(settings({ noticeMinutes: 240 }), [], now, { days: 1 });

    expect(found.days[0]!.slots).toEqual([iso('2026-10-19T10:30'), iso('2026-10-19T11:00'), iso('2026-10-19T11:30')]);
    expect(slotProblem(settings({ noticeMinutes: 240 }), sg('2026-10-19T10:00'), now)).toBe('SLOT_UNAVAILABLE');
    expect(slotProblem(settings({ noticeMinutes: 240 }), sg('2026-10-19T10:00'), now, { ignoreNotice: true })).toBeUndefined();
  });

  it('when the horizon is 5 days, then the last day listed is today plus 4, and a slot after it is refused', () => {
    const found = availability(settings({ horizonDays: 5 }), [], MONDAY_8AM);

    expect(found.days.map((d) => d.date)).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23']);
    expect(slotProblem(settings({ horizonDays: 5 }), sg('2026-10-23T11:30'), MONDAY_8AM)).toBeUndefined();
    expect(slotProblem(settings({ horizonDays: 5 }), sg('2026-10-26T10:00'), MONDAY_8AM)).toBe('SLOT_UNAVAILABLE');
  });

  it('when a range is asked for, then it starts no earlier than today and ends no later than the horizon', () => {
    // the horizon of 14 days ends on Sunday 1 November
    expect(availability(settings(), [], MONDAY_8AM, { from: '2026-10-01', days: 2 }).days.map((d) => d.date)).toEqual(['2026-10-19', '2026-10-20']);
    expect(availability(settings(), [], MONDAY_8AM, { from: '2026-10-29', days: 30 }).days.map((d) => d.date)).toEqual(['2026-10-29', '2026-10-30']);
  });

  it('when a date is closed, then it has no slots, is listed with its labels, and a slot on it is refused', () => {
    const closedDates = [{ date: '2026-10-20', label: '公司活动', labelEn: 'Office event' }];

    const found = availability(settings({ closedDates }), [], MONDAY_8AM, { days: 3 });

    expect(found.days.map((d) => d.date)).toEqual(['2026-10-19', '2026-10-21']);
    expect(found.closed).toEqual(closedDates);
    expect(slotProblem(settings({ closedDates }), sg('2026-10-20T10:00'), MONDAY_8AM)).toBe('SLOT_UNAVAILABLE');
  });

  it('when a start is off the grid, outside the hours or in the past, then it is refused', () => {
    expect(slotProblem(settings(), sg('2026-10-19T10:15'), MONDAY_8AM)).toBe('SLOT_UNAVAILABLE');
    expect(slotProblem(settings(), sg('2026-10-19T12:00'), MONDAY_8AM)).toBe('SLOT_UNAVAILABLE');
    expect(slotProblem(settings(), sg('2026-10-24T10:00'), MONDAY_8AM)).toBe('SLOT_UNAVAILABLE');
    expect(slotProblem(settings(), sg('2026-10-19T07:30'), MONDAY_8AM, { ignoreNotice: true })).toBe('SLOT_UNAVAILABLE');
  });

  it('when booking is off or has no hours, then nothing is offered and every start is refused as closed', () => {
    expect(availability(settings({ enabled: false }), [], MONDAY_8AM)).toMatchObject({ enabled: false, days: [], closed: [] });
    expect(availability(settings({ hours: [] }), [], MONDAY_8AM).enabled).toBe(false);
    expect(slotProblem(settings({ enabled: false }), sg('2026-10-19T10:00'), MONDAY_8AM)).toBe('BOOKING_CLOSED');
  });
});

describe('overlapping calendars', () => {
  // the firm 10:00–12:00, consultant 7 10:30–11:30, consultant 3 11:00–12:00, all on Mondays
  const team = settings({
    hours: [
      { consultantId: null, weekday: 1, start: '10:00', end: '12:00' },
      { consultantId: 7, weekday: 1, start: '10:30', end: '11:30' },
      { consultantId: 3, weekday: 1, start: '11:00', end: '12:00' },
    ],
  });
  const monday = (found: ReturnType<typeof availability>) => found.days.find((d) => d.date === '2026-10-19')!.slots;

  it('when several calendars offer a start, then it is listed once, and stays free while any of them is', () => {
    const found = availability(team, [booked(0, '2026-10-19T10:30'), booked(7, '2026-10-19T11:00')], MONDAY_8AM, { days: 1 });

    expect(monday(found)).toEqual(['T10:00', 'T10:30', 'T11:00', 'T11:30'].map((t) => iso(`2026-10-19${t}`)));
  });

  it('when every calendar offering a start is booked, then the start is gone', () => {
    const found = availability(team, [booked(0, '2026-10-19T11:00'), booked(7, '2026-10-19T11:00'), booked(3, '2026-10-19T11:00')], MONDAY_8AM, { days: 1 });

    expect(monday(found)).not.toContain(iso('2026-10-19T11:00'));
  });

  it('when a booking of another length overlaps a slot, then that calendar is taken for it', () => {
    const firmOnly = settings({ hours: [{ consultantId: null, weekday: 1, start: '10:00', end: '12:00' }] });

    const found = availability(firmOnly, [booked(0, '2026-10-19T10:00', 60)], MONDAY_8AM, { days: 1 });

    expect(monday(found)).toEqual([iso('2026-10-19T11:00'), iso('2026-10-19T11:30')]);
  });

  it('when calendars are picked, then consultants with fewer bookings that day come first and the firm last', () => {
    const start = sg('2026-10-19T11:00');

    expect(pickCalendar(team, [], start)).toEqual([3, 7, 0]);
    expect(pickCalendar(team, [booked(3, '2026-10-19T11:30')], start)).toEqual([7, 3, 0]);
    expect(pickCalendar(team, [booked(7, '2026-10-19T11:00')], start)).toEqual([3, 0]);
  });

  it('when a slot was just taken, then the next free ones after it are offered', () => {
    const firmOnly = settings({ hours: [{ consultantId: null, weekday: 1, start: '10:00', end: '12:00' }] });

    const next = nextFreeSlots(firmOnly, [booked(0, '2026-10-19T10:30'), booked(0, '2026-10-19T11:00')], sg('2026-10-19T10:30'), MONDAY_8AM, 2);

    expect(next).toEqual([iso('2026-10-19T11:30'), iso('2026-10-26T10:00')]);
  });
});

describe('a visitor in London', () => {
  const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', hourCycle: 'h23' });
  const saturdays = settings({ horizonDays: 180, hours: [1, 6].map((weekday) => ({ consultantId: null, weekday, start: '10:00', end: '12:00' })) });
  const firstSlot = (found: ReturnType<typeof availability>, date: string) => found.days.find((d) => d.date === date)!.slots[0]!;

  it('when the UK leaves summer time (25 Oct 2026), then 10:00 in Singapore is 02:00Z on both sides, 03:00 BST before and 02:00 GMT after', () => {
    const found = availability(settings(), [], MONDAY_8AM);

    const before = firstSlot(found, '2026-10-23');
    const after = firstSlot(found, '2026-10-26');

    expect([before, after]).toEqual(['2026-10-23T02:00:00.000Z', '2026-10-26T02:00:00.000Z']);
    expect(london.format(new Date(before))).toBe('03:00 BST');
    expect(london.format(new Date(after))).toBe('02:00 GMT');
  });

  it('when the UK enters summer time (28 Mar 2027), then 10:00 in Singapore is 02:00 GMT on the Saturday and 03:00 BST on the Monday', () => {
    const found = availability(saturdays, [], sg('2027-03-20T08:00'));

    const before = firstSlot(found, '2027-03-27');
    const after = firstSlot(found, '2027-03-29');

    expect([before, after]).toEqual(['2027-03-27T02:00:00.000Z', '2027-03-29T02:00:00.000Z']);
    expect(london.format(new Date(before))).toBe('02:00 GMT');
    expect(london.format(new Date(after))).toBe('03:00 BST');
  });
});
