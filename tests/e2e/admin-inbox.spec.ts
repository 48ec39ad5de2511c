import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAdmin from '../../src/client/i18n/locales/en/admin';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhAdmin from '../../src/client/i18n/locales/zh/admin';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import type { Consultation } from '../../src/shared/schemas/consultations';
import { apiJson, eventually, settled, toast, visible } from './admin-helpers';
import { adminCredentials, baseURL, givePastFormToken, launchBrowser, newPage, runAxe, signInAsAdmin } from './fixtures';
import { whenHydrated } from './site-helpers';

/** Screenshots of the inbox in both languages go here when set (e.g. E2E_SHOTS=/tmp/inbox-shots). */
const shots = process.env.E2E_SHOTS;
const admin = { zh: { ...zhAdmin.consultations, shared: zhAdmin.shared, status: zhCommon.status }, en: { ...enAdmin.consultations, shared: enAdmin.shared, status: enCommon.status } };
const form = enSite.contact.form;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A visitor sends an enquiry from the English contact page, ticking the consent box, at a person's pace. */
async function sendEnquiryInEnglish(width: number, name: string): Promise<void> {
  const page = await newPage(browser, { width, height: 800 });
  // a post within 3 s of the form's timing token would be marked suspect: the form gets one issued earlier
  await givePastFormToken(page);
  await page.goto('/en/contact');
  const scope = page.locator('form:not([role=search])').first();
  await whenHydrated(scope.locator('button[type=submit]'));
  await scope.getByLabel(form.name).fill(name);
  await scope.getByLabel(form.email).fill('inbox.visitor@example.com');
  await scope.getByLabel(form.phone).fill('+65 8765 4321');
  await scope.getByLabel(form.service).selectOption('education');
  await scope.getByLabel(form.message).fill('We are moving to Singapore next year, = which school?');
  await scope.locator('input[name=consent]').check();

  await scope.locator('button[type=submit]').click();

  await toast(page, enSite.contact.toast.successTitle);
  await page.context().close();
}

/** Takes a screenshot when E2E_SHOTS is set: the whole page, or what the screen shows while a dialog is open. */
async function shoot(page: Page, file: string, fullPage = true): Promise<void> {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, file), fullPage });
}

