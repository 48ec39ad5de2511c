import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation, ConsultationList } from '../../src/shared/schemas/consultations';
import { apiJson, visible } from './admin-helpers';
import { baseURL, launchBrowser, newPage, pastFormToken, signInAsAdmin } from './fixtures';

/** More newer enquiries than the 2,000 the screen once read into the browser to search (docs/decisions/0006-enquiry-list-counts.md). */
const NEWER = 2_100;
const run = crypto.randomBytes(3).toString('hex');
const name = `E2E 老客户 ${run}`;
const digits = String(crypto.randomInt(60_000_000, 70_000_000));
const phone = `+65 ${digits.slice(0, 4)} ${digits.slice(4)}`;

let browser: Browser;
let page: Page;
let target: Consultation;
const created: number[] = [];
/** one form token for every post, older than the 3 s minimum fill time (else the posts are filed as spam) */
const formToken = pastFormToken();

/**
 * The public post, as a visitor sends it. Its limit counts posts per address, and the server trusts
 * the loopback proxy's X-Forwarded-For (global-setup.ts), so each block of 500 comes from its own
 * documentation address (TEST-NET-2) and leaves the budget of the other specs' 127.0.0.1 alone.
 */
async function post(i: number, fields: Partial<Consultation>): Promise<Consultation> {
  const res = await fetch(`${baseURL()}/api/public/consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${1 + Math.floor(i / 500)}` },
    body: JSON.stringify({ name: `E2E 填充 ${run} ${i}`, email: 'filler@example.com', phone: '+65 6000 0000', type: 'general', message: '填充', consent: true, formToken, ...fields }),
  });
  if (res.status !== 201) throw new Error(`enquiry ${i}: ${res.status} ${await res.text()}`);
  const enquiry = (await res.json()) as Consultation;
  created.push(enquiry.id);
  return enquiry;
}

/** Runs `work` for 0..n-1, `lanes` at a time. */
async function inLanes(n: number, lanes: number, work: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (next < n) await work(next++);
  }));
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
  target = await post(NEWER, { name, phone, email: `old-${run}@example.com`, type: 'education', message: '两年前问过留学' });
  await inLanes(NEWER, 6, (i) => post(i, {}));
});

afterAll(async () => {
  // the other specs count pending orders on the first pages: leave the list as it was
  if (page) await inLanes(created.length, 6, (i) => apiJson(page, 'DELETE', `/api/consultations/${created[i]}`));
  await browser?.close();
});

describe('enquiry search (admin)', () => {
  it('when 2,100 enquiries came after it, then the enquiry is not among the newest 2,000', async () => {
    const newest: number[] = [];
    for (let n = 1; n <= 20; n++) {
      const { consultations } = await apiJson<ConsultationList>(page, 'GET', `/api/consultations?page=${n}&pageSize=100`);
      newest.push(...consultations.map((c) => c.id));
    }

    expect(newest).toHaveLength(2_000);
    expect(newest).not.toContain(target.id);
  });

  it('when its name is searched on the consultations screen, then it is the one match', async () => {
    await page.goto('/consultations');

    await page.getByRole('searchbox').fill(name);

    await visible(page.getByTestId('consultation-row').filter({ hasText: name }));
    expect(await page.getByTestId('consultation-row').count()).toBe(1);
    expect(await page.getByTestId('consultations-total').textContent()).toBe('共 1 条咨询记录');
  });

  it('when its phone digits are searched without spaces, then it is found, and with its status and type filters too', async () => {
    await page.goto('/consultations?status=Pending&type=education');

    await page.getByRole('searchbox').fill(digits);

    // the filtered list before the search may hold the target too: wait for the search's answer
    await page.waitForURL((url) => url.searchParams.get('q') === digits);
    await expect.poll(() => page.getByTestId('consultations-total').textContent()).toBe('共 1 条咨询记录');
    const row = await visible(page.getByTestId('consultation-row').filter({ hasText: name }));
    expect(await row.textContent()).toContain(phone);
    expect(await page.getByTestId('consultation-row').count()).toBe(1);
  });
});
