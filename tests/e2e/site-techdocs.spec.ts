import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { launchBrowser, newPage } from './fixtures';
import { expectHeading, langPath, serverHtml, runAxeOnMain } from './site-helpers';

const texts = { zh: zhSite, en: enSite };
const facts = ['PGlite', 'DATABASE_URL', 'SESSION_SECRET', 'NODE_ENV', 'scrypt', '5000', '/api/public/consultations', '/api/export/data'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('techdocs at $width px in $lang', ({ width, lang }) => {
  it('when the documentation is opened, then it states the stack, settings and API', async () => {
    const page = await newPage(browser, { width, lang });

    await page.goto(langPath('/techdocs', lang));

    await expectHeading(page, texts[lang].techdocs.title);
    const body = (await page.locator('main, #root').first().textContent()) ?? '';
    for (const fact of facts) expect(body).toContain(fact);
    expect(body).toContain(texts[lang].techdocs.nav.api);
    expect(await runAxeOnMain(page)).toEqual([]);
    await page.context().close();
  });
});

describe('server-rendered techdocs', () => {
  it('when the HTML is fetched, then the documentation text is already there in Chinese', async () => {
    const { status, html } = await serverHtml('/techdocs');

    expect(status).toBe(200);
    expect(html).toContain(zhSite.techdocs.title);
    expect(html).toContain('React 19 + Vite');
    for (const fact of facts) expect(html).toContain(fact);
  });
});
