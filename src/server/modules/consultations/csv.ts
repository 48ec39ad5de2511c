import { stringify } from 'csv-stringify/sync';
import type { Consultation } from '../../../shared/schemas/consultations';
import { singaporeMinute } from '../booking/availability';
import { neutralise } from '../../../shared/csv';

export const csvColumns = [
  'id',
  'createdAt',
  'name',
  'email',
  'phone',
  'type',
  'status',
  'assignee',
  'note',
  'message',
  'sourcePage',
  'lang',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'appointmentTime',
  'appointmentKind',
  'appointmentConsultant',
] as const;

/** the formula guard, shared with the Analytics screen's CSV (src/shared/csv.ts) */
export { neutralise };

/** A booking's appointment while it stands (docs/decisions/0028-booking-and-chat.md); a cancelled one is in the enquiry's timeline. */
export const bookedAppointment = (c: Consultation) => (c.appointment?.status === 'booked' ? c.appointment : null);

const cells = (c: Consultation): string[] =>
  [
    String(c.id),
    c.createdAt,
    c.name,
    c.email,
    c.phone,
    c.type,
    c.status,
    c.assignee?.username ?? '',
    c.note ?? '',
    c.message,
    c.sourcePage ?? '',
    c.lang ?? '',
    c.utm?.source ?? '',
    c.utm?.medium ?? '',
    c.utm?.campaign ?? '',
    // Singapore time, YYYY-MM-DD HH:mm
    ...((a) => (a ? [singaporeMinute(a.startsAt), a.kind, a.consultant?.username ?? ''] : ['', '', '']))(bookedAppointment(c)),
  ].map(neutralise);

/** UTF-8 with a BOM, so Excel opens Chinese correctly; quoted as RFC 4180 (commas, quotes, line breaks). */
export const enquiriesCsv = (rows: Consultation[]): string =>
  stringify([[...csvColumns], ...rows.map(cells)], { bom: true, record_delimiter: 'windows' });
