import { Writable } from 'node:stream';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../test/test-app';
import { createLogger, redactUrl, safeErrorSerializer } from './log-redaction';

let t: TestApp;
let logged: App;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  logged = await createApp({ config: t.config, database: t.database, logger: createLogger('info', sink) });
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

const enquirer = { name: '林晓雯', email: 'lin.xiaowen@example.com', phone: '+65 9123 4567', type: 'immigration', message: '想了解自雇移民的办理周期。', consent: true };

describe('logs carry no personal data', () => {
  it('when a write fails inside the database, then the 500 is logged without the name, email or phone written', async () => {
    await t.database.db.execute(sql`ALTER TABLE consultations RENAME TO consultations_away`);
    try {
      const res = await request(logged.app).post('/api/public/consultations').send(enquirer);
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE consultations_away RENAME TO consultations`);
    }

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('consultations'); // the failed query is still there, to find the fault
    for (const value of [enquirer.name, enquirer.email, enquirer.phone, '9123']) expect(log).not.toContain(value);
  });

  it('when an admin searches enquiries by phone, then the request line keeps the path but not the number', async () => {
    const admin = await signIn(request.agent(logged.app));
    lines.length = 0;

    await admin.get('/api/consultations?q=%2B6591234567&page=1');

    const log = lines.join('');
    expect(log).toContain('/api/consultations?q=%5Bredacted%5D&page=1');
    expect(log).not.toContain('6591234567');
    expect(log).not.toMatch(/sid=|connect\.sid|s%3A/);
    expect(log).not.toContain(TEST_ADMIN.password);
  });
});

describe('request lines stay short and carry no link secrets', () => {
  const requestLines = () => lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string } }).filter((l) => l.msg === 'request completed' || l.msg === 'request errored');

  it('when a 7,000-character URL is asked for, then its request line holds at most 512 characters of it', async () => {
    lines.length = 0;

    await request(logged.app).get(`/${'Qx'.repeat(3500)}.js`);

    const [line] = requestLines();
    expect(line!.req!.url.length).toBeLessThanOrEqual(512);
    expect(lines.join('').length).toBeLessThan(2000);
  });

  it('when a cached public read with a long query is answered on the fast path, then its line is cut too', async () => {
    const url = `/api/contact?lang=en&pad=${'p'.repeat(700)}`;
    await request(logged.handler).get(url);
    lines.length = 0;

    const res = await request(logged.handler).get(url);

    const [line] = requestLines();
    expect(res.status).toBe(200);
    expect(line!.req!.url.length).toBeLessThanOrEqual(512);
    expect(line!.req!.url.startsWith('/api/contact?lang=en&pad=ppp')).toBe(true);
  });

  it('when a shared preview link is opened (page or API, either language), then its token is not in the log', async () => {
    const token = 'Zq3vK8-_mN2pR5tW7yB1cD4fG6hJ9kL0sX2aE5uI8oP';
    lines.length = 0;

    for (const url of [`/preview/${token}`, `/en/preview/${token}?lang=en`, `/api/preview/${token}`]) await request(logged.handler).get(url);

    const urls = requestLines().map((l) => l.req!.url);
    expect(urls).toEqual(['/preview/[token]', '/en/preview/[token]?lang=en', '/api/preview/[token]']);
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toContain(token.slice(0, 12));
  });
});

describe('redaction helpers', () => {
  it('redactUrl leaves other parameters and plain paths alone', () => {
    expect(redactUrl('/api/public/articles?lang=en')).toBe('/api/public/articles?lang=en');
    expect(redactUrl('/news/3')).toBe('/news/3');
    expect(redactUrl('/api/consultations?status=Pending&q=lin')).toBe('/api/consultations?status=Pending&q=%5Bredacted%5D');
    expect(redactUrl('/preview/articles/3?lang=en')).toBe('/preview/articles/3?lang=en');
    expect(redactUrl('/services/immigration-guide-for-new-permanent-residents')).toBe('/services/immigration-guide-for-new-permanent-residents');
  });

  it('the error serialiser drops the values of a failed query and quoted row values, at every level', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(a@b.c) already exists.' });
    const err = new Error('Failed query: insert into "users" ("email") values ($1)\nparams: a@b.c', { cause });

    const out = JSON.stringify(safeErrorSerializer(err));

    expect(out).toContain('insert into');
    expect(out).toContain('23505');
    expect(out).not.toContain('a@b.c');
  });
});
