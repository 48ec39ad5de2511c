import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../src/shared/privacy';
import type { Dashboard } from '../../src/shared/schemas/inbox';
import { apiJson, visible } from './admin-helpers';
import { baseURL, expectNoConsoleErrors, launchBrowser, newPage, pastFormToken, runAxe, signInAsAdmin } from './fixtures';

/**
 * The dashboard (docs/decisions/0012-enquiry-inbox.md) at 375 and 1280 px. With E2E_SCREENSHOTS=<folder>, each view is also
 * saved there to be looked at. (docs/screenshots/dashboard.png is the same 1280 px Chinese view,
 * taken on a database holding 12 weeks of enquiries, which the API alone cannot backdate.)
 */
const shotsDir = process.env.E2E_SCREENSHOTS;

let browser: Browser;
const stamp = Date.now();
const enquiries = [
  { name: `看板客户甲 ${stamp}`, type: 'immigration' },
  { name: `Dashboard Client ${stamp}`, type: 'business' },
] as const;
const ids: number[] = [];

/** A visitor's post as the public form sends it: consent given, with a token older than the 3 s minimum fill time. */
async function postEnquiries(): Promise<void> {
  for (const [i, { name, type }] of enquiries.entries()) {
    const res = await fetch(`${baseURL()}/api/public/consultations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `dashboard${i}@example.com`,
        phone: '+65 8765 4321',
        type,
        message: '想了解一下办理流程。',
        consent: true,
        consentVersion: CONSENT_VERSION,
        formToken: pastFormToken(),
        sourcePage: '/contact',
        lang: 'zh',
      }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** The dashboard is drawn: the chart's bars, the four status tiles and the list. */
async function dashboardDrawn(page: Page): Promise<void> {
  await visible(page.getByTestId('dashboard-status'));
  await visible(page.locator('[data-testid="weekly-chart"] svg .recharts-bar-rectangle path'));
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  browser = await launchBrowser();
  await postEnquiries();
});

afterAll(async () => {
  await browser?.close();
});

describe('dashboard (admin)', () => {
  it('when staff open the sidebar first entry at 1280 px, then the chart, the status counts and the newest unassigned enquiries show, and one opens its detail', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    const check = expectNoConsoleErrors(page);
    await page.goto('/articles');
    const first = page.getByTestId('admin-sidebar').getByRole('navigation').getByRole('link').first();
    expect((await first.textContent())?.trim()).toBe('数据概览');

    await first.click();

    await page.waitForURL('**/dashboard');
    await visible(page.getByRole('heading', { name: '数据概览', level: 1 }));
    await dashboardDrawn(page);
    const data = await apiJson<Dashboard>(page, 'GET', '/api/dashboard');
    expect(await page.locator('[data-testid="weekly-chart"] svg .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    for (const status of ['Pending', 'Processing', 'Completed', 'Cancelled'] as const) {
      expect(await page.getByTestId(`dashboard-status-${status}`).locator('.tabular-nums').textContent()).toBe(String(data.byStatus[status]));
    }
    const list = page.getByTestId('dashboard-unassigned');
    for (const { name } of enquiries) await visible(list.getByRole('link', { name: new RegExp(name) }));
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'dashboard-1280-zh');

    await list.getByRole('link', { name: new RegExp(enquiries[1].name) }).click();

    await page.waitForURL(`**/consultations?open=${ids[1]}`);
    const dialog = await visible(page.getByTestId('consultation-dialog'));
    await visible(dialog.getByText(enquiries[1].name));
    check();
    await page.context().close();
  });

  it('when the back office is switched to English at 1280 px, then the dashboard reads in English', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await dashboardDrawn(page);

    await page.getByRole('button', { name: /切换语言/ }).click();

    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Enquiries per week' }));
    await visible(page.getByTestId('dashboard-status-Pending').getByText('Pending'));
    await screenshot(page, 'dashboard-1280-en');
    await page.context().close();
  });

  it('when the dashboard is opened from the drawer at 375 px in Chinese and English, then it shows everything without overflowing', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await newPage(browser, { width: 375, height: 800, lang });
      await signInAsAdmin(page);
      await page.goto('/articles');
      await page.getByRole('button', { name: lang === 'zh' ? '打开导航菜单' : 'Open navigation menu' }).click();
      const drawer = await visible(page.getByRole('dialog'));

      await drawer.getByRole('navigation').getByRole('link').first().click();

      await page.waitForURL('**/dashboard');
      await dashboardDrawn(page);
      const list = page.getByTestId('dashboard-unassigned');
      for (const { name } of enquiries) await visible(list.getByRole('link', { name: new RegExp(name) }));
      await screenshot(page, `dashboard-375-${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(375);
      await page.context().close();
    }
  });
});
