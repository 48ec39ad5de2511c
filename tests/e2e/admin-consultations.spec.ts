import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation, ConsultationList } from '../../src/shared/schemas/consultations';
import { apiJson, toast, visible } from './admin-helpers';
import { baseURL, launchBrowser, newPage, pastFormToken, signInAsAdmin } from './fixtures';

let browser: Browser;
let page: Page;
const name = `E2E 客户 ${Date.now()}`;
let id = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
  // as the public form posts: consent given, with a timing token older than 3 s (else it is filed as spam)
  const res = await fetch(`${baseURL()}/api/public/consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: 'client@example.com', phone: '+65 8123 4567', type: 'education', message: '请问国际学校的入学时间？\n孩子今年 8 岁。', consent: true, formToken: pastFormToken() }),
  });
  id = ((await res.json()) as { id: number }).id;
});

afterAll(async () => {
  await browser?.close();
});

describe('consultations (admin)', () => {
  it('when a new enquiry arrives, then the bell counts it among the unassigned pending ones and links to them', async () => {
    const { counts } = await apiJson<ConsultationList>(page, 'GET', '/api/consultations?page=1&pageSize=1');
    expect(counts.unassignedPending).toBeGreaterThan(0);
    await page.goto('/articles');

    const count = await visible(page.getByTestId('pending-count'));
    expect(await count.textContent()).toBe(String(counts.unassignedPending));
    await page.getByTestId('notification-bell').click();

    await page.waitForURL('**/consultations?status=Pending&assignee=unassigned');
    await visible(page.getByTestId('consultation-row').filter({ hasText: name }));
  });

  it('when the order is worked from Pending to Completed with a note, then the badge and the record change', async () => {
    await page.goto('/consultations');
    await page.getByRole('searchbox').fill('8123 4567');
    const row = await visible(page.getByTestId('consultation-row').filter({ hasText: name }));
    expect(await row.textContent()).toContain('待处理');
    expect(await row.textContent()).toContain('留学咨询');

    await row.getByRole('button', { name: `查看 ${name} 的咨询` }).click();
    const dialog = await visible(page.getByTestId('consultation-dialog'));
    expect(await dialog.getByTestId('consultation-message').textContent()).toContain('孩子今年 8 岁。');
    await dialog.locator('#consultation-status').click();
    await page.getByRole('option', { name: '已完成' }).click();
    await dialog.getByRole('textbox', { name: '处理备注' }).fill('已电话联系家长，发送入学资料。');
    await dialog.getByRole('button', { name: '保存' }).click();

    await toast(page, '更新成功');
    await visible(page.getByTestId('consultation-row').filter({ hasText: name }).getByText('已完成'));
    const saved = await apiJson<Consultation>(page, 'GET', `/api/consultations/${id}`);
    expect(saved).toMatchObject({ status: 'Completed', note: '已电话联系家长，发送入学资料。' });
  });

  it('when filtering by a status with no such orders, then the empty text shows', async () => {
    await page.goto(`/consultations?q=${encodeURIComponent(name)}&status=Cancelled`);

    await visible(page.getByText('没有符合条件的记录'));
    expect(await page.getByTestId('consultations-total').textContent()).toBe('共 0 条咨询记录');
  });

  it('when the order is deleted after confirming, then it is gone', async () => {
    await page.goto(`/consultations?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `删除 ${name} 的咨询` }).click();

    await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();

    await toast(page, '咨询已删除');
    await visible(page.getByTestId('consultations-empty'));
    expect((await page.request.get(`/api/consultations/${id}`)).status()).toBe(404);
  });
});
