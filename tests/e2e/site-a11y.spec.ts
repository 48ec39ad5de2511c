import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../src/client/i18n/locales/en/common';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import { launchBrowser, newPage, runAxe, signInAsAdmin } from './fixtures';
import { getJson, langPath, whenHydrated } from './site-helpers';

const site = { zh: zhSite, en: enSite };

/** axe after every finite animation (menus and dialogs fade in) has ended: mid-fade text reads as low contrast. */
async function axeWhenSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  return runAxe(page);
}
let browser: Browser;
let restoreWechat: (() => Promise<unknown>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  // a platform shows in the footer only once it has an account (docs/decisions/0024-beyond-the-spec.md): give WeChat one for the QR dialog's check
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const contact = await getJson<ContactInfo>('/api/contact');
  const patch = (data: object) => admin.request.patch(`/api/contact/${contact.id}`, { data });
  expect((await patch({ wechat: 'gg-consult-a11y' })).status()).toBe(200);
  restoreWechat = async () => {
    await patch({ wechat: contact.wechat === '微信未设置' ? '' : contact.wechat });
    await admin.context().close();
  };
});

afterAll(async () => {
  await restoreWechat?.();
  await browser?.close();
});

// Service pages, news and techdocs have their own axe checks in site-services/news/techdocs.spec.ts.
describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
  { width: 1280, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('accessibility at $width px in $lang', ({ width, lang }) => {
  it.each(['/', '/contact', '/no-such-page'])('when %s is checked with axe-core, then nothing serious or critical is found', async (path) => {
    const page = await newPage(browser, { width, lang });
    await page.goto(langPath(path, lang));
    await whenHydrated(page.locator('footer a[href]').first());

    expect(await axeWhenSettled(page)).toEqual([]);
    await page.context().close();
  });

  it('when the menu or the contact dialog is open, then axe-core finds nothing serious or critical', async () => {
    const page = await newPage(browser, { width, lang });
    await page.goto(langPath('/', lang));
    const { layout } = site[lang];
    if (width < 768) {
      const toggle = page.getByRole('button', { name: layout.nav.openMenu });
      await whenHydrated(toggle);
      await toggle.click();
      await page.getByRole('dialog', { name: layout.nav.menuTitle }).waitFor();
    } else {
      const trigger = page.locator('header nav button').first();
      await whenHydrated(trigger);
      await trigger.click();
      await page.locator('header nav ul ul a').first().waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('header button[aria-haspopup="dialog"]', { hasText: (lang === 'zh' ? zhCommon : enCommon).nav.contact }).click();
      await page.getByRole('dialog', { name: layout.contactDialog.title }).waitFor();
    }

    expect(await axeWhenSettled(page)).toEqual([]);
    await page.context().close();
  });

  it('when a QR dialog is open, then axe-core finds nothing serious or critical and Escape returns focus to its icon', async () => {
    const page = await newPage(browser, { width, lang });
    await page.goto(langPath('/', lang));
    const icon = page.locator('footer li button').first();
    await whenHydrated(icon);

    await icon.click();
    await page.getByRole('dialog').waitFor();
    expect(await axeWhenSettled(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await icon.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('when the page is entered with Tab, then the skip link comes first and leads to the main content', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/contact');
    await whenHydrated(page.locator('footer a[href]').first());

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(zhSite.layout.skipToContent);
    await page.keyboard.press('Enter');

    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });
});
