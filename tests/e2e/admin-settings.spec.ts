import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import { apiJson, eventually, makePng, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { whenHydrated } from './site-helpers';

let browser: Browser;
let page: Page;
const phone = `+65 6${String(Date.now()).slice(-7)}`;
const contact = () => apiJson<ContactInfo>(page, 'GET', '/api/contact');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('settings (admin)', () => {
  it('when editing is cancelled, then the server values come back and the fields are read-only again', async () => {
    await page.goto('/settings');
    const address = page.getByRole('textbox', { name: '地址', exact: true });
    await visible(address);
    const original = await address.inputValue();
    expect(await address.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: '编辑联系方式' }).click();
    await address.fill('不会保存的地址');
    await page.getByRole('button', { name: '取消' }).click();

    await eventually(async () => (await address.inputValue()) === original);
    expect(await address.getAttribute('readonly')).not.toBeNull();
  });

  it('when the phone number is saved, then edit mode ends and the public footer shows it', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: '编辑联系方式' }).click();

    await page.getByRole('textbox', { name: '电话' }).fill(phone);
    await page.getByRole('button', { name: '保存' }).click();

    await toast(page, '联系方式已更新');
    await visible(page.getByRole('button', { name: '编辑联系方式' }));
    expect((await contact()).phone).toBe(phone);
    const visitor = await newPage(browser, { lang: 'en' });
    await visitor.goto('/');
    await visible(visitor.locator('footer').getByText(phone));
    await visitor.context().close();
  });

  it('when a real PNG is uploaded as the WeChat QR code, then the footer dialog shows it, and after deleting it is gone', async () => {
    await page.goto('/settings?tab=social');
    const box = page.getByTestId('qr-wechat');
    await visible(box);
    expect(await box.getByRole('button', { name: '上传二维码' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '编辑联系方式' }).click();

    await box.getByTestId('qr-input-wechat').setInputFiles({ name: 'wechat-qr.png', mimeType: 'image/png', buffer: makePng() });

    await toast(page, '微信二维码已上传');
    const path = (await contact()).wechatQrcode;
    expect(path).toMatch(/^\/uploads\/qrcodes\/[a-f0-9]{64}\.png$/);
    await visible(box.locator(`img[src="${path}"]`));

    const visitor = await newPage(browser, { lang: 'en' });
    await visitor.goto('/');
    const qrButton = visitor.getByRole('button', { name: 'Open the WeChat QR code' });
    await whenHydrated(qrButton);
    await qrButton.click();
    const qrDialog = await visible(visitor.getByRole('dialog', { name: 'Scan the WeChat QR code' }));
    const img = qrDialog.getByRole('img', { name: 'WeChat QR code' });
    await eventually(async () => (await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)) === 64);
    expect(await img.getAttribute('src')).toBe(path);
    await visitor.context().close();

    let question = '';
    page.once('dialog', (d) => {
      question = d.message();
      void d.accept();
    });
    await box.getByRole('button', { name: /^删除/ }).click();
    await toast(page, '已删除');
    expect(question).toBe('确定要删除微信的二维码吗？');
    expect((await contact()).wechatQrcode ?? null).toBeNull();
  });

  it('when a file over 5 MB is chosen, then the browser refuses it before uploading', async () => {
    await page.goto('/settings?tab=social');
    await page.getByRole('button', { name: '编辑联系方式' }).click();
    let uploaded = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/upload/qrcode')) uploaded = true;
    });

    await page.getByTestId('qr-input-douyin').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });

    await toast(page, '文件过大，不能超过 5MB');
    expect(uploaded).toBe(false);
  });

  it('when all site data is exported, then the browser saves the named JSON file with the site data', async () => {
    await page.goto('/settings?tab=general');
    await visible(page.getByRole('link', { name: '打开技术文档' }));
    expect(await page.getByRole('link', { name: '打开技术文档' }).getAttribute('target')).toBe('_blank');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出所有网站数据' }).click()]);

    await toast(page, '导出成功');
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(phone);
    // no key holds a password or its hash (the exported audit log names "password" as a changed field, without a value)
    expect(JSON.stringify(data)).not.toMatch(/"password\w*":/i);
  });
});
