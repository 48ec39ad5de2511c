// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBooking } from '@shared/schemas/booking';
import enCommon from '@/i18n/locales/en/common';
import enSite from '@/i18n/locales/en/site';
import { BookingManagePage } from './manage-page';
import { availability, bookingTree } from './test-utils';

const strings = enSite.booking.manage;
const booking: ManagedBooking = { startsAt: '2025-03-10T02:00:00.000Z', endsAt: '2025-03-10T02:30:00.000Z', kind: 'office', status: 'booked', type: 'business', name: 'Alex Tan', lang: 'en' };

type Answer = () => Response;

/** The link's endpoints: the booking, its cancel and move, and the slots; every request recorded. */
function serve(routes: Record<string, Answer>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    asked.push(key);
    return routes[key]?.() ?? Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return asked;
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const renderPage = (token = 'tok-1') =>
  render(
    bookingTree(
      <>
        <Routes>
          <Route path="/booking/:token" element={<BookingManagePage timeZone="Europe/London" />} />
        </Routes>
        <Address />
      </>,
      { lang: 'en', route: `/booking/${token}` },
    ),
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingManagePage', () => {
  it('when the link is opened, then the booking shows its service, kind, time in Singapore and the visitor\'s time, and status', async () => {
    serve({ 'GET /api/public/bookings/tok-1': () => Response.json(booking) });
    renderPage();

    const card = within(await screen.findByTestId('managed-booking'));

    expect(card.getByText('Hello Alex Tan')).toBeTruthy();
    expect(card.getByText('Mon 10 Mar 10:00 SGT · 02:00 London')).toBeTruthy();
    expect(card.getByText(enSite.booking.kinds.office)).toBeTruthy();
    expect(card.getByText(enCommon.services.business)).toBeTruthy();
    expect(card.getAllByText(strings.booked).length).toBeGreaterThan(0);
  });

  it('when Cancel is confirmed in the dialog, then the booking shows cancelled with a way to book again', async () => {
    const asked = serve({
      'GET /api/public/bookings/tok-1': () => Response.json(booking),
      'POST /api/public/bookings/tok-1/cancel': () => Response.json({ ...booking, status: 'cancelled' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: strings.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(strings.cancelTitle)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: strings.cancelConfirm }));

    const heading = await screen.findByRole('heading', { name: strings.cancelledTitle });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toContain('POST /api/public/bookings/tok-1/cancel');
    expect(within(screen.getByTestId('managed-booking')).getAllByText(strings.cancelled).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: strings.bookAgain }).getAttribute('href')).toBe('/book?service=business');
    expect(screen.queryByRole('button', { name: strings.cancel })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('when the dialog is left with "Keep booking", then nothing is cancelled', async () => {
    const asked = serve({ 'GET /api/public/bookings/tok-1': () => Response.json(booking) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: strings.cancel }));

    fireEvent.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: strings.keep })[0]!);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual([]);
    expect(screen.getByRole('button', { name: strings.cancel })).toBeTruthy();
  });

  it('when another time is chosen, then the booking moves, the new time shows and the address carries the new link', async () => {
    const moved = { ...booking, startsAt: '2025-03-10T02:30:00.000Z', endsAt: '2025-03-10T03:00:00.000Z' };
    serve({
      'GET /api/public/bookings/tok-1': () => Response.json(booking),
      'GET /api/public/booking/slots': () => Response.json(availability),
      'POST /api/public/bookings/tok-1/move': () => Response.json({ booking: moved, token: 'tok-2' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: strings.move }));

    fireEvent.click(await screen.findByRole('button', { name: '10:30 SGT · 02:30 London' }));
    fireEvent.click(screen.getByRole('button', { name: strings.moveConfirm }));

    expect(await screen.findByText(strings.moved)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/booking/tok-2');
    expect(within(screen.getByTestId('managed-booking')).getByText('Mon 10 Mar 10:30 SGT · 02:30 London')).toBeTruthy();
  });

  it.each([
    ['BOOKING_LINK_INVALID', 404, strings.invalidTitle],
    ['BOOKING_LINK_EXPIRED', 410, strings.expiredTitle],
  ] as const)('when the link answers %s, then the page says so and leads to booking and to contact', async (code, status, title) => {
    serve({ 'GET /api/public/bookings/tok-1': () => Response.json({ message: 'no', code }, { status }) });
    renderPage();

    const alert = within(await screen.findByRole('alert'));

    expect(alert.getByText(title)).toBeTruthy();
    expect(alert.getByText(enCommon.errors[code])).toBeTruthy();
    expect(alert.getByRole('link', { name: strings.toBook }).getAttribute('href')).toBe('/book');
    expect(alert.getByRole('link', { name: strings.toContact }).getAttribute('href')).toBe('/contact');
  });
});
