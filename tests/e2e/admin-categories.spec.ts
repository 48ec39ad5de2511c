import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../src/shared/schemas/categories';
import { apiJson, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
});

async function editCategory(from: string, to: string, key?: string) {
  await page.getByRole('button', { name: `编辑分类“${from}”` }).click();
  const dialog = await visible(page.getByRole('dialog', { name: '编辑分类' }));
  await dialog.getByRole('textbox', { name: '名称', exact: true }).fill(to);
  if (key !== undefined) await dialog.getByRole('textbox', { name: '翻译键（选填）' }).fill(key);
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(page, '分类已更新');
}

describe('categories (admin)', () => {
  it('when a category is renamed with a blank translation key, then the name changes and the key is kept', async () => {
    await page.goto('/categories');
    await visible(page.getByTestId('categories-total').filter({ hasText: '共 5 个主分类' }));
    const before = (await apiJson<Category[]>(page, 'GET', '/api/categories')).find((c) => c.type === 'business')!;

    await editCategory(before.title, '企业服务（测试）', '');

    await visible(page.getByTestId('category-row').filter({ hasText: '企业服务（测试）' }));
    const after = (await apiJson<Category[]>(page, 'GET', '/api/categories')).find((c) => c.type === 'business')!;
    expect(after).toMatchObject({ title: '企业服务（测试）', translationKey: before.translationKey, basePath: '/business' });

    await editCategory('企业服务（测试）', before.title);
  });

  it('when the name is emptied, then the dialog says the name is required and sends nothing', async () => {
    await page.goto('/categories');
    await page.getByRole('button', { name: /^编辑分类/ }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: '编辑分类' }));
    let patched = false;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patched = true;
    });

    await dialog.getByRole('textbox', { name: '名称', exact: true }).fill('');
    await dialog.getByRole('button', { name: '保存' }).click();

    await visible(dialog.getByText('名称不能为空'));
    expect(patched).toBe(false);
    expect(await dialog.getByText('不可更改', { exact: true }).count()).toBe(2);
  });
});
