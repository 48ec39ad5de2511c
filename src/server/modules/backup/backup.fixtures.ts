import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { Consultation } from '../../../shared/schemas/consultations';
import type { UploadResponse } from '../../../shared/schemas/contact';
import type { HomeContent } from '../../../shared/schemas/home-content';
import type { Db } from '../../db/client';
import { pngImage } from '../../test/sample-images';
import { createApp, type App } from '../../app';
import { TEST_ADMIN, testConfig, type Agent, type ApiSuite } from '../../test/test-app';
import { openTestDatabase, testEngine, type TestDatabase } from '../../test/test-database';

/** What fillEveryKind made, to find again after a restore. */
export interface Filled {
  article: AdminArticle;
  qrcodeUrl: string;
  qrcodeBytes: Buffer;
  enquiryNames: string[];
}

const ok = <T>(res: { status: number; body: T }, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

/**
 * Every kind of site data beside the seed: an article with its English version, an uploaded QR
 * code (image bytes), enquiries in several statuses (their counts too), and a second user.
 */
export async function fillEveryKind(api: ApiSuite, tag: string): Promise<Filled> {
  const article = ok<AdminArticle>(
    await api.admin.post('/api/articles').send({
      title: `备份 ${tag}`,
      content: '<p>中文正文</p>',
      summary: '摘要',
      tags: ['备份', 'b'],
      category: 'business-services',
      status: 'Published',
      tableData: { headers: ['项目', '费用'], rows: [['注册', '100']] },
      translations: { en: { title: `Backup ${tag}`, content: '<p>English</p>', status: 'Published', tags: ['backup'] } },
    }),
    201,
  );
  const qrcodeBytes = pngImage(4, 4, [tag.length % 256, 99, 7]);
  const { filePath: qrcodeUrl } = ok<UploadResponse>(await api.admin.post('/api/upload/qrcode').field('platform', 'wechat').attach('qrcode', qrcodeBytes, 'qr.png'));
  const enquiryNames = ['Pending', 'Processing', 'Completed'].map((status) => `${tag} ${status}`);
  for (const [i, name] of enquiryNames.entries()) {
    const { id } = ok<Consultation>(
      await api.anon().post('/api/public/consultations').send({ name, email: `e${i}@example.com`, phone: `+65 9000 000${i}`, type: 'education', message: 'hi', consent: true }),
      201,
    );
    if (i > 0) ok(await api.admin.patch(`/api/consultations/${id}`).send({ status: name.split(' ')[1], note: 'called back' }));
  }
  const home = ok<HomeContent>(await api.admin.get('/api/home-content'));
  ok(await api.admin.put('/api/home-content').send({ zh: { ...home.zh, heroTitle: `备份 ${tag}` }, en: home.en, trust: { ...home.trust, uen: '201012345K' } }));
  return { article, qrcodeUrl, qrcodeBytes, enquiryNames };
}

/**
 * Every table's rows, read independently of the backup's code (to_jsonb of the whole row, the
 * generated columns too), sorted; sessions left out. Count rows that netted to zero mean nothing
 * and are not kept by a restore, so they are left out too.
 */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = (await tx.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessions', 'rate_limits', 'scheduled_jobs', 'analytics_salts', 'analytics_events', 'analytics_daily', 'analytics_rollups') ORDER BY 1`, // scheduled_jobs and analytics_*: written by the app's scheduler and flushes as it runs
    )) as unknown as { rows: { name: string }[] };
    const out: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const result = (await tx.execute(sql`SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(name)} t`)) as unknown as { rows: { row: string }[] };
      out[name] = result.rows
        .map((r) => r.row)
        .filter((row) => !['consultation_counts', 'article_counts', 'consultation_week_counts'].includes(name) || JSON.parse(row).n !== 0)
        .sort();
    }
    return out;
  });
}

/**
 * A fresh, migrated database on the other engine than the suite's: PostgreSQL for a PGlite suite
 * when TEST_DATABASE_URL is set, PGlite for a PostgreSQL suite, else PGlite again.
 */
export function openOtherEngine(): Promise<TestDatabase> {
  const other = testEngine() === 'pglite' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const saved = process.env.TEST_DB_ENGINE;
  process.env.TEST_DB_ENGINE = other;
  try {
    return openTestDatabase(); // reads the engine before its first await
  } finally {
    if (saved === undefined) delete process.env.TEST_DB_ENGINE;
    else process.env.TEST_DB_ENGINE = saved;
  }
}

/** POST /api/backup as the agent: the file's text. */
export async function takeBackup(agent: Agent, passphrase?: string): Promise<string> {
  const res = await agent
    .post('/api/backup')
    .send(passphrase ? { passphrase } : {})
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });
  expect(res.status, String(res.body)).toBe(200);
  return res.body as string;
}

export interface RestoreRequestOptions {
  replace?: boolean;
  passphrase?: string;
  /** the admin's current password: the bootstrap admin's unless given; null sends none */
  password?: string | null;
  code?: string;
  confirmAdmins?: string[];
}

/** POST /api/restore with the file as the JSON body, the rest in headers. */
export function restoreJson(agent: Agent, text: string, opts: RestoreRequestOptions = {}) {
  const req = agent.post(`/api/restore${opts.replace ? '?replace=true' : ''}`).set('Content-Type', 'application/json');
  if (opts.passphrase !== undefined) void req.set('X-Backup-Passphrase', opts.passphrase);
  const password = opts.password === undefined ? TEST_ADMIN.password : opts.password;
  if (password !== null) void req.set('X-Current-Password', password);
  if (opts.code !== undefined) void req.set('X-Two-Factor-Code', opts.code);
  if (opts.confirmAdmins !== undefined) void req.set('X-Confirm-Admins', JSON.stringify(opts.confirmAdmins));
  return req.send(text);
}

const isRestoreEntry = (row: string) => {
  const entry = JSON.parse(row) as { action: string; entity_type: string };
  return entry.action === 'restore' && entry.entity_type === 'export';
};

/**
 * allRows without the restores' own audit entries: each restore adds one after the log it
 * restored (docs/decisions/0017-audit-log.md), so the rest compares with the backed-up rows.
 */
export function withoutRestoreEntries(rows: Record<string, string[]>): Record<string, string[]> {
  return { ...rows, audit_log: (rows.audit_log ?? []).filter((row) => !isRestoreEntry(row)) };
}

/** The restore entries of allRows' audit log, parsed. */
export function restoreEntries(rows: Record<string, string[]>): { actor_name: string | null; entity_label: string | null; changes: { field: string; to: unknown }[] }[] {
  return (rows.audit_log ?? []).filter(isRestoreEntry).map((row) => JSON.parse(row) as ReturnType<typeof restoreEntries>[number]);
}

/**
 * An app on a fresh database of the other engine for the enclosing describe, to restore into; its
 * data folder and database go afterwards. Read `app` and `database` inside the tests.
 */
export function appOnOtherEngine(): { readonly app: App; readonly database: TestDatabase } {
  const config = testConfig();
  let target: TestDatabase | undefined;
  let targetApp: App | undefined;
  beforeAll(async () => {
    target = await openOtherEngine();
    targetApp = await createApp({ config, database: target.database });
  });
  afterAll(async () => {
    await targetApp?.close();
    await target?.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return targetApp!;
    },
    get database() {
      return target!;
    },
  };
}
