import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation, ConsultationList } from '../../src/shared/schemas/consultations';
import { CONSENT_VERSION } from '../../src/shared/privacy';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, givePastFormToken, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { langPath, whenHydrated } from './site-helpers';

const texts = { zh: { site: zhSite, common: zhCommon }, en: { site: enSite, common: enCommon } };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Counts the enquiry POSTs the page makes. */
function countPosts(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/public/consultations')) n++;
  });
  return () => n;
}

async function fill(page: Page, lang: 'zh' | 'en', values: { name: string; email: string; phone: string; service: string; message: string }, scope = page.locator('form:not([role=search])').first()) {
  const form = texts[lang].site.contact.form;
  await scope.getByLabel(form.name).fill(values.name);
  await scope.getByLabel(form.email).fill(values.email);
  await scope.getByLabel(form.phone).fill(values.phone);
  await scope.getByLabel(form.service).selectOption(values.service);
  await scope.getByLabel(form.message).fill(values.message);
}

/** The consent checkbox of a form (its name is the consent sentence, in the page's language). */
const consentOf = (scope: Locator) => scope.getByRole('checkbox');

/** The enquiry the admin API lists for an email, in the inbox or the spam folder. */
async function findEnquiry(email: string, folder: 'inbox' | 'spam' = 'inbox'): Promise<Consultation | undefined> {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const list = (await (await admin.request.get(`/api/consultations?page=1&pageSize=100&folder=${folder}&q=${encodeURIComponent(email)}`)).json()) as ConsultationList;
  await admin.context().close();
  return list.consultations.find((c) => c.email === email);
}

