// `npm run bench -- --scale`: 1,000 more published articles (800 news, 40 per service category, a
// quarter with an English version) and 100,000 enquiries over two years, by set-based statements
// (INSERT ... SELECT generate_series), on a database already migrated and seeded.
// `--scale=10` then adds to the same database up to ten times that: 10,315 articles beside the
// seed's 35 (10,350) and 1,000,000 enquiries, the 900,000 more over ten years.
import { sourceHash } from '../src/server/modules/translations/translations.versions';
import type { Database } from '../src/server/db/client';
import { consultationServices, sections } from '../src/shared/catalog';
import { query, type BenchDatabase } from './bench-database';
import * as t from './bench-seed-text';

export const SCALE_ARTICLES = 1000;
export const SCALE_ENQUIRIES = 100_000;
/** the seed's own articles (src/server/seed) */
export const SEED_ARTICLES = 35;
const ARTICLE_BATCH = 1000;

/** What one step of the seeding adds: the numbers of the rows it makes (1-based, continuing the last step's). */
export interface ScaleStep {
  articles: { from: number; to: number };
  enquiries: { from: number; to: number };
  /** the enquiries' creation dates spread over this many days back from now */
  days: number;
}

/** ×1 (the first step), or the step from ×1 to ×`factor` (10,350 articles in all at ×10) on top of it. */
export function scaleStep(factor: number): ScaleStep {
  if (factor === 1) return { articles: { from: 1, to: SCALE_ARTICLES }, enquiries: { from: 1, to: SCALE_ENQUIRIES }, days: 730 };
  return {
    articles: { from: SCALE_ARTICLES + 1, to: factor * (SCALE_ARTICLES + SEED_ARTICLES) - SEED_ARTICLES },
    enquiries: { from: SCALE_ENQUIRIES + 1, to: factor * SCALE_ENQUIRIES },
    days: 3650,
  };
}

