/** Helpers for the public-site browser tests (service pages, news, techdocs). */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Article } from '../../src/shared/schemas/articles';
import { baseURL, type AxeViolation } from './fixtures';

/** Reads public data straight from the API, so the tests follow whatever content the server holds. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The published articles of a category as the site shows them in a language. */
export const articlesOfCategory = (category: string, lang: 'zh' | 'en' = 'zh') => getJson<Article[]>(`/api/public/articles/bycategory/${category}?lang=${lang}`);

/** Raw server HTML of a path (no JavaScript runs), as a search engine sees it. */
export async function serverHtml(path: string): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

/** The first text of an article's HTML (between tags), as it appears verbatim in rendered HTML. */
export function contentSnippet(html: string, length = 16): string {
  const text = /(?:^|>)([^<>&]{8,})</.exec(html)?.[1];
  if (!text) throw new Error('no plain text in the article content');
  return text.slice(0, length);
}

/**
 * Waits until React has hydrated the element (it then carries React's props), so clicks are handled.
 * It is scrolled into view first: parts low on a page hydrate as they come near (lazy-when-near.ts).
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))), { timeout: 15_000 })
    .toBe(true);
}

/** A public path in a language: English pages live under /en. */
export const langPath = (path: string, lang: 'zh' | 'en') => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);

/** The text of the page's single h1 once it holds `expected`. */
export async function expectHeading(page: Page, expected: string): Promise<void> {
  await page.locator('h1', { hasText: expected }).first().waitFor({ timeout: 15_000 });
  expect((await page.locator('h1').first().textContent())?.trim()).toBe(expected);
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe violations inside the page's main content only (header and footer
 * belong to the layout and are checked by its own tests).
 */
export async function runAxeOnMain(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run({ include: [['main']] }, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
