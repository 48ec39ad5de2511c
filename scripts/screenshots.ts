/**
 * `npm run screenshots [-- --dist <dir>] [-- --out <dir>]` (docs/decisions/0024-beyond-the-spec.md): PNGs of the public pages and
 * the settings Home tab at 375 and 1280 px, in Chinese and in English, saved as
 * docs/screenshots/<page>-<lang>-<width>.png. Builds nothing: it serves an existing production
 * build (dist/ by default; `--dist /tmp/b` for one made with `vite build --outDir /tmp/b/client`
 * and `--ssr ... --outDir /tmp/b/server`) on a scratch embedded database with the seed, in this process, as
 * the browser tests do (tests/e2e/global-setup.ts), and signs in as a throwaway admin for the back office.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pino } from 'pino';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/startup';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string', default: 'docs/screenshots' } },
});
const distDir = path.resolve(root, args.dist);
const outDir = path.resolve(root, args.out);

type Lang = 'zh' | 'en';
interface Shot {
  name: string;
  /** the Chinese path; the English one is under /en (public pages) or the same (back office) */
  path: string;
  admin?: boolean;
}
const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/immigration/self-employed' },
  { name: 'news', path: '/news' },
  { name: 'contact', path: '/contact' },
  { name: 'settings-home', path: '/settings?tab=home', admin: true },
];
const widths = [375, 1280] as const;
const langs: Lang[] = ['zh', 'en'];
const admin = { username: 'screenshots', password: crypto.randomBytes(12).toString('hex') };

const urlFor = (shot: Shot, lang: Lang) => (shot.admin || lang === 'zh' ? shot.path : shot.path === '/' ? '/en' : `/en${shot.path}`);

async function startServer() {
  for (const built of ['client', 'server']) {
    if (!fs.existsSync(path.join(distDir, built))) throw new Error(`${path.join(distDir, built)} is missing: build first (npm run build, or vite build into --dist).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    PORT: '0',
    // production cookies are Secure: the browser's requests say they came through a TLS proxy
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'error',
  });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase(database, config, pino({ level: 'silent' }));
  const { app, close } = await createApp({ config, database, distDir });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s)).on('error', reject);
  });
  // Chromium keeps Secure cookies over plain http only for "localhost"
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

const viewportHeight = (width: number) => (width < 768 ? 812 : 800);

/** The height showing all of a page whose content scrolls inside an element (at most 6000 px). */
function contentHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heights = Array.from(document.querySelectorAll('main, main *, body'), (e) => e.scrollHeight - e.clientHeight);
    return Math.min(6000, window.innerHeight + Math.max(0, ...heights));
  });
}

async function capture(browser: Browser, base: string, lang: Lang, width: number): Promise<void> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: viewportHeight(width) },
    // 1x keeps the committed PNGs small; the file name gives the CSS width
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    // a still carousel and no half-finished transitions
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' },
  });
  // the public site's choice, and the back office's own one (ADMIN_LANGUAGE_KEY in features/admin/shared/admin-language.ts)
  await context.addInitScript((l) => {
    window.localStorage.setItem('language', l);
    window.localStorage.setItem('adminLanguage', l);
  }, lang);
  await context.addCookies([{ name: 'language', value: lang, url: base }]);
  const page = await context.newPage();
  let signedIn = false;
  // public pages as an anonymous visitor sees them; signed in only for the back office's screens
  for (const shot of [...shots].sort((a, b) => Number(Boolean(a.admin)) - Number(Boolean(b.admin)))) {
    if (shot.admin && !signedIn) {
      const login = await context.request.post('/api/login', { data: { ...admin, rememberMe: false } });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
      signedIn = true;
    }
    await page.goto(urlFor(shot, lang), { waitUntil: 'load' });
    // a page may keep a connection open (a map, a poll): quiet enough after a few seconds
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shownIn = await page.evaluate(() => document.documentElement.lang);
    if (!shownIn.startsWith(lang)) console.warn(`warning: ${shot.path} shows <html lang="${shownIn}">, not ${lang}`);
    const file = path.join(outDir, `${shot.name}-${lang}-${width}.png`);
    // the back office scrolls inside its <main>, which a full-page shot would cut at the window's height
    if (shot.admin) await page.setViewportSize({ width, height: await contentHeight(page) });
    await page.screenshot({ path: file, fullPage: true });
    await page.setViewportSize({ width, height: viewportHeight(width) });
    console.log(`${path.relative(root, file)}  ${page.url().replace(base, '')}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const { base, stop } = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const lang of langs) for (const width of widths) await capture(browser, base, lang, width);
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
