/**
 * Counting visits without cookies (issue 29, docs/decisions/0029-analytics.md): a visitor lands on a
 * service page from a search engine with a campaign, taps WhatsApp, goes home through the site's own
 * navigation and sends an enquiry; no cookie is set. Staff then find those views, the tap and the
 * conversion on the Analytics screen at a desktop's and a phone's width. This spec starts its own
 * server, so the figures are this visitor's alone.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../src/shared/schemas/analytics';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import enAdmin from '../../src/client/i18n/locales/en/admin';
import zhAdmin from '../../src/client/i18n/locales/zh/admin';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { adminCredentials, expectNoConsoleErrors, launchBrowser, pastFormToken } from './fixtures';
import { startE2eApp, type E2eApp } from './e2e-app';
import { whenHydrated } from './site-helpers';

/** A desktop Chrome's user agent: the headless one names itself HeadlessChrome and, like any bot, is not counted. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SERVICE_PAGE = '/immigration/self-employed';

let app: E2eApp;
let browser: Browser;

async function pageAt(width: number, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width, height: 900 }, locale: 'zh-CN', userAgent, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
  return context.newPage();
}

async function signedIn(width: number, lang: 'zh' | 'en'): Promise<Page> {
  const page = await pageAt(width);
  await page.context().addInitScript((l) => window.localStorage.setItem('language', l), lang);
  const res = await page.request.post('/api/login', { data: { ...adminCredentials, rememberMe: false } });
  expect(res.ok()).toBe(true);
  return page;
}

/** The next beacon of `name` the page sends, with its body. */
const beacon = (page: Page, name: string) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/api/public/events') && (JSON.parse(r.postData() ?? '{}') as { name?: string }).name === name);

