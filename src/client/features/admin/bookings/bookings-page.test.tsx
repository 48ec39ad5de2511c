// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSettingsView, StaffAppointment } from '@shared/schemas/booking';
import { renderAdmin } from '../shared/test-utils';
import BookingsPage from './bookings-page';

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResize as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const appointment = (id: number, startsAt: string, fields: Partial<StaffAppointment> = {}): StaffAppointment => ({
  id,
  consultationId: 100 + id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  kind: 'phone',
  status: 'booked',
  consultant: null,
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  phone: '+65 9123 4567',
  type: 'immigration',
  lang: 'en',
  message: '',
  ...fields,
});

const settings: BookingSettingsView = {
  enabled: true,
  slotMinutes: 30,
  noticeMinutes: 240,
  horizonDays: 30,
  kinds: ['phone', 'video', 'office'],
  hours: [{ consultantId: null, weekday: 1, start: '10:00', end: '17:00' }],
  closedDates: [{ date: '2026-12-25', label: '圣诞节', labelEn: 'Christmas Day' }],
  consultants: [{ id: 7, username: 'sales.amy' }],
};

/** Answers the booking API from `routes` ("METHOD /path" -> [status, body]); records each call. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ method, path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${url.pathname}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return Response.json(body, { status });
  });
  return asked;
}

const open = (route: string) => renderAdmin(<BookingsPage />, { route, path: '/bookings', language: 'en', user: 'sales' });

describe('BookingsPage', () => {
  it('when a week holds bookings on two days, then the phone list groups them by Singapore day in time order and asks for that week', async () => {
    const asked = serve({
      'GET /api/booking/settings': [200, settings],
      // 2 Dec 09:00 SGT is 01:00Z; 3 Dec 10:30 and 14:00 SGT
      'GET /api/booking/appointments': [200, { appointments: [appointment(1, '2026-12-02T01:00:00.000Z'), appointment(2, '2026-12-03T02:30:00.000Z'), appointment(3, '2026-12-03T06:00:00.000Z', { kind: 'office' })] }],
    });
    open('/bookings?date=2026-12-02');

    const list = await screen.findByTestId('week-list');

    const days = within(list).getAllByRole('region');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getAllByTestId('appointment-card').map((c) => c.textContent)).toEqual([expect.stringContaining('09:00–09:30')]);
    expect(within(days[1]!).getAllByTestId('appointment-card').map((c) => c.textContent?.slice(0, 11))).toEqual(['10:30–11:00', '14:00–14:30']);
    const week = asked.find((a) => a.path === '/api/booking/appointments')!;
    expect(new URLSearchParams(week.search).get('from')).toBe('2026-11-30');
    expect(new URLSearchParams(week.search).get('to')).toBe('2026-12-06');
  });

  it('when staff cancel a booking, then they are asked to confirm first and the cancel is posted only after', async () => {
    const asked = serve({
      'GET /api/booking/settings': [200, settings],
      'GET /api/booking/appointments': [200, { appointments: [appointment(4, '2026-12-02T01:00:00.000Z')] }],
      'POST /api/booking/appointments/4/cancel': [200, appointment(4, '2026-12-02T01:00:00.000Z', { status: 'cancelled' })],
    });
    open('/bookings?date=2026-12-02');
    fireEvent.click(await screen.findByTestId('appointment-card'));
    const dialog = await screen.findByTestId('appointment-dialog');
    expect(within(dialog).getByRole('link', { name: '+65 9123 4567' }).getAttribute('href')).toBe('tel:+6591234567');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(asked.some((a) => a.method === 'POST' && a.path === '/api/booking/appointments/4/cancel')).toBe(true));
  });

  it('when an opening ends before it starts, then the form says so in the reader language and saves nothing', async () => {
    const asked = serve({ 'GET /api/booking/settings': [200, settings], 'GET /api/booking/appointments': [200, { appointments: [] }] });
    open('/bookings?tab=hours');
    const form = await screen.findByTestId('booking-hours-form');

    fireEvent.change(within(form).getByLabelText('End'), { target: { value: '09:00' } });
    fireEvent.submit(form);

    await screen.findByText('The end must be after the start');
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);
  });

  it('when the hours are saved, then the payload is what the shared schema expects, closed dates sorted', async () => {
    const asked = serve({
      'GET /api/booking/settings': [200, settings],
      'GET /api/booking/appointments': [200, { appointments: [] }],
      'PUT /api/booking/settings': [200, settings],
    });
    open('/bookings?tab=hours');
    const form = await screen.findByTestId('booking-hours-form');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a closed date' }));
    const dates = within(form).getAllByLabelText('Date');
    fireEvent.change(dates[1]!, { target: { value: '2026-12-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    const body = asked.find((a) => a.method === 'PUT')!.body as BookingSettingsView;
    expect(body.closedDates.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-25']);
    expect(body.hours).toEqual(settings.hours);
    expect(body).not.toHaveProperty('consultants');
  });
});
