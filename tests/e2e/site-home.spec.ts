import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../../src/shared/catalog';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { expectNoConsoleErrors, launchBrowser, newPage } from './fixtures';
import { langPath, whenHydrated } from './site-helpers';

const site = { zh: zhSite, en: enSite };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const track = (page: Page) => page.locator('[aria-roledescription="carousel"] > div');
const transformOf = (page: Page) => track(page).evaluate((el) => (el as HTMLElement).style.transform);
/** The track's offset in whole pixels (embla settles on sub-pixel values). */
const offsetOf = async (page: Page) => Math.round(Number(/translate3d\((-?[\d.]+)px/.exec(await transformOf(page))?.[1] ?? 0));

describe.each([
  { width: 375, lang: 'zh' as const },
  { width: 375, lang: 'en' as const },
  { width: 1280, lang: 'zh' as const },
  { width: 1280, lang: 'en' as const },
])('home at $width px in $lang', ({ width, lang }) => {
  const { home } = site[lang];

  it('when home is opened, then hero, five service cards, about claims, 19 testimonials and the enquiry form are shown', async () => {
    const page = await newPage(browser, { width, lang });
    const assertNoErrors = expectNoConsoleErrors(page);

    await page.goto(langPath('/', lang));

    expect((await page.locator('h1').textContent())?.trim()).toBe(home.hero.title);
    const cards = page.locator('#services a');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(sections.map((s) => langPath(s.basePath, lang)));
    const about = (await page.locator('#about').textContent()) ?? '';
    for (const claim of ['5000+', '98%', '30+', '10+', home.about.lead]) expect(about).toContain(claim);
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(19);
    expect(await page.getByRole('button', { name: home.testimonials.next }).isVisible()).toBe(width >= 768);
    await page.locator('#contact form').waitFor();
    expect(await page.locator('#contact form textarea').getAttribute('rows')).toBe('4');
    assertNoErrors();
    await page.context().close();
  });
});

describe('home behaviour', () => {
  it('when the hero buttons are pressed, then the page scrolls smoothly to the services and the contact sections', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto('/');
    const button = page.locator('#hero-title ~ div a', { hasText: zhSite.home.hero.services });
    await whenHydrated(button);

    await button.click();

    await expect.poll(() => page.locator('#services').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('#hero-title ~ div a', { hasText: zhSite.home.hero.contact }).click();
    await expect.poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
    expect(page.url()).toMatch(/#contact$/);
    await page.context().close();
  });

  it('when the carousel is scrolled to and left alone, then it advances every 4 s; after an arrow press it stays put', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.clock.install(); // the test moves the page's clock on rather than waiting for the carousel
    const carouselRequests: string[] = [];
    page.on('request', (req) => req.url().includes('testimonials-section') && carouselRequests.push(req.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // far below the fold: its code is not part of the first load
    expect(carouselRequests).toEqual([]);
    await page.getByRole('heading', { name: zhSite.home.testimonials.title }).scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: zhSite.home.testimonials.next });
    await whenHydrated(next);
    expect(carouselRequests).toHaveLength(1);
    await page.getByRole('button', { name: zhSite.home.testimonials.pause }).waitFor();
    const start = await transformOf(page);

    await expect.poll(() => transformOf(page), { timeout: 6000, interval: 250 }).not.toBe(start);

    await next.click();
    await page.getByRole('button', { name: zhSite.home.testimonials.play }).waitFor();
    await page.clock.runFor(1_500); // the press's own slide ends
    const stopped = await offsetOf(page);
    await page.clock.runFor(4_500); // longer than the 4 s autoplay delay
    expect(Math.abs((await offsetOf(page)) - stopped)).toBeLessThan(3);
    await page.context().close();
  });

  it.each([
    { width: 375, perView: 1 },
    { width: 900, perView: 2 },
    { width: 1280, perView: 3 },
  ])('when the window is $width px wide, then $perView testimonials are in view', async ({ width, perView }) => {
    const page = await newPage(browser, { width });
    await page.goto('/');

    const [viewport, slide] = await page.evaluate(() => {
      const region = document.querySelector('[aria-roledescription="carousel"]')!;
      const first = region.querySelector('[aria-roledescription="slide"]')!;
      return [region.getBoundingClientRect().width, first.getBoundingClientRect().width];
    });

    expect(Math.round(viewport / slide)).toBe(perView);
    await page.context().close();
  });
});
