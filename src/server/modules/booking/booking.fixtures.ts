import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { BookingConfirmation, BookingSettingsInput } from '../../../shared/schemas/booking';
import type { ApiSuite } from '../../test/test-app';
import { capture } from '../consultations/consultations.fixtures';

/**
 * The booking API tests run on a fixed clock (Date only: timers stay real): Monday 22 March 2027,
 * 06:30 in Singapore, the week the UK moves to summer time (Sunday 28 March).
 */
export const NOW = new Date('2027-03-21T22:30:00Z');

/** An instant given as Singapore wall-clock time, `YYYY-MM-DDTHH:mm`. */
export const sg = (wall: string): string => new Date(`${wall}:00+08:00`).toISOString();

/** The firm, Monday to Saturday 10:00–12:00 in 30-minute slots, four hours' notice, two weeks ahead, Wednesday 24 March closed. */
export const firmSettings = (over: Partial<BookingSettingsInput> = {}): BookingSettingsInput => ({
  enabled: true,
  slotMinutes: 30,
  noticeMinutes: 240,
  horizonDays: 14,
  kinds: ['phone', 'video'],
  hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ consultantId: null, weekday, start: '10:00', end: '12:00' })),
  closedDates: [{ date: '2027-03-24', label: '公司活动', labelEn: 'Office event' }],
  ...over,
});

export async function saveSettings(api: ApiSuite, settings: BookingSettingsInput): Promise<void> {
  const res = await api.admin.put('/api/booking/settings').send(settings);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A visitor's booking as the booking page posts it (a form token from long enough ago: not suspect). */
export const bookingPost = (api: ApiSuite, startsAt: string, fields: Record<string, unknown> = {}) => ({
  name: '林女士',
  email: 'lin@example.com',
  phone: '+65 9123 4567',
  type: 'immigration',
  message: '',
  kind: 'phone',
  lang: 'zh',
  startsAt,
  ...capture(api.t),
  ...fields,
});

/** Books a slot; expects 201. */
export async function book(api: ApiSuite, startsAt: string, fields: Record<string, unknown> = {}): Promise<BookingConfirmation> {
  const res = await api.anon().post('/api/public/bookings').send(bookingPost(api, startsAt, fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as BookingConfirmation;
}

/** The free slots now (every day listed, flattened). */
export async function freeSlots(api: ApiSuite): Promise<string[]> {
  const res = await api.anon().get('/api/public/booking/slots');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.days as { slots: string[] }[]).flatMap((d) => d.slots);
}

/** Freezes Date at NOW for the file (call at its top, before its app is built) and stops the app's jobs, which would run on it. */
export function onBookingClock(api: ApiSuite): void {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  beforeAll(() => api.t.built.scheduler.stop());
  afterAll(() => vi.useRealTimers());
}
