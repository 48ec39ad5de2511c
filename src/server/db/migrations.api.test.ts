import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { articlesRepository } from '../modules/articles/articles.repository';
import { translationsService } from '../modules/translations/translations.service';
import { testEngine } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { seedArticles } from './seed-data';
import { seedDatabase } from './seed';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** The migration under test; the database is made by the ones before it. */
const BILINGUAL = '0001_bilingual';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migration folder holding only the migrations before `tag`, as an older release had it. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  for (const { tag: name } of entries) fs.copyFileSync(path.join(migrationsFolder, `${name}.sql`), path.join(dir, `${name}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * An older release's database: migrated up to before `tag`, filled by `fill`, then opened as the
 * server opens it (every migration applied). Returns the opened database and a clean-up.
 */
async function upgradedDatabase(tag: string, fill: (query: Query) => Promise<void>): Promise<{ database: Database; drop(): Promise<void> }> {
  const folder = migrationsBefore(tag);
  try {
    if (testEngine() === 'pglite') {
      const client = await PGlite.create();
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
      await fill((text, params) => client.query(text, params));
      const dump = await client.dumpDataDir('none');
      await client.close();
      const database = await openDatabase({ loadDataDir: dump });
      return { database, drop: () => database.close() };
    }
    const server = process.env.TEST_DATABASE_URL!;
    const name = `test_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(server, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      await fill((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      database,
      async drop() {
        await database.close();
        await onServer(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      },
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const tables = ['users', 'articles', 'categories', 'contact_info', 'consultations'] as const;
/** Rows as the database writes them in JSON, so that both drivers (and drizzle's own parsers) read them alike. */
const selectAll = (table: string) => `SELECT to_jsonb(t)::text AS row FROM "${table}" t ORDER BY id`;
const parsed = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.parse(r.row as string) as Record<string, unknown>);
const rowsOf = async (database: Database, table: string) =>
  parsed(((await database.db.execute(sql.raw(selectAll(table)))) as unknown as { rows: Record<string, unknown>[] }).rows);
/** The row restricted to the columns the older schema had. */
const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** A seeded article with a table: jsonb gives its keys back in another order, which the source hash must ignore. */
const seededArticle = seedArticles.find((a) => a.articleId === 'entrepreneur')!;

/** A site as the release before bilingual content left it: one row or more in every content table. */
async function fillOldSite(query: Query): Promise<void> {
  const a = seededArticle;
  const [author] = (await query(`INSERT INTO users (username, email, password, role) VALUES ('editor', 'e@example.sg', 'hash', 'admin') RETURNING id`)).rows;
  await query(
    `INSERT INTO articles (article_id, title, content, summary, meta_description, tags, weight, published, status, category, type, table_data, published_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 50, true, 'Published', 'singapore-immigration', 'service', $7, $8, $8, $8)`,
    [a.articleId, a.title, a.content, a.summary, a.metaDescription, a.tags, JSON.stringify(a.tableData), a.publishedAt],
  );
  await query(
    `INSERT INTO articles (article_id, title, content, summary, image_url, tags, weight, author_id, status, category, type, table_data)
     VALUES ('office-news', '办公室搬迁', '<p>新地址</p>', NULL, '/images/office.png', '{搬迁,公告}', 3, $1, 'Draft', 'news', 'news', $2)`,
    [author!.id, JSON.stringify({ caption: '时间', headers: ['日期'], rows: [['3月1日']] })],
  );
  await query(`INSERT INTO categories (type, title, translation_key, base_path) VALUES ('immigration', '新加坡移民', 'nav.immigration', '/immigration'), ('family', '家族', NULL, '/family')`);
  await query(
    `INSERT INTO contact_info (address, phone, email, wechat, business_hours, weekend_hours, contact_person, wechat_qrcode)
     VALUES ('莱佛士坊1号', '+65 6000 0000', 'hi@example.sg', 'gg-sg', '周一至周五', '周六', '王先生', '/uploads/qrcodes/${'a'.repeat(64)}.png')`,
  );
  await query(`INSERT INTO consultations (name, email, phone, type, message, status, note) VALUES ('李', 'li@example.com', '123', 'education', '留学', 'Processing', '回电')`);
}

describe(`migration ${BILINGUAL}`, () => {
  const opened: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const db of opened) await db.drop();
  });

  it('when a database of the previous schema is migrated, then every row and field is kept and the new columns are empty', async () => {
    const before: Record<string, Record<string, unknown>[]> = {};

    const upgraded = await upgradedDatabase(BILINGUAL, async (query) => {
      await fillOldSite(query);
      for (const table of tables) before[table] = parsed((await query(selectAll(table))).rows);
    });
    opened.push(upgraded);

    for (const table of tables) {
      const after = await rowsOf(upgraded.database, table);
      const keys = Object.keys(before[table]![0]!);
      expect(after.map((row) => pick(row, keys)), table).toEqual(before[table]);
    }
    expect((await rowsOf(upgraded.database, 'categories')).map((c) => c.title_en)).toEqual([null, null]);
    expect(pick((await rowsOf(upgraded.database, 'contact_info'))[0]!, ['address_en', 'business_hours_en', 'weekend_hours_en'])).toEqual({
      address_en: null,
      business_hours_en: null,
      weekend_hours_en: null,
    });
    const translations = await upgraded.database.db.execute(sql`SELECT count(*)::int AS n FROM article_translations`);
    expect((translations as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 120_000); // builds a database at the previous schema, then migrates it: slow on a busy machine

  it('when the upgraded database is used, then translations can be written, are seeded for seeded articles and go with their article', async () => {
    const upgraded = await upgradedDatabase(BILINGUAL, fillOldSite);
    opened.push(upgraded);
    const { db } = upgraded.database;
    const translations = translationsService();
    const articles = articlesRepository(db);
    const seeded = (await articles.findByArticleId(seededArticle.articleId, false))!;
    const news = (await articles.findByArticleId('office-news', false))!;

    await seedDatabase(db);
    await translations.save(db, news, { title: 'Office move', content: '<p>New address</p>', status: 'Published' }, new Date());
    const [seededAdmin, newsAdmin] = await translations.withTranslations(db, [seeded, news]);
    await articles.remove(news.id);
    const [afterRemoval] = await translations.withTranslations(db, [news]);

    expect(seededAdmin).toMatchObject({ title: seededArticle.title, englishState: 'published', englishNeedsUpdate: false });
    expect(newsAdmin).toMatchObject({ englishState: 'published', translations: { en: { title: 'Office move', content: '<p>New address</p>' } } });
    expect(afterRemoval).toMatchObject({ englishState: 'missing' });
    expect((await rowsOf(upgraded.database, 'categories')).map((c) => c.title_en)).toEqual([null, null]);
  });
});

describe('migration 0012_enquiry_suspect', () => {
  it('when a database with spam of the previous release is migrated, then each spam entry keeps its reason as its signal and nothing is suspect or in a digest', async () => {
    const upgraded = await upgradedDatabase('0012_enquiry_suspect', async (query) => {
      await query(`INSERT INTO consultations (name, email, phone, message, spam, spam_reason) VALUES ('bot', 'b@example.com', '1', 'm', true, 'too-fast'), ('李', 'li@example.com', '2', 'm', false, NULL)`);
    });

    try {
      const rows = await rowsOf(upgraded.database, 'consultations');

      expect(rows.map((r) => pick(r, ['name', 'spam', 'spam_reason', 'suspect', 'spam_signals', 'spam_digest_day']))).toEqual([
        { name: 'bot', spam: true, spam_reason: 'too-fast', suspect: false, spam_signals: ['too-fast'], spam_digest_day: null },
        { name: '李', spam: false, spam_reason: null, suspect: false, spam_signals: [], spam_digest_day: null },
      ]);
    } finally {
      await upgraded.drop();
    }
  }, 120_000);
});
