import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import type { Consultation, ConsultationList } from '../../src/shared/schemas/consultations';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { givePastFormToken, newPage, launchBrowser, signInAsAdmin } from './fixtures';
import { getJson, whenHydrated } from './site-helpers';

// The enquiry form before its script has run, or without one (README, "Enquiry mail and retention"):
// the browser posts it to the contact page, which stores it and answers with a page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Visitor {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}
const visitor = (name: string): Visitor => ({ name, email: `early-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`, phone: '+65 8000 0002', service: 'business', message: `${name}在脚本之前写的咨询` });

/** Every address the page asks for or shows, from now on. */
function addresses(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return () => [...seen, page.url()];
}

/** None of the visitor's details in any address (as typed, or percent-encoded). */
function expectNoPersonalData(urls: string[], v: Visitor) {
  const decoded = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' ')));
  for (const value of [v.name, v.email, v.phone, v.message]) expect(decoded.filter((url) => url.includes(value))).toEqual([]);
}

/** The page's scripts wait until released: what is on screen is the server's HTML alone. */
async function holdScripts(page: Page, pattern = '**/assets/*.js'): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(pattern);
  };
}

async function fill(form: Locator, v: Visitor, lang: 'zh' | 'en' = 'zh') {
  const labels = (lang === 'zh' ? zhSite : enSite).contact.form;
  await form.getByLabel(labels.name).fill(v.name);
  await form.getByLabel(labels.email).fill(v.email);
  await form.getByLabel(labels.phone).fill(v.phone);
  await form.getByLabel(labels.service).selectOption(v.service);
  await form.getByLabel(labels.message).fill(v.message);
  await form.getByRole('checkbox').check();
}

async function findEnquiry(email: string): Promise<Consultation | undefined> {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const list = (await (await admin.request.get(`/api/consultations?page=1&pageSize=100&folder=inbox&q=${encodeURIComponent(email)}`)).json()) as ConsultationList;
  await admin.context().close();
  return list.consultations.find((c) => c.email === email);
}

describe('enquiry form without its script', () => {
  it('when JavaScript is off, then a wrong email comes back under its field with the values kept, the corrected form is stored, and no address holds the details', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    const seen = addresses(page);
    const v = visitor('无脚本');
    await page.goto('/en/contact');
    const form = page.locator('form#enquiry-form');
    await fill(form, { ...v, email: 'no-script@example' }, 'en');

    await form.locator('button[type=submit]').click();

    await page.locator('form#enquiry-form').getByText(enSite.contact.errors.emailInvalid).waitFor();
    expect(await form.getByLabel(enSite.contact.form.name).inputValue()).toBe(v.name);
    expect(await form.getByLabel(enSite.contact.form.message).inputValue()).toBe(v.message);
    expect(await form.getByRole('checkbox').isChecked()).toBe(true);
    await form.getByLabel(enSite.contact.form.email).fill(v.email);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('enquiry-thanks').getByText(enSite.contact.thanks.title).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/contact?enquiry=sent');
    expect(await findEnquiry(v.email)).toMatchObject({ name: v.name, phone: v.phone, type: v.service, message: v.message, lang: 'en', sourcePage: '/en/contact' });
    expectNoPersonalData(seen(), v);
    await page.context().close();
  });

  it('when a visitor fills and sends the home page form before the scripts have run, then the browser posts it, it is stored, and no address holds the details', async () => {
    const page = await newPage(browser, { width: 375 });
    const seen = addresses(page);
    const release = await holdScripts(page);
    const v = visitor('抢先');
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#contact form#enquiry-form');
    await form.waitFor();
    await fill(form, v);

    await form.locator('button[type=submit]').click();

    await page.waitForURL('**/contact?enquiry=sent*', { waitUntil: 'commit' });
    await page.getByTestId('enquiry-thanks').getByText(zhSite.contact.thanks.title).waitFor();
    expect(await findEnquiry(v.email)).toMatchObject({ name: v.name, type: v.service, message: v.message, lang: 'zh', sourcePage: '/' });
    expectNoPersonalData(seen(), v);
    await release();
    await page.context().close();
  });

  it('when a visitor types before hydration, then the values survive it and the script sends them', async () => {
    const page = await newPage(browser);
    const seen = addresses(page);
    const release = await holdScripts(page);
    await givePastFormToken(page); // the timing token fetched at hydration reads as a person's pace
    const v = visitor('先写');
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('form#enquiry-form');
    await form.waitFor();
    await fill(form, v);

    await release();

    const submit = form.locator('button[type=submit]');
    await whenHydrated(submit);
    expect(await form.getByLabel(zhSite.contact.form.name).inputValue()).toBe(v.name);
    expect(await form.getByLabel(zhSite.contact.form.service).inputValue()).toBe(v.service);
    await submit.click();
    await page.getByTestId('enquiry-thanks').waitFor();
    expect(page.url()).toMatch(/\/contact$/); // sent by the script: no reload, no post to the page
    expect(await findEnquiry(v.email)).toMatchObject({ name: v.name, email: v.email, phone: v.phone, type: v.service, message: v.message, spam: false });
    expectNoPersonalData(seen(), v);
    await page.context().close();
  });

  it('when the WeChat icon is tapped before the footer is hydrated, then its dialog opens once it is', async () => {
    const admin = await newPage(browser);
    await signInAsAdmin(admin);
    const contact = await getJson<ContactInfo>('/api/contact');
    const patch = (data: object) => admin.request.patch(`/api/contact/${contact.id}`, { data });
    expect((await patch({ wechat: 'gg-early-tap' })).status()).toBe(200);
    try {
      const page = await newPage(browser, { width: 375 });
      const release = await holdScripts(page, '**/assets/site-footer-*.js');
      await page.goto('/contact');
      await whenHydrated(page.locator('form#enquiry-form button[type=submit]'));
      const icon = page.getByRole('button', { name: zhSite.layout.qr.open.replace('{{platform}}', zhCommon.platforms.wechat) });
      await icon.scrollIntoViewIfNeeded();
      expect(await icon.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))).toBe(false);

      await icon.click();
      await page.waitForTimeout(300);
      await release();

      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('gg-early-tap');
      await page.context().close();
    } finally {
      await patch({ wechat: contact.wechat === '微信未设置' ? '' : contact.wechat });
      await admin.context().close();
    }
  });
});
