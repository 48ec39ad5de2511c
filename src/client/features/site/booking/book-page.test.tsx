// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@shared/privacy';
import type { BookingAvailability, BookingConfirmation } from '@shared/schemas/booking';
import enCommon from '@/i18n/locales/en/common';
import enSite from '@/i18n/locales/en/site';
import { BookPage } from './book-page';
import { availability, bookingTree } from './test-utils';

const taken = '2025-03-10T02:00:00.000Z';
const nextSlots = ['2025-03-10T02:30:00.000Z', '2025-07-01T02:00:00.000Z'];
const confirmation: BookingConfirmation = { id: 41, type: 'business', appointment: { startsAt: nextSlots[0]!, endsAt: '2025-03-10T03:00:00.000Z', kind: 'video', status: 'booked' }, token: 'tok-41' };

interface Asked {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The public API as the booking page meets it: slots (a list per call), the token, and the POST's answers in turn. */
function serve({ slots = [availability], posts = [] }: { slots?: BookingAvailability[]; posts?: (() => Response)[] } = {}) {
  const asked: Asked[] = [];
  let slotCalls = 0;
  let postCalls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
    if (method === 'GET' && url.pathname === '/api/public/booking/slots') return Response.json(slots[Math.min(slotCalls++, slots.length - 1)]);
    if (method === 'GET' && url.pathname === '/api/public/enquiry-token') return Response.json({ token: 'signed-token' });
    if (method === 'POST' && url.pathname === '/api/public/bookings') return posts[postCalls++]!();
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { asked, posts: () => asked.filter((a) => a.method === 'POST').map((a) => a.body!), slotReads: () => asked.filter((a) => a.path === '/api/public/booking/slots').length };
}

const form = enSite.contact.form;
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input:not([type=radio]), select, textarea' }) as HTMLInputElement;

function fillDetails() {
  fireEvent.change(field(form.name), { target: { value: 'Alex Tan' } });
  fireEvent.change(field(form.email), { target: { value: 'alex@example.com' } });
  fireEvent.change(field(form.phone), { target: { value: '+44 20 7946 0000' } });
  fireEvent.change(field(enSite.booking.form.message), { target: { value: 'About EntrePass' } });
  fireEvent.click(screen.getByRole('checkbox'));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: enSite.booking.form.submit }));

const renderPage = (route = '/book?service=business') => render(bookingTree(<BookPage timeZone="Asia/Singapore" />, { lang: 'en', route }));

beforeEach(() => window.history.replaceState(null, '', '/en/book?service=business'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookPage', () => {
  it('when the chosen time was taken a moment ago, then a message shows above the times, the slots are asked for again, the next free ones come first and the details stay', async () => {
    const remaining: BookingAvailability = { ...availability, days: [{ date: '2025-03-10', slots: [nextSlots[0]!] }, availability.days[1]!] };
    const api = serve({
      slots: [availability, remaining],
      posts: [() => Response.json({ message: 'taken', code: 'SLOT_TAKEN', nextSlots }, { status: 409 }), () => Response.json(confirmation, { status: 201 })],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fireEvent.click(screen.getByRole('radio', { name: enSite.booking.kinds.video }));
    fillDetails();

    submit();

    expect((await screen.findByTestId('slot-refused')).textContent).toBe(enCommon.errors.SLOT_TAKEN);
    await waitFor(() => expect(api.slotReads()).toBe(2));
    const offered = within(screen.getByTestId('offered-slots'));
    expect(offered.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['10 Mar 10:30', '1 Jul 10:00']);
    expect(screen.queryByRole('button', { name: '10:00' })).toBeNull();
    expect([field(form.name).value, field(form.email).value, field(form.phone).value, (screen.getByRole('checkbox') as HTMLInputElement).checked]).toEqual(['Alex Tan', 'alex@example.com', '+44 20 7946 0000', true]);
    expect(screen.getByTestId('slot-refused').compareDocumentPosition(screen.getAllByRole('button', { name: '10:30' }).at(-1)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(offered.getByRole('button', { name: '10 Mar 10:30' }));
    submit();

    const confirmed = within(await screen.findByTestId('booking-confirmed'));
    expect(api.posts()[1]).toMatchObject({ startsAt: nextSlots[0], kind: 'video', type: 'business', name: 'Alex Tan' });
    expect(confirmed.getByText('We sent a confirmation to alex@example.com.')).toBeTruthy();
    expect(confirmed.getByText('Mon 10 Mar 10:30')).toBeTruthy();
    expect(confirmed.getByRole('link', { name: enSite.booking.confirmation.addToCalendar }).getAttribute('href')).toBe('/api/public/bookings/tok-41/ics');
    expect(confirmed.getByRole('link', { name: enSite.booking.confirmation.manage }).getAttribute('href')).toBe('/booking/tok-41');
    expect(document.activeElement?.textContent).toBe(enSite.booking.confirmation.title);
  });

  it('when a booking is sent, then it carries the service, kind, time and the enquiry form\'s consent and anti-spam fields', async () => {
    const api = serve({ posts: [() => Response.json(confirmation, { status: 201 })] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fillDetails();

    submit();

    await screen.findByTestId('booking-confirmed');
    expect(api.posts()[0]).toEqual({
      name: 'Alex Tan',
      email: 'alex@example.com',
      phone: '+44 20 7946 0000',
      type: 'business',
      message: 'About EntrePass',
      consent: true,
      kind: 'phone',
      startsAt: taken,
      consentVersion: CONSENT_VERSION,
      formToken: 'signed-token',
      website: '',
      sourcePage: '/en/book?service=business',
      lang: 'en',
    });
  });

  it('when sent without a time, then the times say to choose one and nothing is posted', async () => {
    const api = serve();
    renderPage();
    await screen.findByRole('button', { name: '10:00' });
    fillDetails();

    submit();

    expect(await screen.findByText(enSite.booking.times.choose)).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });

  it('when the server refuses a field, then the message shows under it as on the enquiry form', async () => {
    serve({ posts: [() => Response.json({ message: 'bad', code: 'VALIDATION', fieldErrors: { phone: ['phone number is not valid'] } }, { status: 400 })] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fillDetails();

    submit();

    await waitFor(() => expect(field(form.phone).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(enSite.contact.errors.phoneInvalid)).toBeTruthy();
  });

  it('when online booking is off, then the page says so and offers the enquiry form with the service chosen', async () => {
    serve({ slots: [{ ...availability, enabled: false, days: [] }] });
    renderPage();

    expect((await screen.findByTestId('booking-unavailable')).textContent).toContain(enSite.booking.unavailable.offTitle);
    expect(field(form.service).value).toBe('business');
    expect(screen.getByRole('button', { name: form.submit })).toBeTruthy();
  });
});
