import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import { rowsOf, type Db } from '../../db/client';
import { articles, articleTranslations as t } from '../../db/schema/index';
import { englishOrChineseSql, isPublishedSql } from '../articles/article-rules';
import type { SearchTerm } from './search.query';

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
 * The ids that match, always through the search index (functions of migration 0023): a common word
 * matches most articles, and the planner would otherwise read every article's search vector.
 */
const publishedChinese = (query: SQL) => sql`${articles.id} in (select search_published_zh(${query}))`;
const publishedEnglish = (query: SQL) => sql`${articles.id} in (select search_published_en(${query}))`;
const eitherVersion = (query: SQL) => sql`${articles.id} in (select search_any_version(${query}))`;

/**
 * Up to this many matches are ranked by their whole text (docs/decisions/0032-paged-lists.md).
 * Ranking reads each match's search vector, about 15 KB: 350 ms for a word in 9,824 articles. Past
 * it, the order is the titles': those holding every term first, the shorter (the more the query
 * fills it) before the longer, then the usual ties.
 */
export const RANKED_MATCHES_MAX = 200;

/**
 * ts_rank_cd over the whole document (title A, tags and summary B, content C), plus the same over
 * the title alone divided by the title's length: of two titles holding the query, the one it fills
 * more comes first (新加坡公司注册 before 离岸公司注册与维护). Ties: heavier, then newer first.
 */
const fullRank = (vector: SQL, query: SQL) => sql<number>`(ts_rank_cd(${vector}, ${query}) + ts_rank_cd(ts_filter(${vector}, '{a}'), ${query}, 2))`;

/**
 * ASCII lower-cased, as search_tokens() and the query's terms are: lower() in the C collation folds
 * A-Z only, like translate() but about eight times faster (27 ms against 4 ms over 2,600 titles).
 */
const lowerAscii = (text: SQLWrapper) => sql`lower(${text} collate "C")`;

/** Whether a title holds every term (ASCII lower-cased, as search_tokens() and the terms are; a Han term has no case). */
const titleHolds = (title: SQLWrapper, terms: readonly SearchTerm[]) => and(...terms.map((t) => sql`strpos(${t.han ? title : lowerAscii(title)}, ${t.text}) > 0`));

/** The cheap rank of many matches: 1 + 1/(1 + length) when the title holds every term, else 0 (float, not numeric: it is computed for thousands of rows). */
const titleRank = (title: SQLWrapper, terms: readonly SearchTerm[]) => sql<number>`(case when ${titleHolds(title, terms)} then 1 + 1.0::float8 / (1 + char_length(${title})) else 0 end)`;

/**
 * The rank a match is ordered by: the full rank when the matches (`matches`, a set of ids) are few,
 * else the title's. The count is one index pass, done once per query; only the chosen side is computed.
 */
const rankAmong = (matches: SQL, full: SQL, title: SQL) =>
  sql<number>`(case when (select count(*) from (${matches} limit ${RANKED_MATCHES_MAX + 1}) m) <= ${RANKED_MATCHES_MAX} then ${full} else ${title} end)`;

/** Whether an article (either language version) matches: the back office's search over drafts too. */
export const matchesEither = (text: string): SQL => eitherVersion(tsquery(text));

/** The better of the two versions' ranks (the title's when many match), for ordering the back office's search. */
export const rankEither = (text: string, terms: readonly SearchTerm[]): SQL =>
  rankAmong(
    sql`select search_any_version(${tsquery(text)})`,
    sql`greatest(${fullRank(zhVector, tsquery(text))}, coalesce((select max(${fullRank(enVector, tsquery(text))}) from ${t} where ${t.articleId} = ${articles.id}), 0))`,
    // an English title holding the terms counts as one, without its length: one hashed lookup, not one per match
    sql`greatest(${titleRank(articles.title, terms)}, case when ${articles.id} in (select ${t.articleId} from ${t} where ${titleHolds(t.title, terms)}) then 1 else 0 end)`,
  );

/** The order the page of matches is cut in: by rank, then the usual ties; `english` first on the English site. */
const byRank = (english: boolean) => sql.raw(`${english ? 'english desc, ' : ''}rank desc, weight desc, id desc`);

