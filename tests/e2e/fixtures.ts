/** Small helpers shared by the browser tests (playwright-core driving Debian's Chromium). */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Result } from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { formTokenKey, MIN_FILL_MS, signFormToken } from '../../src/server/modules/consultations/form-token';
import { adminCredentials, sessionSecret } from './credentials';

export { adminCredentials };

export const baseURL = (): string => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Both languages at a phone's and a desktop's width: where a visible change is looked at. */
export const languagesAndWidths = [
  ['zh', 1280],
  ['en', 1280],
  ['zh', 375],
  ['en', 375],
] as const;

export interface NewPageOptions {
  width?: number;
  height?: number;
  /** pre-set the language choice (localStorage 'language' and the 'language' cookie) */
  lang?: 'zh' | 'en';
  javaScriptEnabled?: boolean;
  /** the browser's language (Accept-Language); an English one is sent from / to /en on a first visit (docs/decisions/0024-beyond-the-spec.md) */
  locale?: string;
}

/** A page in its own browser context (own cookies and storage); close it with page.context().close(). */
export async function newPage(browser: Browser, opts: NewPageOptions = {}): Promise<Page> {
  const { width = 1280, height = 800, lang, javaScriptEnabled = true, locale = 'zh-CN' } = opts;
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale,
    viewport: { width, height },
    javaScriptEnabled,
    acceptDownloads: true,
    // The server runs as in production, where express-session sets its Secure cookie only on HTTPS
    // requests; with TRUST_PROXY=loopback this header makes each request look like it came through
    // a TLS-terminating proxy, as in a real deployment.
    extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' },
  });
  if (lang) {
    await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    await context.addCookies([{ name: 'language', value: lang, url: baseURL() }]);
  }
  return context.newPage();
}

/** Signs the page's context in as the test admin (the session cookie lands in the context). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', { data: { ...adminCredentials, rememberMe: false } });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * An enquiry form token issued longer ago than a person needs to fill the form, signed with the key
 * the test server derives from its secret: a post carrying it is taken as a person's without the test
 * waiting out the minimum fill time (docs/decisions/0012-enquiry-inbox.md).
 */
export const pastFormToken = (): string => signFormToken(formTokenKey(sessionSecret), Date.now() - MIN_FILL_MS - 5_000);

/** The page's enquiry form is given a past token (pastFormToken) in place of one issued as it hydrates. */
export async function givePastFormToken(page: Page): Promise<void> {
  await page.route('**/api/public/enquiry-token', (route) => route.fulfill({ json: { token: pastFormToken() } }));
}

/** Starts collecting console errors and uncaught page errors; the array fills as they happen. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Watches the page from now on; call the returned function at the end of the test to assert that
 * no console error (other than those matching `ignore`) and no uncaught error happened.
 */
export function expectNoConsoleErrors(page: Page, ignore: RegExp[] = []): () => void {
  const errors = collectConsoleErrors(page);
  return () => expect(errors.filter((e) => !ignore.some((re) => re.test(e)))).toEqual([]);
}

export interface AxeViolation {
  id: string;
  impact: Result['impact'];
  help: string;
  targets: string[];
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and returns its serious and critical violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // evaluate (unlike an injected <script>) is not blocked by the page's Content-Security-Policy
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
