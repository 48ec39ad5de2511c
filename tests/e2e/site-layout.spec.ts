import type { Browser } from 'playwright-core';
import type { PublicAssessmentList } from '../../src/shared/schemas/assessments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../src/shared/article-path';
import { sections } from '../../src/shared/catalog';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import enSite from '../../src/client/i18n/locales/en/site';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { articlesOfCategory, getJson, whenHydrated } from './site-helpers';

const immigration = sections.find((s) => s.type === 'immigration')!;
const education = sections.find((s) => s.type === 'education')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('top navigation (desktop)', () => {
  it('when a category is hovered, then its articles are listed by weight, then title, then its self-checks, and the list closes after the pointer leaves', async () => {
    const articles = await articlesOfCategory(immigration.category);
    // then, under their own heading, the self-checks of the section staff put in the navigation (docs/decisions/0030-self-assessments.md)
    const { assessments } = await getJson<PublicAssessmentList>('/api/public/assessments');
    const expected = [
      ...[...articles].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title, 'zh-CN')).map((a) => articlePath(a)),
      ...assessments.filter((a) => a.inNavigation && a.service === immigration.type).map((a) => `/eligibility/${a.slug}`),
    ];
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/');
    const trigger = page.locator('header nav button', { hasText: zhCommon.nav.immigration });
    await whenHydrated(trigger);

    await trigger.hover();

    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await menu.locator('ul a').first().waitFor();
    expect(await menu.locator('ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected);
    await page.mouse.move(640, 600);
    await page.waitForTimeout(150);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => trigger.getAttribute('aria-expanded'), { timeout: 2000 }).toBe('false');
    await page.context().close();
  });

  it('when a category menu is opened with the keyboard, then Escape closes it and returns focus to its button', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/');
    const trigger = page.locator('header nav button', { hasText: zhCommon.nav.education });
    await whenHydrated(trigger);

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.locator(`header nav a[href="${education.basePath}"]`).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');

    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('when the page is scrolled past 10 px, then the navbar changes style', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/');
    await whenHydrated(page.locator('header a').first());
    expect(await page.locator('header').getAttribute('data-scrolled')).toBeNull();

    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));

    await expect.poll(() => page.locator('header').getAttribute('data-scrolled')).toBe('');
    await page.context().close();
  });

  it('when Contact is pressed, then the dialog lists the contact details and focus returns to the button on close', async () => {
    const contact = await getJson<ContactInfo>('/api/contact');
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/news');
    const button = page.locator('header button', { hasText: zhCommon.nav.contact });
    await whenHydrated(button);

    await button.click();

    const dialog = page.getByRole('dialog', { name: zhSite.layout.contactDialog.title });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    // only the rows that are set (an unset row is not shown: docs/decisions/0024-beyond-the-spec.md)
    const set = (['phone', 'wechat', 'email', 'address', 'businessHours', 'weekendHours'] as const).filter((label) => contact[label].trim());
    expect(set.length).toBeGreaterThan(0);
    for (const label of set) {
      expect(text).toContain(zhSite.layout.contactDialog[label]);
      expect(text).toContain(contact[label]);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('when opened, then it covers the screen, locks the body scroll, expands a category and closes on navigation', async () => {
    const page = await newPage(browser, { width: 375 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: zhSite.layout.nav.openMenu });
    await whenHydrated(toggle);

    await toggle.click();

    const menu = page.getByRole('dialog', { name: zhSite.layout.nav.menuTitle });
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 800]);
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
    await menu.getByRole('button', { name: zhSite.layout.nav.expand.replace('{{section}}', zhCommon.nav.education) }).click();
    await menu.getByRole('link', { name: zhCommon.items.kindergarten }).click();
    await page.waitForURL(/\/education\/kindergarten$/);
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
    await page.context().close();
  });
});

