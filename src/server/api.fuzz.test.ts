/**
 * Property-based fuzzing of every API endpoint (docs/decisions/0009-faults.md): hostile JSON bodies, query strings and
 * route parameters, sent as an anonymous visitor, a role-user and an admin, on the real app and
 * database. Asserted: no answer is a 5xx; anonymous visitors and role-users change nothing they may
 * not change; the server is healthy afterwards. Every string may be up to 1 MB (a small share of the
 * runs: values that once reached the limit store unbounded and answered 500). Fixed seed in CI;
 * 3,400 runs per role (10,200 requests); FUZZ_RUNS=... (per role) or FUZZ_SEED=... locally for more.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAs, createTestApp, type Agent, type TestApp } from './test/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Endpoint {
  method: Method;
  path: string;
  /** not for signed-in callers (it would end the fuzzing session) */
  anonOnly?: boolean;
}

/** Every endpoint under /api and the uploads route, with its parameters as :name. */
const endpoints: Endpoint[] = [
  { method: 'get', path: '/api/health' },
  { method: 'get', path: '/api/user' },
  { method: 'post', path: '/api/login' },
  { method: 'post', path: '/api/register' },
  { method: 'post', path: '/api/logout', anonOnly: true },
  { method: 'post', path: '/api/login/2fa' },
  { method: 'post', path: '/api/account/password' },
  { method: 'get', path: '/api/account/two-factor' },
  { method: 'post', path: '/api/account/two-factor/setup' },
  { method: 'post', path: '/api/account/two-factor/enable' },
  { method: 'post', path: '/api/account/two-factor/disable' },
  { method: 'post', path: '/api/account/two-factor/recovery-codes' },
  { method: 'get', path: '/api/account/sessions' },
  { method: 'delete', path: '/api/account/sessions/:id' },
  { method: 'post', path: '/api/account/sessions/sign-out-others' },
  { method: 'get', path: '/api/users' },
  { method: 'post', path: '/api/users' },
  { method: 'patch', path: '/api/users/:id' },
  { method: 'post', path: '/api/users/:id/disable' },
  { method: 'post', path: '/api/users/:id/enable' },
  { method: 'post', path: '/api/users/:id/reset-password' },
  { method: 'post', path: '/api/users/:id/reset-two-factor' },
  { method: 'delete', path: '/api/users/:id' },
  { method: 'post', path: '/api/public/consultations' },
  { method: 'get', path: '/api/consultations' },
  { method: 'get', path: '/api/consultations/:id' },
  { method: 'patch', path: '/api/consultations/:id' },
  { method: 'put', path: '/api/consultations/:id' },
  { method: 'delete', path: '/api/consultations/:id' },
  { method: 'get', path: '/api/public/enquiry-token' },
  { method: 'get', path: '/api/consultations/export.csv' },
  { method: 'get', path: '/api/consultations/assignees' },
  { method: 'get', path: '/api/consultations/:id/timeline' },
  { method: 'get', path: '/api/consultations/:id/assessment' },
  // self-assessments (docs/decisions/0030-self-assessments.md)
  { method: 'get', path: '/api/public/assessments' },
  { method: 'get', path: '/api/public/assessments/:slug' },
  { method: 'get', path: '/api/assessments' },
  { method: 'post', path: '/api/assessments' },
  { method: 'get', path: '/api/assessments/:id' },
  { method: 'put', path: '/api/assessments/:id' },
  { method: 'post', path: '/api/assessments/:id/publish' },
  { method: 'post', path: '/api/assessments/:id/unpublish' },
  { method: 'delete', path: '/api/assessments/:id' },
  { method: 'get', path: '/api/assessments/:id/versions' },
  { method: 'get', path: '/api/assessments/:id/versions/:versionId' },
  { method: 'post', path: '/api/assessments/:id/versions/:versionId/restore' },
  { method: 'post', path: '/api/consultations/:id/notes' },
  { method: 'post', path: '/api/consultations/:id/spam' },
  { method: 'post', path: '/api/consultations/:id/anonymize' },
  { method: 'get', path: '/api/dashboard' },
  { method: 'get', path: '/api/settings/notifications' },
  { method: 'put', path: '/api/settings/notifications' },
  { method: 'get', path: '/api/public/article-index' },
  { method: 'get', path: '/api/public/articles' },
  { method: 'get', path: '/api/public/articles/:id' },
  { method: 'get', path: '/api/public/articles/bycategory/:category' },
  { method: 'get', path: '/api/public/articles/bytype/:type' },
  { method: 'get', path: '/api/articles' },
  { method: 'post', path: '/api/articles' },
  { method: 'get', path: '/api/articles/:id' },
  { method: 'patch', path: '/api/articles/:id' },
  { method: 'put', path: '/api/articles/:id' },
  { method: 'delete', path: '/api/articles/:id' },
  { method: 'get', path: '/api/articles/bycategory/:category' },
  { method: 'get', path: '/api/articles/bytype/:type' },
  { method: 'get', path: '/api/articles/byarticleid/:articleId' },
  { method: 'get', path: '/api/categories' },
  { method: 'post', path: '/api/categories' },
  { method: 'get', path: '/api/categories/:id' },
  { method: 'get', path: '/api/categories/bytype/:type' },
  { method: 'patch', path: '/api/categories/:id' },
  { method: 'put', path: '/api/categories/:id' },
  { method: 'delete', path: '/api/categories/:id' },
  { method: 'get', path: '/api/contact' },
  { method: 'put', path: '/api/contact/:id' },
  { method: 'patch', path: '/api/contact/:id' },
  { method: 'post', path: '/api/upload/qrcode' },
  { method: 'get', path: '/api/export/data' },
  { method: 'get', path: '/api/export/download/:filename' },
  { method: 'post', path: '/api/backup' },
  { method: 'post', path: '/api/restore' },
  { method: 'get', path: '/uploads/qrcodes/:file' },
  { method: 'get', path: '/api/no-such-endpoint' },
];

