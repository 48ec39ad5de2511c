import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import enAdmin from '../../src/client/i18n/locales/en/admin';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhAdmin from '../../src/client/i18n/locales/zh/admin';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { apiJson, visible } from './admin-helpers';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { getJson, langPath, whenHydrated } from './site-helpers';

/**
 * A site with no contact channel set, as a fresh install is (docs/decisions/0022-setup-checklist.md):
 * the contact dialog offers the enquiry form, and the dashboard lists the checklist. With
 * E2E_SCREENSHOTS=<folder>, each view is saved there to be looked at.
 */
const shotsDir = process.env.E2E_SCREENSHOTS;
const strings = { zh: { site: zhSite, common: zhCommon, admin: zhAdmin }, en: { site: enSite, common: enCommon, admin: enAdmin } } as const;
const channels = { phone: '', email: '', wechat: '', whatsapp: '', address: '', addressEn: '' };

let browser: Browser;
let admin: Page;
let before: ContactInfo;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
  before = await getJson<ContactInfo>('/api/contact');
  await apiJson(admin, 'PATCH', `/api/contact/${before.id}`, channels);
});

afterAll(async () => {
  const { phone, email, wechat, whatsapp, address, addressEn } = before;
  await apiJson(admin, 'PATCH', `/api/contact/${before.id}`, { phone, email, wechat, whatsapp, address, addressEn });
  await admin.context().close();
  await browser?.close();
});

describe.each(['zh', 'en'] as const)('with no contact channel set (%s)', (lang) => {
  const { site, common, admin: adminStrings } = strings[lang];

  it.each([375, 1280])('when the contact dialog opens at %i px, then it offers the enquiry form, which the link opens', async (width) => {
    const page = await newPage(browser, { width, lang });
    const assertNoErrors = expectNoConsoleErrors(page);
    await page.goto(langPath('/news', lang));
    const button = page.locator('header button[aria-haspopup="dialog"]', { hasText: common.nav.contact });
    await whenHydrated(button);

    await button.click();

    const dialog = page.getByRole('dialog', { name: site.layout.contactDialog.title });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(site.contactFallback.dialogDescription);
    expect(text).not.toContain(site.contactFallback.channelsDescription);
    const offer = dialog.getByRole('link', { name: site.contactFallback.formLink });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/contact-dialog-fresh-${lang}-${width}.png` });
    await offer.click();
    await page.waitForURL((url) => url.pathname === langPath('/contact', lang) && url.hash === '#enquiry-form');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#enquiry-form').waitFor();
    await page.getByTestId('contact-form-hint').waitFor();
    assertNoErrors();
    await page.context().close();
  });

  it('when an admin opens the dashboard, then the checklist lists the missing channels with links to their screens', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.context().addInitScript((l) => window.localStorage.setItem('adminLanguage', l), lang);
    await signInAsAdmin(page);
    const assertNoErrors = expectNoConsoleErrors(page);

    await page.goto('/dashboard');

    const card = await visible(page.getByTestId('setup-checklist'));
    expect(await card.getByRole('heading', { name: adminStrings.dashboard.setup.title }).count()).toBe(1);
    for (const item of ['phone', 'email', 'whatsapp', 'wechat', 'address'] as const) {
      const row = page.getByTestId(`setup-item-${item}`);
      await row.waitFor();
      expect(await row.getByRole('link', { name: adminStrings.dashboard.setup.fix }).getAttribute('href')).toBe('/settings');
    }
    if (shotsDir) {
      await page.setViewportSize({ width: 1280, height: Math.min(4000, 200 + (await card.boundingBox())!.height) });
      await card.screenshot({ path: `${shotsDir}/setup-checklist-${lang}-1280.png` });
    }
    assertNoErrors();
    await page.context().close();
  });
});

if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
