/**
 * Booking a consultation and reaching the firm in one tap (issue 28, docs/decisions/0028-booking-and-chat.md):
 * a visitor books from a service page with its service chosen, the confirmation mail with its calendar
 * invitation arrives, staff see the booking in the week and in the inbox; the WhatsApp link names the page
 * in its language and the WeChat dialog copies the ID. This spec starts its own server with an SMTP server
 * in the test process (the shared one has no mail).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import type { Consultation, ConsultationList } from '../../src/shared/schemas/consultations';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/modules/outbox/smtp.fixtures';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { adminCredentials, expectNoConsoleErrors, launchBrowser, pastFormToken } from './fixtures';
import { startE2eApp, type E2eApp } from './e2e-app';
import { whenHydrated } from './site-helpers';

const site = { zh: zhSite, en: enSite };
let smtp: TestSmtpServer;
let app: E2eApp;
let browser: Browser;

async function pageAt(width: number, permissions: string[] = []): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width, height: 900 }, locale: 'zh-CN', extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
  if (permissions.length) await context.grantPermissions(permissions, { origin: app.baseURL });
  return context.newPage();
}

async function signedInAdmin(width: number): Promise<Page> {
  const page = await pageAt(width);
  const res = await page.request.post('/api/login', { data: { ...adminCredentials, rememberMe: false } });
  expect(res.ok()).toBe(true);
  return page;
}

const eventually = async (check: () => boolean | Promise<boolean>, timeout = 15_000) => {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
};

const langPath = (path: string, lang: 'zh' | 'en') => (lang === 'en' ? `/en${path}` : path);

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startE2eApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'site@example.com', MAIL_POLL_MS: '200' });
  browser = await launchBrowser();
  // the firm's WhatsApp and WeChat, as staff enter them under Settings
  const admin = await signedInAdmin(1280);
  const contact = (await (await admin.request.get('/api/contact')).json()) as ContactInfo;
  const saved = await admin.request.put(`/api/contact/${contact.id}`, { data: { whatsapp: '+65 8123 4567', wechat: 'GlobalGatewaySG' } });
  expect(saved.ok()).toBe(true);
  await admin.context().close();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

describe('booking a consultation', () => {
  for (const [lang, width] of [
    ['zh', 375],
    ['en', 1280],
  ] as const) {
    it(`when a visitor books from a service page (${lang}, ${width} px), then the service is chosen, the confirmation shows, the mail brings an invitation, and staff see it in the week and the inbox`, async () => {
      const s = site[lang];
      const email = `booker-${lang}-${Date.now()}@example.com`;
      const page = await pageAt(width);
      const clean = expectNoConsoleErrors(page);
      // a person takes longer than the test between the form's token and the post
      await page.route('**/api/public/enquiry-token', (route) => route.fulfill({ json: { token: pastFormToken() } }));
      await page.goto(langPath('/immigration/self-employed', lang));
      const cta = page.getByRole('link', { name: s.services.cta.button });
      await whenHydrated(cta);

      await cta.click();
      await page.waitForURL((url) => url.pathname === langPath('/book', lang) && url.searchParams.get('service') === 'immigration');
      const submit = page.getByRole('button', { name: s.booking.form.submit });
      await whenHydrated(submit);
      expect(await page.locator('select').first().inputValue()).toBe('immigration');
      const times = page.getByRole('group').filter({ has: page.getByRole('button') }).last();
      const slot = times.getByRole('button').first();
      await slot.click();
      // by their inputs: "Phone" also names the phone-call meeting kind
      await page.locator('input[autocomplete="name"]').fill(`Booker ${lang}`);
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="tel"]').fill('+65 9123 4567');
      await page.getByRole('checkbox').last().check();
      await page.screenshot({ path: `/tmp/booking-form-${lang}-${width}.png`, fullPage: true });
      await submit.click();

      await page.getByRole('heading', { name: s.booking.confirmation.title }).waitFor();
      expect(await page.getByRole('link', { name: s.booking.confirmation.addToCalendar }).getAttribute('href')).toMatch(/^\/api\/public\/bookings\/.+\/ics$/);
      await page.screenshot({ path: `/tmp/booking-done-${lang}-${width}.png`, fullPage: true });
      await eventually(() => smtp.received.some((m) => m.to.includes(email)));
      const mail = smtp.received.find((m) => m.to.includes(email))!;
      expect(mail.raw).toMatch(/text\/calendar/);
      expect(mail.raw).toMatch(/BEGIN:VCALENDAR/);
      expect(mail.body).toContain(lang === 'en' ? '/en/booking/' : '/booking/');
      clean();

      // staff: the week of that day lists the booking, and the inbox shows its appointment
      const admin = await signedInAdmin(width);
      const list = (await (await admin.request.get(`/api/consultations?page=1&pageSize=10&q=${encodeURIComponent(email)}`)).json()) as ConsultationList;
      const enquiry = list.consultations.find((c: Consultation) => c.email === email)!;
      expect(enquiry.type).toBe('immigration');
      expect(enquiry.appointment?.status).toBe('booked');
      const day = new Date(Date.parse(enquiry.appointment!.startsAt) + 8 * 3600_000).toISOString().slice(0, 10);
      await admin.goto(`/bookings?date=${day}`);
      await admin.getByTestId('appointment-card').filter({ hasText: `Booker ${lang}` }).waitFor();
      await admin.screenshot({ path: `/tmp/bookings-week-${width}.png`, fullPage: true });
      await admin.goto(`/consultations?open=${enquiry.id}`);
      await admin.getByTestId('consultation-appointment').waitFor();
      await admin.context().close();
      await page.context().close();
    });
  }
});

describe('WhatsApp and WeChat in one tap', () => {
  for (const [lang, width] of [
    ['en', 375],
    ['zh', 1280],
  ] as const) {
    it(`when a service page is open (${lang}, ${width} px), then its WhatsApp link opens wa.me with a message naming the page in its language`, async () => {
      const page = await pageAt(width);
      await page.goto(langPath('/immigration/self-employed', lang));
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const link = page.locator('a[href^="https://wa.me/6581234567"]:visible').first();
      await link.waitFor();

      const href = (await link.getAttribute('href'))!;

      const text = new URL(href).searchParams.get('text')!;
      expect(text).toBe(site[lang].layout.whatsapp.message.replace('{{title}}', title));
      await page.context().close();
    });
  }

  it('when the WeChat dialog is opened from the footer, then its Copy button puts the ID on the clipboard and says so', async () => {
    const page = await pageAt(1280, ['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
    const open = page.getByRole('button', { name: zhSite.layout.qr.open.replace('{{platform}}', '微信') }).first();
    await whenHydrated(open);

    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: zhSite.layout.qr.copy }).click();

    await dialog.getByRole('button', { name: zhSite.layout.qr.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GlobalGatewaySG');
    await page.context().close();
  });
});