describe.each([
  { width: 1280, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
])('the enquiry inbox at $width px ($lang)', ({ width, lang }) => {
  const s = admin[lang];
  const name = `Inbox ${width} ${Date.now()}`;
  let staff: Page;
  let id = 0;

  beforeAll(async () => {
    staff = await newPage(browser, { width, height: width < 768 ? 740 : 800, lang });
    await signInAsAdmin(staff);
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('when a visitor sends an enquiry in English, then staff see it among the newest unassigned on the dashboard', async () => {
    await sendEnquiryInEnglish(width, name);

    await staff.goto('/dashboard');

    await visible(staff.getByText(name));
    const { consultations } = await apiJson<{ consultations: Consultation[] }>(staff, 'GET', `/api/consultations?q=${encodeURIComponent(name)}`);
    expect(consultations).toHaveLength(1);
    expect(consultations[0]).toMatchObject({ spam: false, lang: 'en', status: 'Pending', assignee: null });
    expect(consultations[0]!.sourcePage).toMatch(/^\/en\/contact/);
    id = consultations[0]!.id;
    await shoot(staff, `dashboard-${width}-${lang}.png`);
  });

  it('when staff assign it to themselves, then "Mine" shows it with them as assignee', async () => {
    await staff.goto(`/consultations?q=${encodeURIComponent(name)}`);
    const row = await visible(staff.getByTestId('consultation-row').filter({ hasText: name }));
    await row.getByRole('button', { name: s.viewLabel.replace('{{name}}', name) }).click();
    const dialog = await visible(staff.getByTestId('consultation-dialog'));
    await settled(dialog);
    await shoot(staff, `inbox-dialog-new-${width}-${lang}.png`, false);

    await dialog.getByRole('button', { name: s.detail.assignToMe }).click();

    await toast(staff, s.toast.assigned);
    await eventually(async () => (await apiJson<Consultation>(staff, 'GET', `/api/consultations/${id}`)).assignee?.username === adminCredentials.username);
    await dialog.getByRole('button', { name: s.shared.actions.cancel }).click();
    await staff.getByRole('button', { name: s.mine, exact: true }).click();
    await staff.waitForURL(/assignee=me/);
    const mine = await visible(staff.getByTestId('consultation-row').filter({ hasText: name }));
    expect(await mine.getByTestId('consultation-assignee').textContent()).toBe(adminCredentials.username);
  });

  it('when it is moved to Processing with a note, then the timeline shows both, by the admin, newest last', async () => {
    const note = `Called the family (${width})`;
    await staff.getByTestId('consultation-row').filter({ hasText: name }).getByRole('button', { name: s.viewLabel.replace('{{name}}', name) }).click();
    const dialog = await visible(staff.getByTestId('consultation-dialog'));
    await dialog.locator('#consultation-status').click();
    await staff.getByRole('option', { name: s.status.Processing }).click();
    await dialog.getByRole('textbox', { name: s.detail.note }).fill(note);

    await dialog.getByRole('button', { name: s.shared.actions.save, exact: true }).click();

    await toast(staff, s.toast.updated);
    await staff.getByTestId('consultation-dialog').waitFor({ state: 'detached' });
    await staff.goto(`/consultations?open=${id}`);
    const reopened = await visible(staff.getByTestId('consultation-dialog'));
    const entries = reopened.getByTestId('timeline-entry');
    await eventually(async () => (await entries.count()) >= 4);
    const kinds = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds[0]).toBe('received');
    expect(kinds).toContain('assigned');
    expect(kinds.slice(-2).sort()).toEqual(['note', 'status']);
    const statusText = await reopened.locator('[data-kind=status]').first().textContent();
    expect(statusText).toContain(`${s.status.Pending} → ${s.status.Processing}`);
    expect(statusText).toContain(adminCredentials.username);
    const noteText = await reopened.locator('[data-kind=note]').first().textContent();
    expect(noteText).toContain(note);
    expect(noteText).toContain(adminCredentials.username);
    await shoot(staff, `inbox-dialog-${width}-${lang}.png`, false);
  });

  it('when the filtered list is exported, then the CSV starts with a BOM and holds the enquiry', async () => {
    await staff.goto(`/consultations?assignee=me&q=${encodeURIComponent(name)}`);
    await visible(staff.getByTestId('consultation-row').filter({ hasText: name }));
    await shoot(staff, `inbox-list-${width}-${lang}.png`);
    // the list fits its box: no column (the actions least of all) hides behind a sideways scroll
    const hidden = await staff.locator('[data-slot=table-container]').evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    expect(hidden.every((px) => px <= 0)).toBe(true);

    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: s.exportCsv }).click()]);

    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain(name);
    expect(text).toContain('Processing');
    expect(text.trim().split(/\r?\n/)).toHaveLength(2);
  });

  it('when the inbox, its dialog, Spam and the alert settings are laid out, then nothing overflows sideways, axe finds nothing serious and the dialog\'s actions are thumb-sized', async () => {
    await staff.goto(`/consultations?open=${id}`);
    const dialog = await visible(staff.getByTestId('consultation-dialog'));
    // measured once the dialog's opening animation (a zoom) has ended
    await settled(dialog);

    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await runAxe(staff), 'the detail dialog').toEqual([]);
    if (width < 768) {
      const save = await dialog.getByRole('button', { name: s.shared.actions.save, exact: true }).boundingBox();
      const box = await dialog.boundingBox();
      expect(save!.height).toBeGreaterThanOrEqual(44);
      // the primary actions sit in the bottom third of the screen, where a thumb reaches
      expect(save!.y).toBeGreaterThan(box!.height * (2 / 3));
      expect(box!.width).toBe(width);
    }
    for (const screen of ['/consultations?folder=spam', '/settings?tab=notifications']) {
      await staff.goto(screen);
      await visible(staff.getByTestId(screen.includes('spam') ? 'consultations-total' : 'smtp-status'));
      expect(await runAxe(staff), screen).toEqual([]);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), screen).toBeLessThanOrEqual(0);
    }
  });
});

describe.skipIf(!shots)('the inbox screens in both languages (for looking at)', () => {
  beforeAll(async () => {
    // a bot's post (the hidden field filled): it lands in Spam, so that folder has something to show
    const res = await fetch(`${baseURL()}/api/public/consultations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Cheap pills', email: 'bot@example.com', phone: '+65 6123 4567', message: 'buy now', consent: true, website: 'http://spam.example' }),
    });
    expect(res.status).toBe(201);
  });

  it.each([375, 1280])('when seen at %i px in Chinese and English, then each screen is saved', async (width) => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await newPage(browser, { width, height: width < 768 ? 740 : 800, lang });
      await signInAsAdmin(page);
      await page.goto('/consultations');
      await visible(page.getByTestId('consultation-row'));
      await shoot(page, `screen-list-${width}-${lang}.png`);
      await page.getByTestId('consultation-row').first().getByRole('button', { name: admin[lang].shared.actions.view }).click();
      await visible(page.getByTestId('timeline-entry'));
      await settled(page.getByTestId('consultation-dialog'));
      await shoot(page, `screen-dialog-${width}-${lang}.png`, false);
      await page.goto('/consultations?folder=spam');
      await visible(page.getByTestId('consultations-total'));
      await shoot(page, `screen-spam-${width}-${lang}.png`);
      await page.goto('/settings?tab=notifications');
      await visible(page.getByTestId('smtp-status'));
      await shoot(page, `screen-settings-${width}-${lang}.png`);
      await page.context().close();
    }
  });
});
