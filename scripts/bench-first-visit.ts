// What a first visit transfers, for `npm run bench`: Debian's Chromium on a phone-sized window with
// an empty cache, every finished request's encoded body and headers summed (bytes on the wire).
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** the site preloads menu data once idle: those requests count too */
const AFTER_IDLE_MS = 5000;

export interface FirstVisit {
  path: string;
  bytes: number;
  requests: number;
  /** bytes by resource type (document, script, stylesheet, fetch, image, font, …) */
  byType: Record<string, number>;
  /** the Content-Encoding the document came with */
  documentEncoding: string;
}

async function visit(browser: Browser, base: string, urlPath: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    const sizes: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((s) => [request.resourceType(), s.responseBodySize + s.responseHeadersSize]));
    });
    const response = await page.goto(base + urlPath, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`first visit of ${urlPath}: ${response?.status() ?? 'no answer'}`);
    await page.waitForTimeout(AFTER_IDLE_MS);
    const byType: Record<string, number> = {};
    for (const [type, bytes] of await Promise.all(sizes)) byType[type] = (byType[type] ?? 0) + bytes;
    return {
      path: urlPath,
      bytes: Object.values(byType).reduce((a, b) => a + b, 0),
      requests: sizes.length,
      byType,
      documentEncoding: (await response.headerValue('content-encoding')) ?? 'identity',
    };
  } finally {
    await context.close();
  }
}

/** Each path in a fresh context (empty cache, no cookies). */
export async function firstVisits(base: string, paths: string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const visits: FirstVisit[] = [];
    for (const p of paths) visits.push(await visit(browser, base, p));
    return visits;
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeVisit(v: FirstVisit): string {
  const parts = Object.entries(v.byType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`);
  return `${v.path}: ${kb(v.bytes)} in ${v.requests} requests (document ${v.documentEncoding}; ${parts.join(', ')})`;
}
