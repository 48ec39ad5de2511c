import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationList } from '../../src/shared/schemas/consultations';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { whenHydrated } from './site-helpers';

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

async function fill(page: Page, lang: 'zh' | 'en', values: { name: string; email: string; phone: string; service: string; message: string }) {
  const form = texts[lang].site.contact.form;
  const scope = page.locator('form').first();
  await scope.getByLabel(form.name).fill(values.name);
  await scope.getByLabel(form.email).fill(values.email);
  await scope.getByLabel(form.phone).fill(values.phone);
  await scope.getByLabel(form.service).selectOption(values.service);
  await scope.getByLabel(form.message).fill(values.message);
}

describe('consultation form', () => {
  it('when sent empty, then a destructive toast says the form is invalid and nothing is sent', async () => {
    const page = await newPage(browser, { width: 1280 });
    const posts = countPosts(page);
    await page.goto('/contact');
    const submit = page.locator('form button[type=submit]');
    await whenHydrated(submit);

    await submit.click();

    await page.getByText(zhSite.contact.toast.invalidTitle).waitFor();
    await page.getByText(zhSite.contact.toast.invalidMissing).waitFor();
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBeGreaterThan(0);
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(5);
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when filled and sent, then it shows 提交中..., a success toast, clears, and the admin finds it through the API', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const page = await newPage(browser, { width: 375 });
    const assertNoErrors = expectNoConsoleErrors(page);
    await page.route('**/api/public/consultations', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto('/#contact');
    const submit = page.locator('#contact form button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'zh', { name: '陈测试', email, phone: '+65 8000 0000', service: 'education', message: '想了解 AEIS 考试' });

    await submit.click();

    await page.locator('#contact form button[type=submit]', { hasText: zhSite.contact.form.submitting }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText(zhSite.contact.toast.successTitle).waitFor();
    await page.getByText(zhSite.contact.toast.successText).waitFor();
    expect(await page.locator('#contact form').getByLabel(zhSite.contact.form.name).inputValue()).toBe('');
    expect(await page.locator('#contact form').getByLabel(zhSite.contact.form.service).inputValue()).toBe('');

    const admin = await newPage(browser);
    await signInAsAdmin(admin);
    const list = (await (await admin.request.get('/api/consultations?page=1&pageSize=100')).json()) as ConsultationList;
    const saved = list.consultations.find((c) => c.email === email);
    expect(saved).toMatchObject({ name: '陈测试', phone: '+65 8000 0000', type: 'education', message: '想了解 AEIS 考试', status: 'Pending' });
    assertNoErrors();
    await admin.context().close();
    await page.context().close();
  });

  it('when the server refuses with 429, then the failure toast says so in the page language', async () => {
    const page = await newPage(browser, { width: 1280, lang: 'en' });
    await page.route('**/api/public/consultations', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'too many enquiries from this address', error: 'x', code: 'RATE_LIMITED' }) }),
    );
    await page.goto('/en/contact');
    const submit = page.locator('form button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'en', { name: 'Ann Lee', email: 'ann@example.com', phone: '+65 9000 0000', service: 'business', message: 'Company set-up' });

    await submit.click();

    await page.getByText(enSite.contact.toast.failureTitle).waitFor();
    await page.getByText(enCommon.errors.RATE_LIMITED).waitFor();
    expect(await page.locator('form').getByLabel(enSite.contact.form.name).inputValue()).toBe('Ann Lee');
    await page.context().close();
  });

  it('when the email is malformed, then the browser or the form refuses it and nothing is sent', async () => {
    const page = await newPage(browser, { width: 1280 });
    const posts = countPosts(page);
    await page.goto('/contact');
    const submit = page.locator('form button[type=submit]');
    await whenHydrated(submit);
    await fill(page, 'zh', { name: '李四', email: 'not-an-email', phone: '123', service: 'overseas', message: '你好' });

    await submit.click();
    await page.waitForTimeout(500);

    expect(await page.locator('form').getByLabel(zhSite.contact.form.email).evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('when the service list is opened, then it has the placeholder and the five services in the page language', async () => {
    const page = await newPage(browser, { width: 375, lang: 'en' });
    await page.goto('/en/contact');

    const options = await page.locator('form select option').allTextContents();

    expect(options).toEqual([enSite.contact.form.servicePlaceholder, ...(['immigration', 'education', 'business', 'value-added', 'overseas'] as const).map((s) => enCommon.services[s])]);
    await page.context().close();
  });
});
