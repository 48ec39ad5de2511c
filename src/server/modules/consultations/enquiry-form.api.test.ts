import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the page's own texts, to find them in the HTML the server renders (a test, not server code)
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import enSite from '../../../client/i18n/locales/en/site';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import zhSite from '../../../client/i18n/locales/zh/site';
import { CONSENT_VERSION } from '../../../shared/privacy';
import type { ConsultationList } from '../../../shared/schemas/consultations';
import { createApp, type App } from '../../app';
import { createTestApp, setupApiSuite, type TestApp } from '../../test/test-app';

const api = setupApiSuite();

/**
 * A build whose server entry is the real one, from source: the form's page is rendered as in
 * production (the browser tests run the built one, tests/e2e/site-consultation-no-script.spec.ts).
 */
function sourceBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiry-form-dist-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'client/index.html'), '<!doctype html><html lang="zh-CN"><head><!--head--></head><body><div id="root"><!--app--></div><!--state--></body></html>');
  const entry = path.resolve(import.meta.dirname, '../../../client/entry-server.tsx');
  fs.writeFileSync(path.join(dir, 'server/entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

let build: ReturnType<typeof sourceBuild>;
let site: App;
beforeAll(async () => {
  build = sourceBuild();
  site = await createApp({ config: api.t.config, database: api.t.database, distDir: build.dir });
}, 120_000);
afterAll(async () => {
  await site?.close();
  build?.remove();
});

const unique = () => `form-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const form = (fields: Record<string, string> = {}) => ({
  website: '',
  name: '陈表单',
  email: unique(),
  phone: '+65 8123 4567',
  service: 'education',
  message: '没有脚本也能发送的咨询',
  consent: 'on',
  consentVersion: CONSENT_VERSION,
  sourcePage: '/?utm_source=flyer',
  ...fields,
});
const post = (app: App['app'], pathname: string, fields: Record<string, string>) => request(app).post(pathname).type('form').send(fields);

async function stored(email: string) {
  const res = await api.admin.get(`/api/consultations?page=1&pageSize=50&folder=inbox&q=${encodeURIComponent(email)}`);
  return (res.body as ConsultationList).consultations.filter((c) => c.email === email);
}

describe('POST /contact (the enquiry form without JavaScript)', () => {
  it('when a complete form is posted in Chinese, then 303 to the thank-you address, which carries no personal data, and the enquiry is stored', async () => {
    const fields = form();

    const res = await post(site.app, '/contact', fields);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?enquiry=sent');
    expect(res.headers['cache-control']).toBe('no-store');
    const thanks = await request(site.app).get(res.headers.location as string);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(zhSite.contact.thanks.title);
    const [row, ...more] = await stored(fields.email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ name: '陈表单', phone: '+65 8123 4567', type: 'education', message: fields.message, status: 'Pending', consentVersion: CONSENT_VERSION, sourcePage: '/?utm_source=flyer', lang: 'zh', utm: { source: 'flyer' } });
  });

  it('when a complete form is posted in English, then the thank-you is the English contact page', async () => {
    const fields = form({ name: 'Tan Form', sourcePage: '/en' });

    const res = await post(site.app, '/en/contact', fields);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/contact?enquiry=sent');
    expect((await request(site.app).get(res.headers.location as string)).text).toContain(enSite.contact.thanks.title);
    expect(await stored(fields.email)).toMatchObject([{ name: 'Tan Form', lang: 'en', sourcePage: '/en' }]);
  });

  it('when the email is malformed, then 400 with the page again: the message under the email, every value kept, nothing stored and nothing kept for others', async () => {
    const fields = form({ email: 'chen@example', name: '林保留' });

    const res = await post(site.app, '/en/contact', fields);

    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(new RegExp(`aria-describedby="([^"]+-email-error)"[^>]*>(?:.|\\n)*id="\\1"[^>]*>${enSite.contact.errors.emailInvalid}<`));
    expect(res.text).toContain('value="chen@example"');
    expect(res.text).toContain('value="林保留"');
    expect(res.text).toContain(fields.message);
    expect(res.text).not.toContain(enSite.contact.errors.name);
    expect(await stored('chen@example')).toEqual([]);
    expect((await request(site.app).get('/en/contact')).text).not.toContain('林保留');
  });

  it('when the consent is not ticked, then 400 with the consent message and nothing stored', async () => {
    const { consent: _consent, ...fields } = form();

    const res = await post(site.app, '/contact', fields);

    expect(res.status).toBe(400);
    expect(res.text).toContain(zhSite.contact.form.consent.error);
    expect(res.text).toContain(`value="${fields.name}"`);
    expect(await stored(fields.email)).toEqual([]);
  });

  it('when the post comes from another site, then it is refused and nothing is stored', async () => {
    const fields = form();

    const foreign = await post(site.app, '/contact', fields).set('Origin', 'https://evil.example');
    const fetched = await post(site.app, '/contact', fields).set('Sec-Fetch-Site', 'cross-site');
    const opaque = await post(site.app, '/contact', fields).set('Origin', 'null');
    const sandboxed = await post(site.app, '/contact', fields).set({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' });

    expect([foreign.status, fetched.status, opaque.status, sandboxed.status]).toEqual([403, 403, 403, 403]);
    expect(await stored(fields.email)).toEqual([]);
  });

  it('when the browser posts it from the site under its no-referrer policy (Origin "null", Sec-Fetch-Site same-origin), then it is stored', async () => {
    const fields = form();

    const res = await post(site.app, '/contact', fields).set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });

    expect(res.status).toBe(303);
    expect(await stored(fields.email)).toHaveLength(1);
  });

  it('when the body is oversized, then 413, not a 500', async () => {
    const res = await post(site.app, '/contact', form({ message: '长'.repeat(30_000) }));

    expect(res.status).toBe(413);
  });
});

describe('POST /contact under the enquiry limit', () => {
  let limited: TestApp;
  let limitedSite: App;
  beforeAll(async () => {
    limited = await createTestApp({ consultationRateLimit: 2 });
    limitedSite = await createApp({ config: limited.config, database: limited.database, distDir: build.dir });
  }, 120_000);
  afterAll(async () => {
    await limitedSite?.close();
    await limited?.close();
  });

  it('when the limit the JSON API shares is reached, then 429 with the page again, its note and the values kept', async () => {
    const first = await post(limitedSite.app, '/contact', form());
    const second = await post(limitedSite.app, '/contact', form());

    const refused = await post(limitedSite.app, '/en/contact', form({ name: 'Lim Limited' }));
    const api429 = await request(limitedSite.app).post('/api/public/consultations').send({ name: 'x', email: unique(), phone: '+65 8123 4567', message: 'x', consent: true });

    expect([first.status, second.status]).toEqual([303, 303]);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(enSite.contact.rateLimited.text);
    expect(refused.text).toContain('value="Lim Limited"');
    expect(api429.status).toBe(429);
    expect(api429.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/too many/) });
  });
});
