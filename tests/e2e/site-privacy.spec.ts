import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../src/shared/privacy';
import enCommon from '../../src/client/i18n/locales/en/common';
import enSite from '../../src/client/i18n/locales/en/site';
import zhCommon from '../../src/client/i18n/locales/zh/common';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, launchBrowser, newPage } from './fixtures';
import { expectHeading, langPath, runAxeOnMain, serverHtml, whenHydrated } from './site-helpers';

const texts = { zh: { site: zhSite, common: zhCommon }, en: { site: enSite, common: enCommon } };
const shots = process.env.E2E_SCREENSHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['zh', 'en'] as const)('the privacy notice, server-rendered, in %s', (lang) => {
  it('when its HTML is fetched, then the notice is there in the page language, with its head and version', async () => {
    const { site } = texts[lang];
    const path = langPath('/privacy', lang);

    const { status, html } = await serverHtml(path);

    expect(status).toBe(200);
    expect(html).toContain(`lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
    for (const part of [site.privacy.title, site.privacy.what.title, site.privacy.retention.text, site.privacy.rights.title, site.privacy.rights.erasure]) {
      expect(html).toContain(part.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;'));
    }
    expect(html).toContain(CONSENT_VERSION);
    expect(html).toMatch(new RegExp(`<title[^>]*>${site.privacy.title} \\| `));
    expect(html).toMatch(/<link data-head rel="canonical" href="[^"]+\/(en\/)?privacy">/);
    expect(html).toMatch(/hreflang="en" href="[^"]+\/en\/privacy"/);
    expect(html).toMatch(/hreflang="zh-CN" href="[^"]+\/privacy"/);
  });
});

describe('the sitemap', () => {
  it('when fetched, then it lists the privacy notice in both languages', async () => {
    const { html: xml } = await serverHtml('/sitemap.xml');

    expect(xml).toMatch(/<loc>[^<]+\/privacy<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/en\/privacy<\/loc>/);
  });
});

describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
  { width: 1280, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('the privacy notice at $width px in $lang', ({ width, lang }) => {
  it('when the footer link is followed from the home page, then the notice opens in the page language, without horizontal overflow or axe findings', async () => {
    const { site, common } = texts[lang];
    const page = await newPage(browser, { width, lang });
    const assertNoErrors = expectNoConsoleErrors(page);
    await page.goto(langPath('/', lang));
    const link = page.locator('footer').getByRole('link', { name: common.privacyNotice });
    await whenHydrated(link);
    expect(await link.getAttribute('href')).toBe(langPath('/privacy', lang));

    await link.click();

    await page.waitForURL((url) => url.pathname === langPath('/privacy', lang));
    await expectHeading(page, site.privacy.title);
    await page.getByRole('heading', { name: site.privacy.rights.title }).waitFor();
    expect(await page.title()).toContain(site.privacy.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await runAxeOnMain(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/privacy-${lang}-${width}.png`, fullPage: true });
    assertNoErrors();
    await page.context().close();
  });
});

describe('screens for review', () => {
  it.runIf(shots).each([
    { width: 375, lang: 'zh' as const },
    { width: 375, lang: 'en' as const },
    { width: 1280, lang: 'zh' as const },
    { width: 1280, lang: 'en' as const },
  ])('when E2E_SCREENSHOTS is set, then the forms with the consent are captured at $width px in $lang', async ({ width, lang }) => {
    const page = await newPage(browser, { width, lang });
    for (const [name, path, form] of [
      ['home', '/', '#contact form'],
      ['contact', '/contact', 'main form'],
    ] as const) {
      await page.goto(langPath(path, lang));
      const target = page.locator(form);
      await target.scrollIntoViewIfNeeded(); // the home page's form loads as it nears the viewport
      await whenHydrated(target.locator('button[type=submit]'));
      await target.locator('button[type=submit]').click(); // shows the errors, consent included
      await target.getByText(texts[lang].site.contact.form.consent.error).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await target.screenshot({ path: `${shots}/${name}-form-${lang}-${width}.png` });
    }
    await page.context().close();
  });
});