describe('language', () => {
  it('when English is chosen, then the same page re-renders at its /en address without reload, the choice is kept and a reload stays English', async () => {
    const page = await newPage(browser, { width: 1280 });
    const assertNoErrors = expectNoConsoleErrors(page);
    await page.goto('/');
    const switcher = page.locator('header button', { hasText: zhCommon.language.en });
    await whenHydrated(switcher);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await switcher.click();

    await expect.poll(() => page.locator('h1').textContent()).toBe(enSite.home.hero.title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang, document.cookie])).toEqual(['en', 'en', 'language=en']);
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain(enSite.home.hero.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    assertNoErrors();
    await page.context().close();
  });

  it('when the stored choice says English and a Chinese address is opened, then its /en twin replaces it', async () => {
    const page = await newPage(browser, { width: 375 });
    await page.context().addInitScript(() => window.localStorage.setItem('language', 'en'));
    const assertNoErrors = expectNoConsoleErrors(page);

    await page.goto('/contact');

    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/contact');
    await expect.poll(() => page.locator('h1').textContent()).toBe(enSite.contact.page.title);
    assertNoErrors();
    await page.context().close();
  });
});

describe('moving between pages', () => {
  it.each(['/privacy', '/immigration/self-employed'])('when the logo is followed from the top of %s (its footer not yet loaded), then the home page shows', async (from) => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(from);
    const home = page.locator('header a[href="/"]').first();
    await whenHydrated(home);

    await home.click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: zhSite.home.hero.title }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

describe('home anchors', () => {
  it('when About is chosen in the footer of another page, then home opens at the about section', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/contact');
    const link = page.locator('footer a', { hasText: zhSite.layout.footer.quick.about });
    await whenHydrated(link);

    await link.click();

    await page.waitForURL(/\/#about$/);
    await expect.poll(() => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
    await page.context().close();
  });
});

describe('footer', () => {
  it('when a social icon is pressed, then its QR dialog shows the account, and a QR that fails to load shows the bundled image', async () => {
    const admin = await newPage(browser);
    await signInAsAdmin(admin);
    const contact = await getJson<ContactInfo>('/api/contact');
    // a real upload, whose image the visitor's browser then fails to load
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await admin.request.post('/api/upload/qrcode', { multipart: { platform: 'wechat', qrcode: { name: 'qr.png', mimeType: 'image/png', buffer: png } } });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const patch = (data: object) => admin.request.patch(`/api/contact/${contact.id}`, { data });
    const patched = await patch({ wechat: 'gg-consult-sg' });
    expect(patched.status(), await patched.text()).toBe(200);
    try {
      const page = await newPage(browser, { width: 375 });
      await page.route('**/uploads/qrcodes/**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      const name = zhSite.layout.qr.open.replace('{{platform}}', zhCommon.platforms.wechat);
      const icon = page.getByRole('button', { name });
      await whenHydrated(icon);

      await icon.click();

      const dialog = page.getByRole('dialog', { name: zhSite.layout.qr.title.replace('{{platform}}', zhCommon.platforms.wechat) });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('gg-consult-sg');
      const img = dialog.locator('img');
      await expect.poll(() => img.getAttribute('src')).toBe('/images/qr-placeholder.svg');
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await img.evaluate((el) => getComputedStyle(el).width)).toBe('192px');
      await page.context().close();
    } finally {
      await patch({ wechat: contact.wechat === '微信未设置' ? '' : contact.wechat, wechatQrcode: contact.wechatQrcode });
      await admin.context().close();
    }
  });

  it('when signed in, then the footer offers news management and sign-out, and signing out brings back the sign-in link', async () => {
    const page = await newPage(browser, { width: 1280 });
    await signInAsAdmin(page);
    await page.goto('/');
    const signOut = page.locator('footer button', { hasText: zhSite.layout.footer.signOut });
    await whenHydrated(signOut);
    expect(await page.locator('footer a[href="/news-management"]').isVisible()).toBe(true);

    await signOut.click();

    await page.getByText(zhSite.layout.footer.signedOut).waitFor();
    await page.locator('footer a[href="/login"]').waitFor();
    expect(await page.locator('footer a[href="/news-management"]').count()).toBe(0);
    await page.context().close();
  });

  it('when signed out, then the footer shows the sign-in link and the current year', async () => {
    const page = await newPage(browser, { width: 375 });
    await page.goto('/');

    expect(await page.locator('footer a[href="/login"]').isVisible()).toBe(true);
    expect(await page.locator('footer').textContent()).toContain(String(new Date().getFullYear()));
    await page.context().close();
  });
});