/** Strings that broke servers before: NUL, lone surrogates, huge, injection, prototype keys, odd numbers. */
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '😀',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'toString',
  '',
  ' ',
  'NaN',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '99999999999999999999',
  'x'.repeat(20_000),
  'Published',
  'news',
  'admin',
);
const hostileString = fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
/** Up to 1 MB: plain, multi-byte (3 bytes each in UTF-8, 1 MB in all), with spaces and with a valid-looking start. */
const MB = 1024 * 1024;
const huge = fc.constantFrom(
  'x'.repeat(MB),
  '中'.repeat(MB / 3),
  'a b '.repeat(MB / 4),
  `admin${' '.repeat(MB - 5)}`,
  `lin@example.com${'m'.repeat(MB - 15)}`,
  '9'.repeat(64 * 1024),
  'ａ'.repeat(100_000), // full-width letters, longer once normalised (NFKC)
);
/** Body values: now and then (about one request in twelve) a string of up to 1 MB. */
const bodyString = fc.oneof({ arbitrary: hostileString, weight: 40 }, { arbitrary: huge, weight: 1 });
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE));
const leaf = fc.oneof(bodyString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(hostileString, tie('value'), { maxKeys: 4 })),
})).value;

/** The fields our endpoints read, so generated bodies reach the validation and the database. */
const fieldNames = [
  'title', 'content', 'summary', 'category', 'type', 'status', 'weight', 'tags', 'articleId', 'imageUrl', 'metaDescription', 'tableData',
  'translations', 'name', 'email', 'phone', 'message', 'note', 'username', 'password', 'rememberMe', 'basePath', 'titleEn', 'address',
  'wechat', 'wechatQrcode', 'platform', 'lang', 'published', 'id', 'code', 'currentPassword', 'newPassword', 'role', 'consent',
  'consentVersion', 'formToken', 'website', 'sourcePage', 'utm', 'q',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  hostileValue,
);
const queryKeys = ['page', 'pageSize', 'q', 'status', 'type', 'category', 'lang', 'sort', 'english', 'tab', 'id', '__proto__'];
const query = fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileString), { maxLength: 5 });
/** Percent-encoding that also sends a lone surrogate, as the invalid UTF-8 bytes a hostile client would. */
const encode = (text: string) =>
  Array.from(text, (ch) => (/^[\uD800-\uDFFF]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

const param = fc.oneof(
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  hostileString.map((s) => encode(s)),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AE', '..%2F..%2F', 'a%00b', '1.5', '1e3', 'news', 'singapore-immigration', 'self-employed'),
);

interface Probe {
  endpoint: Endpoint;
  params: string[];
  query: [string, string][];
  body: unknown;
  rawBody: string | null;
}
const probe = (roleEndpoints: Endpoint[]) =>
  fc.record<Probe>({
    endpoint: fc.constantFrom(...roleEndpoints),
    params: fc.array(param, { minLength: 3, maxLength: 3 }),
    query,
    body,
    // sometimes a body that is not JSON at all
    rawBody: fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', 'a=1&b=2', '\u0000'), { freq: 8 }),
  });

function url(p: Probe): string {
  let i = 0;
  // an empty segment would address another route (/uploads/qrcodes/ is a page, 503 before a build), not this one
  const path = p.endpoint.path.replace(/:\w+/g, () => p.params[i++] || '1');
  const qs = p.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

let t: TestApp;
let admin: Agent;
let user: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await agentAs(t, 'admin');
  user = await agentAs(t, 'user');
});
afterAll(() => t?.close());

type Caller = Agent | ReturnType<typeof request>;

async function send(caller: Caller, p: Probe): Promise<request.Response> {
  const target = url(p);
  let req = (caller as ReturnType<typeof request>)[p.endpoint.method](target);
  if (p.endpoint.method !== 'get' && p.endpoint.method !== 'delete') {
    req = req.set('Content-Type', 'application/json').send(p.rawBody ?? JSON.stringify(p.body) ?? 'null');
  }
  return req;
}

/** What anonymous visitors and role-users must never change: content, settings, accounts' rights. */
async function protectedState(): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`
    SELECT json_build_object(
      'articles', (SELECT coalesce(json_agg(a ORDER BY a.id), '[]') FROM articles a),
      'translations', (SELECT coalesce(json_agg(tr ORDER BY tr.article_id), '[]') FROM article_translations tr),
      'categories', (SELECT coalesce(json_agg(c ORDER BY c.id), '[]') FROM categories c),
      'contact', (SELECT coalesce(json_agg(ci ORDER BY ci.id), '[]') FROM contact_info ci),
      'uploads', (SELECT count(*) FROM uploads),
      'admins', (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username, 'hash', u.password) ORDER BY u.id), '[]') FROM users u WHERE u.role = 'admin'),
      'enquiries', (SELECT coalesce(json_agg(json_build_object('id', e.id, 'status', e.status, 'note', e.note) ORDER BY e.id), '[]') FROM consultations e)
    ) AS state`)) as unknown as { rows: { state: unknown }[] };
  return JSON.stringify(rows[0]!.state);
}

