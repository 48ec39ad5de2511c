import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
let page: Page;

const files = [
  { tab: '代码包', testId: 'download-project', name: 'project-download.zip', zip: true },
  { tab: '部署脚本', testId: 'download-scriptsZip', name: 'deployment-scripts.zip', zip: true },
  { tab: '部署脚本', testId: 'download-setup', name: 'setup.cjs', zip: false },
  { tab: '部署脚本', testId: 'download-deploy', name: 'deploy.cjs', zip: false },
  { tab: '部署脚本', testId: 'download-check', name: 'check-environment.cjs', zip: false },
  { tab: '文档', testId: 'download-instructions', name: 'download-instructions.md', zip: false },
  { tab: '文档', testId: 'download-guide', name: 'deployment-guide.md', zip: false },
];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('download centre', () => {
  it('when each file is downloaded, then a start toast shows and the browser saves the real file', async () => {
    await page.goto('/download');

    for (const file of files) {
      await page.getByRole('tab', { name: file.tab }).click();
      const item = await visible(page.getByTestId(file.testId));
      const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: '下载' }).click()]);

      expect(download.suggestedFilename()).toBe(file.name);
      const bytes = fs.readFileSync((await download.path())!);
      expect(bytes.length).toBeGreaterThan(100);
      if (file.zip) expect(bytes.subarray(0, 2).toString()).toBe('PK');
      await toast(page, '开始下载');
    }
  });

  it('when the technical docs are opened, then they open in a new tab', async () => {
    await page.goto('/download?tab=docs');
    const item = await visible(page.getByTestId('download-techdocs'));

    const [popup] = await Promise.all([page.context().waitForEvent('page'), item.getByRole('button', { name: '打开' }).click()]);

    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/techdocs/index.html');
    await toast(page, '已打开');
    await popup.close();
  });

  it('when a file cannot be fetched, then a destructive toast says the download failed', async () => {
    await page.route('**/deploy.cjs', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/download?tab=scripts');
    const item = await visible(page.getByTestId('download-deploy'));

    await item.getByRole('button', { name: '下载' }).click();

    await toast(page, '部署脚本下载失败');
    await page.unroute('**/deploy.cjs');
  });
});
