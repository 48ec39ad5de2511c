import { describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAsAdmin, runAxe, expectNoConsoleErrors } from './fixtures';
describe('harness', () => {
  it('signs in and keeps the cookie', async () => {
    const b = await launchBrowser();
    const page = await newPage(b, { lang: 'en', width: 375 });
    const check = expectNoConsoleErrors(page);
    await signInAsAdmin(page);
    await page.goto('/');
    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user.username).toBe('admin');
    expect(await page.evaluate(() => [localStorage.getItem('language'), document.cookie])).toEqual(['en', expect.stringContaining('language=en')]);
    console.log(await runAxe(page));
    check();
    await b.close();
  });
});
