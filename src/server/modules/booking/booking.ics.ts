import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BOOKING_TIME_ZONE } from '../../../shared/schemas/booking';

/**
 * A booking's calendar invitation (docs/decisions/0028-booking-and-chat.md): one event whose UID stays
 * the same through every change, so a calendar updates it (REQUEST, a higher SEQUENCE) or removes it (CANCEL).
 */
export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** the page to change or cancel the booking (or to book again) */
  url: string | null;
  /** MAIL_FROM's address with the firm's name; null when there is no address */
  organizer: { name: string; email: string } | null;
  attendee: { name: string; email: string };
  /** when the invitation is made (DTSTAMP) */
  stamp: Date;
}

/** `booking-<appointment id>@<the site's host>`: the same for every mail about one appointment. */
export const bookingUid = (appointmentId: number, origin: string): string => {
  let host = 'localhost';
  try {
    host = new URL(origin).hostname || host;
  } catch {
    // no origin (no PUBLIC_URL and none recorded): the UID stays stable all the same
  }
  return `booking-${appointmentId}@${host}`;
};

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Singapore for calendar clients: +08:00 since 1982, no daylight saving. */
const singaporeZone = (tz: string): string | null =>
  tz === BOOKING_TIME_ZONE
    ? ['BEGIN:VTIMEZONE', `TZID:${BOOKING_TIME_ZONE}`, 'BEGIN:STANDARD', 'DTSTART:19820101T000000', 'TZOFFSETFROM:+0730', 'TZOFFSETTO:+0800', 'TZNAME:+08', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n')
    : null;

/** A Singapore wall-clock time, `YYYY-MM-DDTHH:MM:SS` without an offset. */
const wallClock = (t: Date) => new Date(t.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 19);

/**
 * ical-generator has no zone database: given a zone, it writes the time a Date's local getters read,
 * so the Singapore wall clock is passed as a local time. A wall clock the server's own zone skips
 * (a daylight-saving gap) would come back shifted; then the instants are written in UTC instead.
 */
const readsBack = (wall: string) => {
  const local = new Date(wall);
  return local.getHours() === Number(wall.slice(11, 13)) && local.getMinutes() === Number(wall.slice(14, 16));
};

/** The .ics text: METHOD, VTIMEZONE and one VEVENT with DTSTART/DTEND in Asia/Singapore. */
export function invitationIcs(inv: Invitation): string {
  const [start, end] = [wallClock(inv.startsAt), wallClock(inv.endsAt)];
  const zoned = readsBack(start) && readsBack(end);
  // the generator only writes the VTIMEZONE; a calendar zone without a name keeps DTSTAMP in UTC
  const calendar = ical({ prodId: '//sg-consultancy-site//booking//EN', method: ICalCalendarMethod[inv.method], timezone: { name: null, generator: singaporeZone } });
  calendar.createEvent({
    id: inv.uid,
    sequence: inv.sequence,
    stamp: inv.stamp,
    start: zoned ? start : inv.startsAt,
    end: zoned ? end : inv.endsAt,
    timezone: zoned ? BOOKING_TIME_ZONE : null,
    summary: inv.summary,
    description: inv.description,
    location: inv.location,
    url: inv.url,
    status: inv.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: inv.organizer,
    attendees: [{ ...inv.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: false }],
  });
  return calendar.toString();
}

/** The address of a From header (`"Name" <a@b>` or `a@b`). */
export const addressOf = (from: string): string => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
