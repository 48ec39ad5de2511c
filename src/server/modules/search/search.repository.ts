import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { articles, articleTranslations as t } from '../../db/schema/index';
import { englishOrChineseSql, isPublishedSql } from '../articles/article-rules';

/**
 * A found article as stored, in the language it was found in: the asked one (English fields falling
 * back to Chinese ones when empty), or Chinese for an English search matching only the Chinese text.
 */
export interface FoundRow {
  id: number;
  lang: Language;
  articleId: string | null;
  title: string;
  summary: string | null;
  content: string;
  category: string;
  type: string;
  publishedAt: Date | null;
}

/**
 * The generated tsvector columns of migration 0006 are not declared in the Drizzle tables (plain
 * selects must not read them), so they are named here.
 */
const zhVector = sql`"articles"."search_vector"`;
const enVector = sql`"article_translations"."search_vector"`;
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * ts_rank_cd over the whole document (title A, tags and summary B, content C), plus the same over
 * the title alone divided by the title's length: of two titles holding the query, the one it fills
 * more comes first (新加坡公司注册 before 离岸公司注册与维护). Ties: heavier, then newer first.
 */
const rank = (vector: SQL, query: SQL) => sql<number>`(ts_rank_cd(${vector}, ${query}) + ts_rank_cd(ts_filter(${vector}, '{a}'), ${query}, 2))`;

/** Whether an article (either language version) matches: the back office's search over drafts too. */
export const matchesEither = (text: string): SQL =>
  sql`(${zhVector} @@ ${tsquery(text)} or ${articles.id} in (select ${t.articleId} from ${t} where ${enVector} @@ ${tsquery(text)}))`;

/** The better of the two versions' ranks, for ordering the back office's search. */
export const rankEither = (text: string): SQL =>
  sql`greatest(${rank(zhVector, tsquery(text))}, coalesce((select max(${rank(enVector, tsquery(text))}) from ${t} where ${t.articleId} = ${articles.id}), 0))`;

export function searchRepository(db: Db) {
  /** One page of Chinese matches among published articles, and the number of all of them. */
  async function chinese(text: string, offset: number, limit: number) {
    const query = tsquery(text);
    const page = db
      .select({ id: articles.id, rank: rank(zhVector, query).as('rank'), total: sql<number>`(count(*) over ())::int`.as('total') })
      .from(articles)
      .where(and(isPublishedSql(articles.status), sql`${zhVector} @@ ${query}`))
      .orderBy(desc(sql`rank`), desc(articles.weight), desc(articles.id))
      .offset(offset)
      .limit(limit)
      .as('page');
    return db
      .select({
        id: articles.id,
        lang: sql<Language>`'zh'`,
        articleId: articles.articleId,
        title: articles.title,
        summary: articles.summary,
        content: articles.content,
        category: articles.category,
        type: articles.type,
        publishedAt: articles.publishedAt,
        total: page.total,
      })
      .from(page)
      .innerJoin(articles, eq(articles.id, page.id))
      .orderBy(desc(page.rank), desc(articles.weight), desc(articles.id));
  }

  /**
   * An English search: articles whose published English version matches, in English, then those
   * whose Chinese text alone matches, in Chinese (a Chinese term such as 就业准证 on the English
   * site finds the Chinese pages). One row per article; each group by rank.
   */
  const inEnglish = (query: SQL) => sql<boolean>`coalesce(${enVector} @@ ${query}, false)`;
  const englishJoin = and(eq(t.articleId, articles.id), eq(t.lang, 'en'), isPublishedSql(t.status));
  const eitherMatches = (query: SQL) => and(isPublishedSql(articles.status), sql`(${inEnglish(query)} or ${zhVector} @@ ${query})`);

  async function english(text: string, offset: number, limit: number) {
    const query = tsquery(text);
    const page = db
      .select({
        id: articles.id,
        english: inEnglish(query).as('english'),
        rank: sql<number>`case when ${inEnglish(query)} then ${rank(enVector, query)} else ${rank(zhVector, query)} end`.as('rank'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(articles)
      .leftJoin(t, englishJoin)
      .where(eitherMatches(query))
      .orderBy(desc(sql`english`), desc(sql`rank`), desc(articles.weight), desc(articles.id))
      .offset(offset)
      .limit(limit)
      .as('page');
    const pick = <T extends string | null>(en: SQLWrapper, zh: SQLWrapper) => sql<T>`case when ${page.english} then ${englishOrChineseSql<T>(en, zh)} else ${zh} end`;
    return db
      .select({
        id: articles.id,
        lang: sql<Language>`case when ${page.english} then 'en' else 'zh' end`,
        articleId: articles.articleId,
        title: pick<string>(t.title, articles.title),
        summary: pick<string | null>(t.summary, articles.summary),
        content: pick<string>(t.content, articles.content),
        category: articles.category,
        type: articles.type,
        publishedAt: articles.publishedAt,
        total: page.total,
      })
      .from(page)
      .innerJoin(articles, eq(articles.id, page.id))
      .leftJoin(t, englishJoin)
      .orderBy(desc(page.english), desc(page.rank), desc(articles.weight), desc(articles.id));
  }

  return {
    /** The number of matches, for a page past the end (which has no rows to carry it). */
    async count(lang: Language, text: string): Promise<number> {
      const query = tsquery(text);
      const [row] =
        lang === 'en'
          ? await db.select({ n: sql<number>`count(*)::int` }).from(articles).leftJoin(t, englishJoin).where(eitherMatches(query))
          : await db
              .select({ n: sql<number>`count(*)::int` })
              .from(articles)
              .where(and(isPublishedSql(articles.status), sql`${zhVector} @@ ${query}`));
      return row?.n ?? 0;
    },

    async search(lang: Language, text: string, offset: number, limit: number): Promise<{ rows: FoundRow[]; total: number | null }> {
      const rows = await (lang === 'en' ? english : chinese)(text, offset, limit);
      return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? null };
    },
  };
}