export interface ScaleSeed {
  articles: number;
  enquiries: number;
  seconds: number;
  /** the counts table of migration 0002 (when there is one) matches the rows */
  counts: string;
  /** an 8-digit local number of a seeded enquiry, for the search by phone */
  phoneDigits: string;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (list: readonly string[]) => `ARRAY[${list.map(literal).join(', ')}]::text[]`;
/** a 1-based pick from a pool by a scrambled integer, in SQL */
const pick = (pool: string, n: number, scrambled: string) => `(${pool})[1 + (${scrambled}) % ${n}]`;
/** i spread over 0 .. 1,000,002 by a multiplier: a different one per field keeps the fields apart */
const mix = (i: string, a: number) => `((${i})::bigint * ${a} % 1000003)`;

function articlesInsert(authorQuery: string, { from, to }: ScaleStep['articles']): string {
  // a pool paragraph, then one of bigrams at scrambled places of the pool's text: its characters'
  // frequencies without its repeats, so that compressed sizes stay realistic
  const pool = literal(t.paragraphs.join(''));
  const poolLength = t.paragraphs.join('').length - 1;
  const drawn = (k: string) => `(SELECT string_agg(substr(${pool}::text, (1 + ${mix(`i * 1000 + ${k} * 100 + j`, 611953)} % ${poolLength})::int, 2), '' ORDER BY j) FROM generate_series(1, 66) AS j)`;
  const section = (k: string) =>
    `'<h2>' || ${pick(arr(t.headings), t.headings.length, `i + ${k}`)} || '</h2><p>' || ${pick(arr(t.paragraphs), t.paragraphs.length, `i * 3 + ${k}`)} || '</p><p>' || ${drawn(k)} || '。</p>'`;
  const newsTitle = `${pick(arr(t.newsTitlePrefixes), t.newsTitlePrefixes.length, 'i')} || ${pick(arr(t.newsTitleSubjects), t.newsTitleSubjects.length, 'i * 7')} || ${pick(arr(t.newsTitleSuffixes), t.newsTitleSuffixes.length, 'i * 5')}`;
  const serviceTitle = `${pick(arr(t.serviceSubjects), t.serviceSubjects.length, 'i / 5')} || ${pick(arr(t.serviceSuffixes), t.serviceSuffixes.length, 'i / 7')}`;
  const summary = pick(arr(t.summaries), t.summaries.length, 'i');
  return `
    INSERT INTO articles (title, content, summary, meta_description, tags, weight, published, author_id, status, category, type, created_at, updated_at, published_at)
    SELECT CASE WHEN i % 5 = 0 THEN ${serviceTitle} ELSE ${newsTitle} END,
      (SELECT string_agg(${section('k')}, '' ORDER BY k) FROM generate_series(0, 7) AS k),
      ${summary}, ${summary},
      ARRAY[${pick(arr(t.tagPool), t.tagPool.length, 'i')}, ${pick(arr(t.tagPool), t.tagPool.length, 'i + 5')}],
      CASE WHEN i % 5 = 0 THEN i % 50 ELSE 0 END, true, (${authorQuery}), 'Published',
      CASE WHEN i % 5 = 0 THEN ${pick(arr(sections.map((s) => s.category)), sections.length, 'i / 5')} ELSE 'news' END,
      CASE WHEN i % 5 = 0 THEN 'service' ELSE 'news' END,
      now() - make_interval(hours => i * 25), now() - make_interval(hours => i * 25 - 2), now() - make_interval(hours => i * 25)
    FROM generate_series(${from}, ${to}) AS i`;
}

function translationsInsert(firstId: number): string {
  const enHeadings = ['Background', 'What changes', 'Who it is for', 'The process', 'Documents', 'Timeline', 'Fees', 'Questions'];
  const section = (k: string) =>
    `'<h2>' || ${pick(arr(enHeadings), enHeadings.length, `i + ${k}`)} || '</h2><p>' || ${pick(arr(t.enParagraphs), t.enParagraphs.length, `i + ${k}`)} || '</p><p>' || ${pick(arr(t.enParagraphs), t.enParagraphs.length, `i * 3 + ${k} + 1`)} || '</p>'`;
  return `
    INSERT INTO article_translations (article_id, lang, title, summary, content, meta_description, tags, status, published_at, source_hash, created_at, updated_at)
    SELECT a.id, 'en', ${pick(arr(t.enTitles), t.enTitles.length, 'i')}, split_part(${pick(arr(t.enParagraphs), t.enParagraphs.length, 'i')}, '. ', 1) || '.',
      (SELECT string_agg(${section('k')}, '' ORDER BY k) FROM generate_series(0, 7) AS k),
      NULL, ARRAY['Singapore'], CASE WHEN i % 40 = 0 THEN 'Draft' ELSE 'Published' END, a.published_at, 'set below', a.created_at, a.updated_at
    FROM (SELECT id, id - ${firstId} + 1 AS i, published_at, created_at, updated_at FROM articles WHERE id >= ${firstId}) AS a
    WHERE a.i % 4 = 0`;
}

function enquiriesInsert({ enquiries: { from, to }, days }: ScaleStep): string {
  const types = [...consultationServices, 'general'];
  const status = `CASE WHEN ${mix('i', 914161)} % 100 < 15 THEN 'Pending' WHEN ${mix('i', 914161)} % 100 < 30 THEN 'Processing' WHEN ${mix('i', 914161)} % 100 < 85 THEN 'Completed' ELSE 'Cancelled' END`;
  return `
    INSERT INTO consultations (name, email, phone, type, message, status, note, created_at, updated_at)
    SELECT ${pick(arr(t.surnames), t.surnames.length, mix('i', 611953))} || ${pick(arr(t.givenNames), t.givenNames.length, mix('i', 746773))},
      ${pick(arr(t.emailNames), t.emailNames.length, mix('i', 818011))} || (${mix('i', 524287)} % 10000) || '@' || ${pick(arr(t.emailDomains), t.emailDomains.length, mix('i', 689021))},
      '+65 9' || lpad((${mix('i', 577901)} % 1000)::text, 3, '0') || ' ' || lpad((${mix('i', 843553)} % 10000)::text, 4, '0'),
      ${pick(arr(types), types.length, mix('i', 702379))},
      ${pick(arr(t.messages), t.messages.length, mix('i', 433501))},
      s.status,
      CASE WHEN s.status IN ('Completed', 'Cancelled') AND i % 3 = 0 THEN ${pick(arr(t.notes), t.notes.length, 'i')} END,
      s.created_at, least(now(), s.created_at + make_interval(hours => (i % 72)::int))
    FROM generate_series(${from}, ${to}) AS i,
      LATERAL (SELECT ${status} AS status, now() - make_interval(secs => ${mix('i', 999331)}::float8 / 1000003 * ${days * 86400}) AS created_at) AS s`;
}

/** The English versions' source hashes, computed as the server does, except every tenth (left stale). */
async function setSourceHashes(database: Database, firstId: number): Promise<void> {
  type Row = { id: number; title: string; summary: string | null; content: string; meta_description: string | null; table_data: null; tags: string[] };
  const rows = await query<Row>(
    database,
    `SELECT a.id, a.title, a.summary, a.content, a.meta_description, a.table_data, a.tags FROM articles a JOIN article_translations t ON t.article_id = a.id WHERE a.id >= ${firstId}`,
  );
  const values = rows.map((r, n) => {
    const hash = n % 10 === 9 ? 'stale' : sourceHash({ title: r.title, summary: r.summary, content: r.content, metaDescription: r.meta_description, tableData: r.table_data, tags: r.tags });
    return `(${Number(r.id)}, ${literal(hash)})`;
  });
  if (values.length) await query(database, `UPDATE article_translations t SET source_hash = v.h FROM (VALUES ${values.join(', ')}) AS v(id, h) WHERE t.article_id = v.id`);
}

/**
 * Runs a bulk insert with the table's secondary indexes dropped, then builds them again from their
 * own definitions (pg_get_indexdef): one sorted build instead of 100,000 insertions into each, the
 * trigram GIN indexes above all. Indexes backing a constraint (the primary key) stay.
 */
async function withoutIndexes(database: Database, table: string, insert: () => Promise<unknown>): Promise<void> {
  const indexes = await query<{ name: string; def: string }>(
    database,
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = ${literal(table)}::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await query(database, `DROP INDEX ${JSON.stringify(index.name)}`);
  try {
    await insert();
  } finally {
    for (const index of indexes) await query(database, index.def);
  }
}

/** Compares migration 0002's consultation_counts (if present) with the rows; rebuilds it if they differ. */
async function checkCounts(database: Database): Promise<string> {
  const [exists] = await query<{ t: string | null }>(database, "SELECT to_regclass('consultation_counts')::text AS t");
  if (!exists?.t) return 'no counts table';
  const grouped = "SELECT list_status AS status, list_type AS type, date_trunc('month', created_at, 'UTC') AS month, count(*) AS n FROM consultations GROUP BY 1, 2, 3";
  const kept = 'SELECT status, type, month, n FROM consultation_counts WHERE n <> 0';
  const [diff] = await query<{ n: string }>(
    database,
    `SELECT (SELECT count(*) FROM (${kept} EXCEPT ${grouped}) AS a) + (SELECT count(*) FROM (${grouped} EXCEPT ${kept}) AS b) AS n`,
  );
  if (Number(diff?.n) === 0) return 'consultation_counts consistent with the rows (kept by its triggers)';
  await query(database, 'DELETE FROM consultation_counts');
  await query(database, `INSERT INTO consultation_counts (status, type, month, n) ${grouped}`);
  return 'consultation_counts did NOT match the rows after the bulk insert: rebuilt (check the triggers of migration 0002)';
}

export async function seedScale(target: BenchDatabase, step: ScaleStep): Promise<ScaleSeed> {
  const started = performance.now();
  const database = await target.open();
  try {
    // in batches of the x1 step's size: at x10 each statement is the one the x1 run makes
    for (let from = step.articles.from; from <= step.articles.to; from += ARTICLE_BATCH) {
      const [{ next } = { next: 1 }] = await query<{ next: number }>(database, 'SELECT coalesce(max(id), 0) + 1 AS next FROM articles');
      await query(database, articlesInsert("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1", { from, to: Math.min(step.articles.to, from + ARTICLE_BATCH - 1) }));
      await query(database, translationsInsert(Number(next)));
      await setSourceHashes(database, Number(next));
    }
    await withoutIndexes(database, 'consultations', () => query(database, enquiriesInsert(step)));
    const counts = await checkCounts(database);
    await query(database, 'VACUUM ANALYZE');
    const [n] = await query<{ articles: string; enquiries: string; phone: string }>(
      database,
      `SELECT (SELECT count(*) FROM articles WHERE status = 'Published') AS articles, (SELECT count(*) FROM consultations) AS enquiries,
        (SELECT phone FROM consultations ORDER BY id OFFSET 4242 LIMIT 1) AS phone`,
    );
    return {
      articles: Number(n!.articles),
      enquiries: Number(n!.enquiries),
      seconds: (performance.now() - started) / 1000,
      counts,
      phoneDigits: n!.phone.replace(/\D/g, '').slice(-8),
    };
  } finally {
    await database.close();
  }
}