async function fuzz(caller: () => Caller, roleEndpoints: Endpoint[]): Promise<string[]> {
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(probe(roleEndpoints), async (p) => {
      const res = await send(caller(), p);
      if (res.status >= 500) failures.push(`${p.endpoint.method.toUpperCase()} ${url(p).slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return res.status < 500;
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  return failures;
}

const healthy = async () => expect((await request(t.app).get('/api/health')).status).toBe(200);

describe('fuzzing every endpoint', () => {
  it(`when an anonymous visitor sends ${RUNS} hostile requests, then no 5xx, and nothing but new enquiries and accounts changes`, async () => {
    const before = await protectedState();

    const failures = await fuzz(() => request(t.app), endpoints);

    expect(failures).toEqual([]);
    const after = JSON.parse(await protectedState()) as { enquiries: { status: string; note: string | null }[] };
    const previous = JSON.parse(before) as typeof after;
    // new enquiries may arrive (the public form); the ones there before are untouched
    expect(after.enquiries.slice(0, previous.enquiries.length)).toEqual(previous.enquiries);
    expect({ ...after, enquiries: [] }).toEqual({ ...previous, enquiries: [] });
    await healthy();
  });

  it(`when a role-user sends ${RUNS} hostile requests, then no 5xx, and nothing but new enquiries changes`, async () => {
    const before = JSON.parse(await protectedState()) as { enquiries: unknown[] };

    const failures = await fuzz(() => user, endpoints.filter((e) => !e.anonOnly));

    expect(failures).toEqual([]);
    const after = JSON.parse(await protectedState()) as { enquiries: unknown[] };
    expect(after.enquiries.slice(0, before.enquiries.length)).toEqual(before.enquiries);
    expect({ ...after, enquiries: [] }).toEqual({ ...before, enquiries: [] });
    await healthy();
  });

  it(`when an admin sends ${RUNS} hostile requests, then no 5xx and the server stays healthy`, async () => {
    const failures = await fuzz(() => admin, endpoints.filter((e) => !e.anonOnly));

    expect(failures).toEqual([]);
    await healthy();
    expect((await request(t.app).get('/api/public/articles')).status).toBe(200);
  });
});