export function searchRepository(db: Db) {
  /**
   * One page of the matches and the number of all of them (docs/decisions/0032-paged-lists.md).
   * The matching ids are named once, in `matched` (a CTE read twice is computed once): its count
   * chooses the rank, counts the total and bounds the page, where each of them used to search again.
   */
  async function chinese(text: string, terms: readonly SearchTerm[], offset: number, limit: number) {
    const query = tsquery(text);
    const rank = sql`case when (select count(*) from matched) <= ${RANKED_MATCHES_MAX} then ${fullRank(zhVector, query)} else ${titleRank(articles.title, terms)} end`;
    return rowsOf<FoundRow & { total: number }>(
      db,
      sql`with matched as (
        select search_published_zh(${query}) as id
      ), page as (
        select ${articles.id} as id, ${articles.weight} as weight, ${rank} as rank
        from matched join ${articles} on ${articles.id} = matched.id
        order by ${byRank(false)} offset ${offset} limit ${limit}
      )
      select ${articles.id} as "id", 'zh' as "lang", ${articles.articleId} as "articleId", ${articles.title} as "title", ${articles.summary} as "summary",
        ${articles.content} as "content", ${articles.category} as "category", ${articles.type} as "type", ${articles.publishedAt} as "publishedAt",
        (select count(*) from matched)::int as "total"
      from page join ${articles} on ${articles.id} = page.id
      order by page.rank desc, page.weight desc, page.id desc`,
    );
  }

  /**
   * An English search: articles whose published English version matches, in English, then those
   * whose Chinese text alone matches, in Chinese (a Chinese term such as 就业准证 on the English
   * site finds the Chinese pages). One row per article; each group by rank.
   */
  const englishJoin = and(eq(t.articleId, articles.id), eq(t.lang, 'en'), isPublishedSql(t.status));

  async function english(text: string, terms: readonly SearchTerm[], offset: number, limit: number) {
    const query = tsquery(text);
    const few = sql`(select count(*) from matched) <= ${RANKED_MATCHES_MAX}`;
    const rank = sql`case when ${few} then (case when matched.english then ${fullRank(enVector, query)} else ${fullRank(zhVector, query)} end)
      else (case when matched.english then ${titleRank(englishOrChineseSql(t.title, articles.title), terms)} else ${titleRank(articles.title, terms)} end) end`;
    const pick = (column: string, en: SQLWrapper, zh: SQLWrapper) => sql`case when page.english then ${englishOrChineseSql(en, zh)} else ${zh} end as ${sql.identifier(column)}`;
    return rowsOf<FoundRow & { total: number }>(
      db,
      sql`with in_english as (
        select search_published_en(${query}) as id
      ), matched as (
        select ${articles.id} as id, ${articles.id} in (select id from in_english) as english from ${articles}
        where ${isPublishedSql(articles.status)} and (${articles.id} in (select id from in_english) or ${articles.id} in (select search_published_zh(${query})))
      ), page as (
        select ${articles.id} as id, matched.english, ${articles.weight} as weight, ${rank} as rank
        from matched join ${articles} on ${articles.id} = matched.id left join ${t} on ${englishJoin}
        order by ${byRank(true)} offset ${offset} limit ${limit}
      )
      select ${articles.id} as "id", case when page.english then 'en' else 'zh' end as "lang", ${articles.articleId} as "articleId",
        ${pick('title', t.title, articles.title)}, ${pick('summary', t.summary, articles.summary)}, ${pick('content', t.content, articles.content)},
        ${articles.category} as "category", ${articles.type} as "type", ${articles.publishedAt} as "publishedAt",
        (select count(*) from matched)::int as "total"
      from page join ${articles} on ${articles.id} = page.id left join ${t} on ${englishJoin}
      order by page.english desc, page.rank desc, page.weight desc, page.id desc`,
    );
  }

  return {
    /** The number of matches, for a page past the end (which has no rows to carry it). */
    async count(lang: Language, text: string): Promise<number> {
      const query = tsquery(text);
      const matches = lang === 'en' ? sql`(${publishedEnglish(query)} or ${publishedChinese(query)})` : publishedChinese(query);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(and(isPublishedSql(articles.status), matches));
      return row?.n ?? 0;
    },

    async search(lang: Language, text: string, terms: readonly SearchTerm[], offset: number, limit: number): Promise<{ rows: FoundRow[]; total: number | null }> {
      const rows = await (lang === 'en' ? english : chinese)(text, terms, offset, limit);
      return { rows: rows.map(({ total: _total, ...r }) => ({ ...r, publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt) })), total: rows[0]?.total ?? null };
    },
  };
}
