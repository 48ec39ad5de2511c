// The back office's first view on a phone, for `npm run bench`: Debian's Chromium, a phone profile
// (375x800, touch, 2x), an empty cache, signed in beforehand; from the navigation to /dashboard until
// the dashboard's status tiles are drawn: requests (by type), bytes on the wire and the time.
import { chromium, type Request } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
/** drawn: the dashboard's four status tiles (src/client/features/admin/dashboard) */
const DRAWN = '[data-testid="dashboard-status"]';

export interface AdminFirstLoad {
  requests: number;
  bytes: number;
  ms: number;
  /** requests by resource type (script, stylesheet, font, fetch, …) */
  byType: Record<string, number>;
}

/**
 * `base` must be http://localhost:<port>: the session cookie is Secure, which Chromium keeps over
 * plain http for localhost only; the sign-in says it came through an HTTPS proxy (TRUST_PROXY).
 */
export async function adminFirstLoad(base: string, username: string, password: string): Promise<AdminFirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: base });
    const login = await context.request.post('/api/login', { data: { username, password }, headers: { 'x-forwarded-proto': 'https' } });
    if (!login.ok()) throw new Error(`admin sign-in for the first-load measure: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const started = performance.now();
    await page.goto('/dashboard');
    await page.locator(DRAWN).first().waitFor({ state: 'visible', timeout: 60_000 });
    const ms = performance.now() - started;
    // the requests made until the dashboard was drawn; their bytes once they have all arrived
    const first = requests.slice();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const byType: Record<string, number> = {};
    for (const r of first) byType[r.resourceType()] = (byType[r.resourceType()] ?? 0) + 1;
    const sizes = await Promise.all(first.map((r) => r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize).catch(() => 0)));
    return { requests: first.length, bytes: sizes.reduce((a, b) => a + b, 0), ms, byType };
  } finally {
    await browser.close();
  }
}

export function describeAdminFirstLoad(v: AdminFirstLoad): string {
  const types = Object.entries(v.byType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  return `/dashboard: ${v.requests} requests (${types}), ${(v.bytes / 1024).toFixed(1)} KB, dashboard drawn after ${v.ms.toFixed(0)} ms`;
}
