import { BOOKING_TIME_ZONE, minutesOf, type BookingAvailability, type BookingSettings, type ClosedDate } from '../../../shared/schemas/booking';

/**
 * Free slots, computed from the settings and the booked appointments alone (no clock, no database):
 * docs/decisions/0028-booking-and-chat.md. Singapore is UTC+8 all year, so a Singapore day and its
 * hours are plain arithmetic on UTC instants.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SINGAPORE_OFFSET = 8 * 60 * MINUTE;

/** A booked appointment as availability sees it: its calendar (consultant id, 0 the firm) and its interval. */
export interface BookedInterval {
  calendar: number;
  startsAt: Date;
  endsAt: Date;
}

/** The calendar an opening or an appointment belongs to. */
export const calendarOf = (consultantId: number | null): number => consultantId ?? 0;

/** The Singapore date (YYYY-MM-DD) of an instant. */
export const singaporeDay = (instant: Date | number): string => new Date(+instant + SINGAPORE_OFFSET).toISOString().slice(0, 10);

/** An instant as Singapore wall-clock time to the minute, `YYYY-MM-DD HH:mm` (exports, timeline notes). */
export const singaporeMinute = (instant: Date | string): string => new Date(+new Date(instant) + SINGAPORE_OFFSET).toISOString().slice(0, 16).replace('T', ' ');

/** 00:00 Singapore time of a date, as ms since the epoch. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - SINGAPORE_OFFSET;

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first and last day a visitor may book at `now`. */
export function bookableDays(settings: Pick<BookingSettings, 'horizonDays'>, now: Date): { first: string; last: string } {
  const first = singaporeDay(now);
  return { first, last: addDays(first, settings.horizonDays - 1) };
}

/** Each calendar's slot starts on a day (ms, ascending), whatever is booked: the grid of its openings. */
export function openingsOn(settings: Pick<BookingSettings, 'hours' | 'slotMinutes'>, day: string): Map<number, number[]> {
  const weekday = weekdayOf(day);
  const start = dayStart(day);
  const starts = new Map<number, Set<number>>();
  for (const h of settings.hours) {
    if (h.weekday !== weekday) continue;
    const end = minutesOf(h.end);
    const set = starts.get(calendarOf(h.consultantId)) ?? new Set<number>();
    for (let m = minutesOf(h.start); m + settings.slotMinutes <= end; m += settings.slotMinutes) set.add(start + m * MINUTE);
    starts.set(calendarOf(h.consultantId), set);
  }
  return new Map([...starts].map(([calendar, set]) => [calendar, [...set].sort((a, b) => a - b)]));
}

/** The booked intervals by calendar and by each Singapore day they touch, for quick overlap checks. */
function bookedIndex(booked: readonly BookedInterval[]): (calendar: number, day: string) => BookedInterval[] {
  const index = new Map<string, BookedInterval[]>();
  for (const b of booked) {
    for (let day = singaporeDay(b.startsAt); day <= singaporeDay(+b.endsAt - 1); day = addDays(day, 1)) {
      const key = `${b.calendar}:${day}`;
      index.set(key, [...(index.get(key) ?? []), b]);
    }
  }
  return (calendar, day) => index.get(`${calendar}:${day}`) ?? [];
}

type Booked = ReturnType<typeof bookedIndex>;

/** Whether a calendar's slot meets a booked appointment: the same start, or any overlap (a booking made with another slot length). */
const taken = (index: Booked, calendar: number, start: number, slotMinutes: number): boolean => {
  const end = start + slotMinutes * MINUTE;
  return index(calendar, singaporeDay(start)).some((b) => +b.startsAt < end && +b.endsAt > start);
};

/** Whether a calendar has no booked appointment meeting the slot at `start` (a calendar staff name, offering it or not). */
export const calendarFree = (booked: readonly BookedInterval[], calendar: number, start: Date, slotMinutes: number): boolean =>
  !booked.some((b) => b.calendar === calendar && +b.startsAt < +start + slotMinutes * MINUTE && +b.endsAt > +start);

/** The calendars offering each start of a day that are still free, by start (ascending). */
function freeOn(settings: BookingSettings, index: Booked, day: string): Map<number, number[]> {
  const free = new Map<number, number[]>();
  for (const [calendar, starts] of openingsOn(settings, day)) {
    for (const start of starts) if (!taken(index, calendar, start, settings.slotMinutes)) free.set(start, [...(free.get(start) ?? []), calendar]);
  }
  return new Map([...free].sort(([a], [b]) => a - b));
}

