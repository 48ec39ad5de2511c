import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingAvailability, BookingSettingsInput } from '../../shared/schemas/booking';
import { createApp, type App } from '../app';
import { sourceBuild } from '../test/stand-in-build';
import { setupApiSuite } from '../test/test-app';

/**
 * The booking page as the server renders it (docs/decisions/0028-booking-and-chat.md): the free
 * slots in the first view, no spinner, and never kept by the page cache, in either language.
 */
const api = setupApiSuite();
let dist: ReturnType<typeof sourceBuild> | undefined;
let site: App;
const page = (path: string) => request(site.app).get(path);

// every day, all day, hourly, no notice: whatever the hour the test runs at, some slot is free
const SETTINGS: BookingSettingsInput = {
  enabled: true,
  slotMinutes: 60,
  noticeMinutes: 0,
  horizonDays: 7,
  kinds: ['phone', 'office'],
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ consultantId: null, weekday, start: '00:00', end: '24:00' })),
  closedDates: [],
};

/** "HH:MM" in Singapore (UTC+8, no daylight saving) of an ISO instant. */
const singaporeTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16);
/** The times the page offers for its day, as data-slot-time says them. */
const timesIn = (html: string) => [...html.matchAll(/data-slot-time="(\d\d:\d\d)"/g)].map((m) => m[1]);

beforeAll(async () => {
  const saved = await api.admin.put('/api/booking/settings').send(SETTINGS);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  dist = sourceBuild();
  site = await createApp({ config: api.t.config, database: api.t.database, distDir: dist.dir });
}, 120_000);

afterAll(async () => {
  await site?.close();
  dist?.remove();
});

describe('the booking page', () => {
  it.each([
    ['/book', 'zh-CN', '预约免费咨询'],
    ['/en/book', 'en', 'Book a free consultation'],
  ])('when %s is asked for, then the HTML holds the first free day\'s times in Singapore time, its heading, and no spinner', async (path, htmlLang, title) => {
    const slots = (await api.anon().get('/api/public/booking/slots')).body as BookingAvailability;

    const res = await page(path);

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<html lang="${htmlLang}"`);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const shown = timesIn(res.text);
    expect(shown.length).toBeGreaterThan(0);
    // the first day as the API gives it (or the next, should the hour turn between the two reads)
    const firstDays = slots.days.slice(0, 2).map((day) => day.slots.map(singaporeTime));
    expect(firstDays.some((times) => times.join() === shown.join() || times.slice(1).join() === shown.join())).toBe(true);
    expect(res.text).not.toContain('aria-busy="true"');
    expect(res.text).not.toMatch(/SGT ·|新加坡 ·/);
  });

  it('when a time is booked between two visits, then the second page no longer offers it, and the page cache keeps neither', async () => {
    const first = await page('/en/book?service=business');
    const last = timesIn(first.text).at(-1)!;
    const slots = (await api.anon().get('/api/public/booking/slots')).body as BookingAvailability;
    const startsAt = slots.days.flatMap((d) => d.slots).find((slot) => singaporeTime(slot) === last && Date.parse(slot) - Date.now() < 86_400_000)!;
    const kept = site.pageCache!.stats().pages;

    const booked = await api
      .anon()
      .post('/api/public/bookings')
      .send({ name: 'Alex Tan', email: 'alex@example.com', phone: '+65 8123 4567', type: 'business', message: '', consent: true, kind: 'phone', startsAt, lang: 'en' });
    const second = await page('/en/book?service=business');

    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // what the page offers is what is free now: the booked time gone (its day too, if it was the day's last free time)
    const after = (await api.anon().get('/api/public/booking/slots')).body as BookingAvailability;
    expect(after.days.flatMap((d) => d.slots)).not.toContain(startsAt);
    expect(timesIn(second.text)).toEqual(after.days[0]!.slots.map(singaporeTime));
    expect(timesIn(second.text)).not.toEqual(timesIn(first.text));
    expect(site.pageCache!.stats().pages).toBe(kept);
    expect(site.pageCache!.keyOf({ method: 'GET', path: '/en/book', originalUrl: '/en/book' } as never, 'http://localhost')).toBeNull();
  });

  it('when a booking\'s link is opened, then the answer is the shell, never kept and never indexed', async () => {
    const res = await page('/en/booking/some-token');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('some-token');
  });
});
