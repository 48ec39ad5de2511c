import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeContent } from '../../src/shared/schemas/home-content';
import { eventually, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { serverHtml } from './site-helpers';

let browser: Browser;
let page: Page;
let original: HomeContent;
const stamp = String(Date.now()).slice(-6);

async function homeContent(): Promise<HomeContent> {
  const res = await page.request.get('/api/home-content');
  expect(res.status()).toBe(200);
  return (await res.json()) as HomeContent;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
  original = await homeContent();
});

afterAll(async () => {
  // the other spec files expect the seeded home page: put back what was there
  if (original) await page.request.put('/api/home-content', { data: { zh: original.zh, en: original.en, trust: original.trust } });
  await browser?.close();
});

describe('settings → Home page (admin)', () => {
  it('when staff edit both languages and the trust details, then the next anonymous view of / and /en shows them', async () => {
    const zhTitle = `我们的新标题 ${stamp}`;
    const enTitle = `Our new headline ${stamp}`;
    const enQuote = `Clear advice from day one ${stamp}`;
    await page.goto('/settings?tab=home');
    const heading = await visible(page.locator('#home-zh-heroTitle'));
    expect(await heading.inputValue()).toBe(original.zh.heroTitle);

    await heading.fill(zhTitle);
    await page.getByRole('group', { name: '编辑语言' }).getByRole('button', { name: 'English' }).click();
    await page.locator('#home-en-heroTitle').fill(enTitle);
    const firstId = original.en.testimonials[0]!.id;
    // each testimonial is a closed summary line until opened
    await page.locator(`[aria-controls="home-en-testimonial-${firstId}-fields"]`).click();
    await page.locator(`#home-en-testimonial-${firstId}-content`).fill(enQuote);
    await page.locator('#home-trust-licenceNumber').fill(`12C${stamp}`);
    await page.getByRole('button', { name: '保存首页内容' }).click();

    await toast(page, '首页内容已保存');
    const saved = await homeContent();
    expect([saved.zh.heroTitle, saved.en.heroTitle, saved.en.testimonials[0]!.content, saved.trust.licenceNumber]).toEqual([zhTitle, enTitle, enQuote, `12C${stamp}`]);
    // the raw HTML of the next anonymous views: server-rendered, the page cache emptied by the write
    const zh = await serverHtml('/');
    const en = await serverHtml('/en');
    expect(zh.html).toContain(zhTitle);
    expect(zh.html).toContain(`12C${stamp}`);
    expect(en.html).toContain(enTitle);
    expect(en.html).toContain(enQuote);
    expect(en.html).not.toContain(zhTitle);
    const visitor = await newPage(browser, { lang: 'en' });
    await visitor.goto('/en');
    await eventually(async () => (await visitor.locator('h1').textContent())?.trim() === enTitle);
    await visible(visitor.getByText(enQuote));
    await visitor.context().close();
  });

  it('when a testimonial is hidden, moved and another deleted after confirming, then visitors see the new order without them', async () => {
    await page.goto('/settings?tab=home');
    await visible(page.locator('#home-zh-heroTitle'));
    const [first, second, third] = (await homeContent()).zh.testimonials;

    await page.getByRole('button', { name: '隐藏: 评价 1', exact: true }).click();
    await page.getByRole('button', { name: '下移: 评价 2', exact: true }).click();
    await page.getByRole('button', { name: '删除: 评价 3', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '保存首页内容' }).click();

    await toast(page, '首页内容已保存');
    const ids = (await homeContent()).zh.testimonials.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([first!.id, third!.id]);
    expect(ids).not.toContain(second!.id);
    const publicIds = ((await (await page.request.get('/api/public/home-content?lang=zh')).json()) as { texts: HomeContent['zh'] }).texts.testimonials.map((t) => t.id);
    expect(publicIds[0]).toBe(third!.id);
    expect(publicIds).not.toContain(first!.id);
  });

  it('when a required field is emptied, then the error shows under it and nothing is saved', async () => {
    await page.goto('/settings?tab=home');
    const before = await homeContent();
    await page.getByRole('group', { name: '编辑语言' }).getByRole('button', { name: 'English' }).click();

    await page.locator('#home-en-aboutText').fill('');
    await page.getByRole('button', { name: '保存首页内容' }).click();

    await visible(page.locator('#home-en-aboutText-error'));
    expect(await page.locator('#home-en-aboutText').getAttribute('aria-invalid')).toBe('true');
    expect(await homeContent()).toEqual(before);
  });

  it('when the tab is opened at 375 px, then nothing overflows sideways and the controls are reachable', async () => {
    const phone = await newPage(browser, { width: 375, height: 800 });
    await signInAsAdmin(phone);
    await phone.goto('/settings?tab=home');
    await visible(phone.locator('#home-zh-heroTitle'));

    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await phone.getByRole('button', { name: '添加评价' }).scrollIntoViewIfNeeded();

    expect(overflow).toBeLessThanOrEqual(0);
    expect(await phone.getByRole('button', { name: '保存首页内容' }).isVisible()).toBe(true);
    await phone.context().close();
  });
});