const closedOf = (settings: Pick<BookingSettings, 'closedDates'>) => new Map(settings.closedDates.map((c) => [c.date, c]));

/** Whether booking is open at all: switched on, with at least one weekly opening. */
export const bookingOpen = (settings: Pick<BookingSettings, 'enabled' | 'hours'>): boolean => settings.enabled && settings.hours.length > 0;

export interface AvailabilityRange {
  /** the first Singapore day to list (default today; an earlier one counts from today) */
  from?: string;
  /** how many days (default and at most: to the horizon's last day) */
  days?: number;
}

/**
 * What a visitor can book at `now`: every calendar's free slots merged (a start is free when any
 * calendar offering it is), from now plus the notice to the horizon's last day, closed dates
 * left out and listed. Switched off or without hours: `enabled: false` and no days.
 */
export function availability(settings: BookingSettings, booked: readonly BookedInterval[], now: Date, range: AvailabilityRange = {}): BookingAvailability {
  const base: Pick<BookingAvailability, 'timeZone' | 'slotMinutes' | 'kinds'> = { timeZone: BOOKING_TIME_ZONE, slotMinutes: settings.slotMinutes, kinds: settings.kinds };
  if (!bookingOpen(settings)) return { ...base, enabled: false, days: [], closed: [] };
  const { first, last: horizonEnd } = bookableDays(settings, now);
  const from = range.from && range.from > first ? range.from : first;
  const asked = range.days ? addDays(from, range.days - 1) : horizonEnd;
  const last = asked < horizonEnd ? asked : horizonEnd;
  const earliest = +now + settings.noticeMinutes * MINUTE;
  const closedDates = closedOf(settings);
  const index = bookedIndex(booked);
  const days: BookingAvailability['days'] = [];
  const closed: ClosedDate[] = [];
  for (let day = from; day <= last; day = addDays(day, 1)) {
    const shut = closedDates.get(day);
    if (shut) {
      closed.push(shut);
      continue;
    }
    const slots = [...freeOn(settings, index, day).keys()].filter((start) => start >= earliest).map((start) => new Date(start).toISOString());
    if (slots.length) days.push({ date: day, slots });
  }
  return { ...base, enabled: true, days, closed };
}

/** Why a start cannot be booked, if it cannot: booking is off, or the start is not a bookable slot. */
export type SlotProblem = 'BOOKING_CLOSED' | 'SLOT_UNAVAILABLE';

/**
 * Whether `start` is a slot of the grid a visitor may book at `now` (free or not): on some calendar's
 * grid, not on a closed date, after the notice (staff moves skip it, though never into the past)
 * and within the horizon.
 */
export function slotProblem(settings: BookingSettings, start: Date, now: Date, opts: { ignoreNotice?: boolean } = {}): SlotProblem | undefined {
  if (!bookingOpen(settings)) return 'BOOKING_CLOSED';
  const at = +start;
  const day = singaporeDay(at);
  const { first, last } = bookableDays(settings, now);
  const earliest = opts.ignoreNotice ? +now : +now + settings.noticeMinutes * MINUTE;
  if (Number.isNaN(at) || at < earliest || day < first || day > last || closedOf(settings).has(day)) return 'SLOT_UNAVAILABLE';
  const offered = [...openingsOn(settings, day).values()].some((starts) => starts.includes(at));
  return offered ? undefined : 'SLOT_UNAVAILABLE';
}

/**
 * The calendars free at `start`, in the order a booking tries them: the consultant with the fewest
 * bookings that Singapore day first (ties by id), so bookings spread over the team; the firm's
 * calendar (0) last. Assumes `slotProblem` found nothing wrong with the start.
 */
export function pickCalendar(settings: BookingSettings, booked: readonly BookedInterval[], start: Date): number[] {
  const day = singaporeDay(start);
  const index = bookedIndex(booked);
  const free = freeOn(settings, index, day).get(+start) ?? [];
  const load = (calendar: number) => index(calendar, day).filter((b) => singaporeDay(b.startsAt) === day).length;
  return free.sort((a, b) => (a === 0 ? 1 : 0) - (b === 0 ? 1 : 0) || load(a) - load(b) || a - b);
}

/** The next free slots after `start` (at most `max`), to offer when it was just taken. */
export function nextFreeSlots(settings: BookingSettings, booked: readonly BookedInterval[], start: Date, now: Date, max: number): string[] {
  const found = availability(settings, booked, now, { from: singaporeDay(start) });
  return found.days
    .flatMap((d) => d.slots)
    .filter((slot) => Date.parse(slot) > +start)
    .slice(0, max);
}
