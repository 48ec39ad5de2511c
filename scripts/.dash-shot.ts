import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const port = 4631, pass = crypto.randomBytes(8).toString('hex');
const dir = `/tmp/dash-${Date.now()}`;
const srv = spawn(process.execPath, ['dist/server-app/index.js'], { cwd: '/work/main', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SESSION_SECRET: crypto.randomBytes(32).toString('hex'), DATA_DIR: dir, ADMIN_PASSWORD: pass, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
for (let i = 0; i < 60; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, width] of [['zh', 375], ['en', 1280]] as const) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await ctx.newPage();
  await page.goto(`http://localhost:${port}/login`);
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
  await page.locator('input[type="password"]').first().fill(pass);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/dashboard/, { timeout: 15000 }).catch(() => {});
  await page.screenshot({ path: '/tmp/dash-debug.png' }); console.log(page.url());
  await page.getByTestId('dashboard-response').waitFor({ timeout: 15000 });
  await page.getByTestId('dashboard-response').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/dash-${lang}-${width}.png`, fullPage: false });
  await ctx.close();
}
await browser.close(); srv.kill();
