/**
 * A site that is never half set up (docs/decisions/0023-setup-checklist.md): with the contact details
 * empty, as on a fresh install, the dashboard's checklist lists what is missing and each item goes as
 * staff fill it; the public contact dialog promises no channel and offers the enquiry form instead.
 * SETUP_SHOTS=docs/screenshots saves the views looked at for this change.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import type { SetupChecklist } from '../../src/shared/schemas/setup-checklist';
import enAdmin from '../../src/client/i18n/locales/en/admin';
import zhAdmin from '../../src/client/i18n/locales/zh/admin';
import enCommon from '../../src/client/i18n/locales/en/common';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { apiJson, settled } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin, languagesAndWidths } from './fixtures';
import { langPath, whenHydrated } from './site-helpers';

const shots = process.env.SETUP_SHOTS;
const channels = ['phone', 'email', 'whatsapp', 'wechat', 'address', 'addressEn'] as const;
const texts = { zh: { admin: zhAdmin, common: zhCommon, site: zhSite }, en: { admin: enAdmin, common: enCommon, site: enSite } };
let browser: Browser;
let admin: Page;
let saved: ContactInfo;

const setContact = (fields: Partial<Record<(typeof channels)[number], string>>) => apiJson<ContactInfo>(admin, 'PATCH', `/api/contact/${saved.id}`, fields);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
  saved = await apiJson<ContactInfo>(admin, 'GET', '/api/contact');
});

afterAll(async () => {
  // the other browser tests read the contact details as they were
  if (saved) await setContact(Object.fromEntries(channels.map((f) => [f, saved[f] ?? ''])));
  await browser?.close();
});

describe.each(languagesAndWidths)('the setup checklist and the contact dialog on a half set-up site (%s, %i px)', (lang, width) => {
  it('when no channel is set, then the checklist lists each with a link to settings and the dialog offers the form; each item goes once it is filled', async () => {
    await setContact(Object.fromEntries(channels.map((f) => [f, ''])));
    const staff = await newPage(browser, { width, height: 900 });
    await staff.context().addInitScript((l) => window.localStorage.setItem('adminLanguage', l), lang);
    await signInAsAdmin(staff);

    await staff.goto('/dashboard');
    const card = staff.getByTestId('setup-checklist');
    await card.waitFor();
    for (const item of ['phone', 'email', 'whatsapp', 'wechat', 'address'] as const) {
      const row = card.getByTestId(`setup-item-${item}`);
      expect(await row.textContent()).toContain(texts[lang].admin.dashboard.setup.items[item].title);
      expect(await row.getByRole('link', { name: texts[lang].admin.dashboard.setup.fix }).getAttribute('href')).toBe('/settings');
    }
    if (shots) await card.screenshot({ path: `${shots}/setup-checklist-${lang}-${width}.png` });

    // the public site promises no channel: the dialog offers the enquiry form
    const visitor = await newPage(browser, { width, lang });
    await visitor.goto(langPath('/news', lang));
    const { common, site } = texts[lang];
    if (width < 768) {
      const toggle = visitor.getByRole('button', { name: site.layout.nav.openMenu });
      await whenHydrated(toggle);
      await toggle.click();
      await visitor.getByRole('dialog', { name: site.layout.nav.menuTitle }).getByRole('button', { name: common.nav.contact }).click();
    } else {
      const button = visitor.locator('header button[aria-haspopup="dialog"]', { hasText: common.nav.contact });
      await whenHydrated(button);
      await button.click();
    }
    const dialog = visitor.getByRole('dialog', { name: site.layout.contactDialog.title });
    await dialog.getByTestId('contact-form-offer').waitFor();
    const said = (await dialog.textContent()) ?? '';
    expect(said).toContain(site.contactFallback.dialogDescription);
    expect(said).not.toContain(site.contactFallback.channelsDescription);
    const rows = await dialog.locator('dt').allTextContents();
    for (const label of ['phone', 'email', 'wechat', 'whatsapp', 'address'] as const) expect(rows).not.toContain(site.layout.contactDialog[label]);
    if (shots) {
      await settled(dialog);
      await visitor.screenshot({ path: `${shots}/contact-dialog-fresh-${lang}-${width}.png` });
    }
    await visitor.context().close();

    // filling the phone closes its item, and only its item
    await setContact({ phone: '+65 6123 4567' });
    await staff.reload();
    await card.getByTestId('setup-item-email').waitFor();
    expect(await card.getByTestId('setup-item-phone').count()).toBe(0);
    const checklist = await apiJson<SetupChecklist>(admin, 'GET', '/api/setup-checklist');
    expect(checklist.items.find((i) => i.id === 'phone')?.done).toBe(true);
    expect(checklist.items.find((i) => i.id === 'email')?.done).toBe(false);
    await staff.context().close();
  });
});