beforeAll(async () => {
  app = await startE2eApp();
  browser = await launchBrowser();
  const admin = await signedIn(1280, 'zh');
  const contact = (await (await admin.request.get('/api/contact')).json()) as ContactInfo;
  expect((await admin.request.put(`/api/contact/${contact.id}`, { data: { whatsapp: '+65 8123 4567' } })).ok()).toBe(true);
  await admin.context().close();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('counting a visit that became an enquiry', () => {
  it('when a visitor reads two pages, taps WhatsApp and sends an enquiry, then no cookie is set and the Analytics screen shows the views, the tap and the conversion at 1280 and 375 px', async () => {
    const visitor = await pageAt(1280, CHROME);
    const clean = expectNoConsoleErrors(visitor);
    await visitor.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await visitor.route('**/api/public/enquiry-token', (route) => route.fulfill({ json: { token: pastFormToken() } }));

    // lands from a search engine with a campaign: the first page, rendered by the server
    const landed = beacon(visitor, 'pageview');
    await visitor.goto(`${SERVICE_PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, { referer: 'https://www.google.com/' });
    const first = JSON.parse((await landed).postData()!) as Record<string, unknown>;
    expect(first).toMatchObject({ name: 'pageview', path: SERVICE_PAGE, referrer: 'https://www.google.com/', utm: { source: 'newsletter', medium: 'email', campaign: 'spring' } });

    // taps WhatsApp (a new tab opens wa.me)
    const whatsapp = visitor.locator('a[href^="https://wa.me/6581234567"]:visible').first();
    await whenHydrated(whatsapp);
    const tapped = beacon(visitor, 'cta');
    const popup = visitor.context().waitForEvent('page');
    await whatsapp.click();
    expect(JSON.parse((await tapped).postData()!)).toMatchObject({ name: 'cta', kind: 'whatsapp', path: SERVICE_PAGE });
    await (await popup).close();

    // goes home through the site's own link: a page view without a reload
    const second = beacon(visitor, 'pageview');
    await visitor.evaluate(() => Object.assign(window, { sameDocument: true }));
    await visitor.locator('header a[href="/"]').first().click();
    await visitor.waitForURL((url) => url.pathname === '/');
    expect(JSON.parse((await second).postData()!)).toEqual({ name: 'pageview', path: '/' });
    expect(await visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // sends an enquiry from the home page's form
    const form = visitor.locator('form:not([role=search])').first();
    const f = zhSite.contact.form;
    await whenHydrated(form.getByLabel(f.name));
    await form.getByLabel(f.name).fill('访客 分析');
    await form.getByLabel(f.email).fill(`analytics-${Date.now()}@example.com`);
    await form.getByLabel(f.phone).fill('+65 9123 4567');
    await form.getByLabel(f.service).selectOption('immigration');
    await form.getByLabel(f.message).fill('想了解自雇准证的申请条件。');
    await form.getByRole('checkbox').check();
    const sent = visitor.waitForResponse((r) => r.url().endsWith('/api/public/consultations') && r.request().method() === 'POST');
    await form.locator('button[type=submit]').click();
    expect((await sent).status()).toBe(201);
    clean();

    // nothing in the browser's cookie jar for the site
    expect(await visitor.context().cookies(app.baseURL)).toEqual([]);
    await visitor.context().close();

    for (const [lang, width, admin] of [
      ['zh', 1280, zhAdmin],
      ['en', 375, enAdmin],
    ] as const) {
      const staff = await signedIn(width, lang);
      const a = admin.analytics;
      const report = staff.waitForResponse((r) => r.url().includes('/api/analytics?'));
      await staff.goto('/analytics');
      const body = (await (await report).json()) as AnalyticsReport;
      expect(body.totals).toMatchObject({ visitors: 1, views: 2, enquiries: 1, ctaClicks: 1 });

      const pages = staff.getByTestId('analytics-pages');
      await pages.getByRole('row').filter({ hasText: SERVICE_PAGE }).waitFor();
      // the service page: 1 visitor, 1 view, 1 enquiry, 100 % conversion
      const serviceRow = pages.getByRole('row').filter({ hasText: SERVICE_PAGE });
      await expect.poll(() => serviceRow.innerText()).toMatch(/100\s*%/);
      await expect.poll(() => staff.getByTestId('analytics-card-visitors').innerText()).toContain('1');
      await expect.poll(() => staff.getByTestId('analytics-cta').getByRole('row').filter({ hasText: a.ctaKinds.whatsapp }).innerText()).toMatch(/1/);
      await expect.poll(() => staff.getByTestId('analytics-referrers').innerText()).toContain('google.com');
      await expect.poll(() => staff.getByTestId('analytics-campaigns').innerText()).toContain('newsletter');
      for (const step of ['service', 'cta', 'converted'] as const) {
        await expect.poll(() => staff.getByTestId(`analytics-funnel-${step}`).innerText()).toContain(a.funnel.steps[step]);
      }
      await staff.screenshot({ path: `/tmp/analytics-${lang}-${width}.png`, fullPage: true });
      // nothing wider than the screen at a phone's width
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await staff.context().close();
    }
  });

  it('when an editor opens Analytics, then the content figures show and the enquiry figures are left out, at 1280 and 375 px', async () => {
    const admin = await signedIn(1280, 'zh');
    const username = `editor${Date.now()}`;
    const made = (await (await admin.request.post('/api/users', { data: { username, email: null, role: 'editor' } })).json()) as { oneTimePassword: string };
    await admin.context().close();

    for (const [lang, width, texts] of [
      ['zh', 1280, zhAdmin],
      ['en', 375, enAdmin],
    ] as const) {
      const editor = await pageAt(width);
      await editor.context().addInitScript((l) => window.localStorage.setItem('language', l), lang);
      // the first sign-in is with the one-time password, which the editor then replaces
      const password = lang === 'zh' ? made.oneTimePassword : 'Editor-analytics-2026';
      expect((await editor.request.post('/api/login', { data: { username, password, rememberMe: false } })).ok()).toBe(true);
      if (lang === 'zh') expect((await editor.request.post('/api/account/password', { data: { currentPassword: password, newPassword: 'Editor-analytics-2026' } })).ok()).toBe(true);

      await editor.goto('/analytics');
      const pages = editor.getByTestId('analytics-pages');
      await pages.getByRole('row').filter({ hasText: SERVICE_PAGE }).waitFor();

      const headings = await pages.getByRole('columnheader').allInnerTexts();
      expect(headings).toContain(texts.analytics.columns.visitors);
      expect(headings).not.toContain(texts.analytics.columns.enquiries);
      expect(headings).not.toContain(texts.analytics.columns.conversion);
      expect(await editor.getByTestId('analytics-card-enquiries').count()).toBe(0);
      expect(await editor.getByTestId('analytics-funnel-converted').count()).toBe(0);
      await editor.getByText(texts.analytics.noEnquiries).waitFor();
      await editor.screenshot({ path: `/tmp/analytics-editor-${lang}-${width}.png`, fullPage: true });
      await editor.context().close();
    }
  });
});
