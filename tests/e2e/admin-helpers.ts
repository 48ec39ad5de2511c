/** Helpers for the back-office browser tests. */
import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminCredentials, baseURL } from './fixtures';

/** The protected back-office routes (docs/product-spec.md, section 2). */
export const protectedRoutes = ['/articles', '/categories', '/consultations', '/settings', '/download', '/news-management'] as const;

/** Polls until the locator is visible (playwright-core has no expect of its own). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** A toast whose text contains `text` appears. */
export function toast(page: Page, text: string | RegExp): Promise<Locator> {
  return visible(page.locator('[data-sonner-toast]', { hasText: text }));
}

/** Signs in through the sign-in screen like a member of staff would. */
export async function signInThroughForm(page: Page, username: string = adminCredentials.username, password: string = adminCredentials.password): Promise<void> {
  if (!/\/(auth|login)$/.test(new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname)) await page.goto('/auth');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL('**/articles', { timeout: 15_000 });
}

/** Calls the API with the page's cookies (the admin session when signed in). */
export async function apiJson<T>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { Origin: baseURL() } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until the element's animations (a dialog's opening zoom, a sheet's slide-in) have ended, or were cancelled. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Waits for a condition that involves the server (polls a function until it returns true). */
export async function eventually(check: () => Promise<boolean> | boolean, timeout = 15_000): Promise<void> {
  await expect.poll(check, { timeout, interval: 250 }).toBe(true);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG: a 64x64 black-and-white checkerboard that looks like a QR code's modules. */
export function makePng(size = 64, cell = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(size + 1); // filter byte 0, then pixels
    for (let x = 0; x < size; x += 1) row[x + 1] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 0 : 255;
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
