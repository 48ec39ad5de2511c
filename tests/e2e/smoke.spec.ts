import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('smoke', () => {
  it('when the health endpoint is asked, then the server and its database answer ok', async () => {
    const res = await fetch(`${baseURL()}/api/health`);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('when a visitor opens the home page, then it answers 200 with the brand in the title', async () => {
    const page = await newPage(browser);

    // the title is server-rendered, so it is there as soon as the document is
    const res = await page.goto('/', { waitUntil: 'domcontentloaded' });

    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('新加坡环球咨询');
    await page.context().close();
  });
});
