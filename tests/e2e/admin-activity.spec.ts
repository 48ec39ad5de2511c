import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../src/shared/schemas/categories';
import { apiJson, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
let page: Page;
/** Screenshots for a person to look at (not compared): set ACTIVITY_SHOTS to a folder. */
const shots = process.env.ACTIVITY_SHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('activity (admin)', () => {
  it('when an admin renames a category, then Activity filtered to categories shows it with old → new and links to it', async () => {
    const category = (await apiJson<Category[]>(page, 'GET', '/api/categories')).find((c) => c.type === 'value-added')!;
    const renamed = `${category.title}（审计）`;
    await page.goto('/categories');
    await page.getByRole('button', { name: `编辑分类“${category.title}”` }).click();
    const dialog = await visible(page.getByRole('dialog', { name: '编辑分类' }));
    await dialog.getByRole('textbox', { name: '名称', exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast(page, '分类已更新');

    await page.getByRole('link', { name: '操作记录' }).first().click();
    await page.waitForURL('**/activity');
    await page.getByTestId('filter-entity').click();
    await page.getByRole('option', { name: '分类', exact: true }).click();
    await page.waitForURL('**/activity?entity=category');
    const row = page.getByTestId('activity-row').filter({ hasText: renamed }).first();
    await visible(row);
    await row.getByRole('button', { name: /查看 1 项更改/ }).click();

    expect(await row.getByTestId('change').textContent()).toBe(`title${category.title} → ${renamed}`);
    expect(await row.textContent()).toContain('admin');
    expect(await page.getByTestId('activity-row').filter({ hasNotText: '分类' }).count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/activity-zh-1280.png`, fullPage: true });

    await row.getByTestId('entry-link').click();
    await page.waitForURL('**/categories');
    await visible(page.getByText(renamed));

    await apiJson(page, 'PATCH', `/api/categories/${category.id}`, { title: category.title });
  });

  it.runIf(Boolean(shots))('when opened on a phone and in English, then it reads well (screenshots)', async () => {
    for (const [lang, width] of [['zh', 375], ['en', 375], ['en', 1280]] as const) {
      const other = await newPage(browser, { width, height: 900, lang });
      await signInAsAdmin(other);
      await other.goto('/activity');
      await visible(other.getByTestId('activity-row'));
      await other.getByRole('button', { name: /查看 \d+ 项更改|Show \d+ changes?/ }).first().click();
      await other.screenshot({ path: `${shots}/activity-${lang}-${width}.png`, fullPage: true });
      await other.context().close();
    }
  });
});
