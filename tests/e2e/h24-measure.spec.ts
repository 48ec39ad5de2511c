import { it } from 'vitest';
import { launchBrowser, newPage } from './fixtures';
it('measure', async () => {
  const browser = await launchBrowser();
  for (const lang of ['en', 'zh']) {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(lang === 'en' ? '/en' : '/');
    const m = await page.evaluate(() => {
      const w = (el: Element | null) => (el ? [Math.round(el.getBoundingClientRect().width), el.scrollWidth, el.clientWidth] : null);
      const row = document.querySelector('header > div')!;
      return { link: w(row.children[0]!), brand: w(row.querySelector('a span span')), tagline: w(row.querySelectorAll('a span span')[1]!), nav: w(row.children[1]!), right: w(row.children[2]!), items: [...row.querySelectorAll('nav li')].map((li) => Math.round(li.getBoundingClientRect().width)), rightKids: [...row.children[2]!.children].map((c) => Math.round(c.getBoundingClientRect().width)) };
    });
    console.log(lang, JSON.stringify(m));
  }
  await browser.close();
}, 60000);