describe('consultation form', () => {
  it('when sent empty, then a destructive toast says the form is invalid and nothing is sent', async () => {
    const page = await newPage(browser, { width: 1280 });
    const posts = countPosts(page);
    await page.goto('/contact');
    const submit = page.locator('form:not([role=search]) button[type=submit]');
    await whenHydrated(submit);

    await submit.click();

    await page.getByText(zhSite.contact.toast.invalidTitle).waitFor();
    await page.getByText(zhSite.contact.toast.invalidMissing).waitFor();
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBeGreaterThan(0);
    expect(await page.locator('form:not([role=search]) [aria-invalid="true"]').count()).toBe(6);
    await page.getByText(zhSite.contact.form.consent.error).waitFor();
    for (const message of [zhSite.contact.errors.name, zhSite.contact.errors.email, zhSite.contact.errors.phone, zhSite.contact.errors.service, zhSite.contact.errors.message]) {
      await page.locator('form:not([role=search])').getByText(message).waitFor();
    }
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when filled and sent, then it shows 提交中..., a success toast, a thank-you panel in place of the form, and the admin finds it through the API', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const page = await newPage(browser, { width: 375 });
    const assertNoErrors = expectNoConsoleErrors(page);
    // the server files posts sooner than 3 s after the form's token as suspect: a person takes longer than the test
    await givePastFormToken(page);
    // the post waits until the sending state has been seen
    let answer!: () => void;
    const seenSending = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/public/consultations', async (route) => {
      await seenSending;
      await route.continue();
    });
    await page.goto('/#contact');
    const submit = page.locator('#contact form button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'zh', { name: '陈测试', email, phone: '+65 8000 0000', service: 'education', message: '想了解 AEIS 考试' });
    await consentOf(page.locator('#contact form')).check();

    await submit.click();

    await page.locator('#contact form button[type=submit]', { hasText: zhSite.contact.form.submitting }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    answer();
    await page.getByText(zhSite.contact.toast.successTitle).waitFor();
    await page.getByText(zhSite.contact.toast.successText).waitFor();
    await page.locator('#contact').getByTestId('enquiry-thanks').getByText(zhSite.contact.thanks.text).waitFor();
    expect(await page.locator('#contact form').count()).toBe(0);
    await page.locator('#contact').getByRole('button', { name: zhSite.contact.thanks.another }).click();
    expect(await page.locator('#contact form').getByLabel(zhSite.contact.form.name).inputValue()).toBe('');
    expect(await page.locator('#contact form').getByLabel(zhSite.contact.form.service).inputValue()).toBe('');
    expect(await consentOf(page.locator('#contact form')).isChecked()).toBe(false);

    const saved = await findEnquiry(email);
    expect(saved).toMatchObject({ name: '陈测试', phone: '+65 8000 0000', type: 'education', message: '想了解 AEIS 考试', status: 'Pending' });
    expect(saved).toMatchObject({ spam: false, consentVersion: CONSENT_VERSION, sourcePage: '/', lang: 'zh' });
    assertNoErrors();
    await page.context().close();
  });

  it('when the server refuses with 429, then the failure toast says so in the page language and the form offers another way to reach the firm', async () => {
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    await page.route('**/api/public/consultations', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'too many enquiries from this address', error: 'x', code: 'RATE_LIMITED' }) }),
    );
    await page.goto('/en/contact');
    const submit = page.locator('form:not([role=search]) button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'en', { name: 'Ann Lee', email: 'ann@example.com', phone: '+65 9000 0000', service: 'business', message: 'Company set-up' });
    await consentOf(page.locator('form:not([role=search])')).check();

    await submit.click();

    await page.getByText(enSite.contact.toast.failureTitle).waitFor();
    await page.getByText(enCommon.errors.RATE_LIMITED).waitFor();
    await page.getByTestId('enquiry-rate-limited').getByText(enSite.contact.rateLimited.text).waitFor();
    expect(await page.locator('form:not([role=search])').getByLabel(enSite.contact.form.name).inputValue()).toBe('Ann Lee');
    await page.context().close();
  });

  it('when the email is malformed, then the browser or the form refuses it and nothing is sent', async () => {
    const page = await newPage(browser, { width: 1280 });
    const posts = countPosts(page);
    await page.goto('/contact');
    const submit = page.locator('form:not([role=search]) button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'zh', { name: '李四', email: 'not-an-email', phone: '123', service: 'overseas', message: '你好' });
    await consentOf(page.locator('form:not([role=search])')).check();

    await submit.click();
    await page.waitForTimeout(500);

    expect(await page.locator('form:not([role=search])').getByLabel(zhSite.contact.form.email).evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when the phone does not look like one, then the message under it says so and nothing is sent', async () => {
    const page = await newPage(browser, { width: 375 });
    const posts = countPosts(page);
    await page.goto('/contact');
    const submit = page.locator('form:not([role=search]) button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'zh', { name: '李四', email: 'li@example.com', phone: '123', service: 'overseas', message: '你好' });
    await consentOf(page.locator('form:not([role=search])')).check();

    await submit.click();

    await page.locator('form:not([role=search])').getByText(zhSite.contact.errors.phoneInvalid).waitFor();
    expect(await page.locator('form:not([role=search])').getByLabel(zhSite.contact.form.phone).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when "book a free consultation" is pressed on a service page, then the booking page opens with that service chosen; /contact?service= still opens the form with it', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/business');
    const cta = page.getByRole('link', { name: zhSite.services.cta.button });
    await whenHydrated(cta);

    await cta.click();

    // the button books a time now (docs/decisions/0028-booking-and-chat.md)
    await page.waitForURL(/\/book\?service=business$/);
    await page.goto('/contact?service=business');
    const service = page.locator('form:not([role=search])').getByLabel(zhSite.contact.form.service);
    await whenHydrated(service);
    expect(await service.inputValue()).toBe('business');
    await page.context().close();
  });

  it('when the service list is opened, then it has the placeholder and the five services in the page language', async () => {
    const page = await newPage(browser, { width: 375, lang: 'en' });
    await page.goto('/en/contact');

    const options = await page.locator('form:not([role=search]) select option').allTextContents();

    expect(options).toEqual([enSite.contact.form.servicePlaceholder, ...(['immigration', 'education', 'business', 'value-added', 'overseas'] as const).map((s) => enCommon.services[s])]);
    await page.context().close();
  });

  it('when an English visitor arrives from a campaign and sends from /en/contact with the consent, then it is kept with its source, language and campaign', async () => {
    const email = `visitor-en-${Date.now()}@example.com`;
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    const assertNoErrors = expectNoConsoleErrors(page);
    await givePastFormToken(page);
    await page.goto('/en?utm_source=newsletter&utm_medium=email&utm_campaign=autumn');
    await whenHydrated(page.locator('footer a[href]').first()); // the footer keeps the landing's campaign
    await page.goto('/en/contact');
    const form = page.locator('form:not([role=search])').first();
    const submit = form.locator('button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'en', { name: 'Ann Lee', email, phone: '+65 9000 0000', service: 'business', message: 'Company set-up, please call' });
    await consentOf(form).check();

    await submit.click();

    await page.getByText(enSite.contact.toast.successTitle).waitFor();
    const saved = await findEnquiry(email);
    expect(saved).toMatchObject({ name: 'Ann Lee', type: 'business', status: 'Pending', spam: false, consentVersion: CONSENT_VERSION, lang: 'en', sourcePage: '/en/contact' });
    expect(saved?.utm).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'autumn' });
    assertNoErrors();
    await page.context().close();
  });

  it.each(['zh', 'en'] as const)('when everything but the consent is filled (%s), then the error says so in the page language and nothing is sent', async (lang) => {
    const page = await newPage(browser, { width: 375, lang });
    const posts = countPosts(page);
    await page.goto(langPath('/contact', lang));
    const form = page.locator('form:not([role=search])').first();
    const submit = form.locator('button[type=submit]');
    await whenHydrated(submit);
    await fill(page, lang, { name: 'Ann Lee', email: 'ann@example.com', phone: '+65 9000 0000', service: 'business', message: 'Hello' });

    await submit.click();

    const { contact } = texts[lang].site;
    await form.getByText(contact.form.consent.error).waitFor();
    await page.getByText(contact.toast.invalidConsent).waitFor();
    expect(await consentOf(form).getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(300);
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when the consent sentence is read, then it links to the privacy notice of the page language, in a new tab', async () => {
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    await page.goto('/en/contact');

    const link = page.locator('form:not([role=search])').first().getByRole('link', { name: new RegExp(enSite.contact.form.consent.link) });

    expect(await link.getAttribute('href')).toBe('/en/privacy');
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it.each([375, 1280])('when the keyboard moves through the form at %i px, then the honeypot is never focused and is not in the accessibility tree', async (width) => {
    const page = await newPage(browser, { width });
    await page.goto('/contact');
    const form = page.locator('form:not([role=search])').first();
    await whenHydrated(form.locator('button[type=submit]'));
    expect(await form.locator('input[name="website"]').count()).toBe(1);

    await form.getByLabel(zhSite.contact.form.name).focus();
    const focused: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.tagName || ''));
    }

    expect(focused).not.toContain('website');
    expect(focused).toContain('consent');
    const tree = await form.ariaSnapshot();
    expect(tree).toContain(zhSite.contact.form.name);
    expect(tree).not.toContain(zhSite.contact.form.website);
    const box = await form.locator('input[name="website"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0); // off-screen, not display:none
    await page.context().close();
  });
});
