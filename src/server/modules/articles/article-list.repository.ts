import { and, asc, desc, eq, inArray, ne, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCounts, articles, articleTranslations as en, users } from '../../db/schema/index';
import type { ArticleCategory, ArticleStatus } from '../../../shared/catalog';
import type { articleListSorts, ArticleListRow, TableData } from '../../../shared/schemas/articles';
import type { EnglishState } from '../../../shared/schemas/translations';
import { articleTextSearch } from '../search/index';
import type { VersionFields } from './article-rules';

/** The back office's list filters; every condition given must hold. */
export interface AdminListFilter {
  /** matched case-insensitively in the title (both languages), summary, articleId and tags */
  search: string;
  /** the tab's status and the status filter: both must match, so they may exclude each other */
  statuses: ArticleStatus[];
  /** the tab's category and the category filter, likewise */
  categories: ArticleCategory[];
  /** the English state; `staleIds` are the articles whose English version needs an update */
  english?: { state: EnglishState; staleIds: number[] };
}

/** 'relevance': the search index's rank (docs/decisions/0013-search.md), the default when searching */
export type ArticleListSort = (typeof articleListSorts)[number] | 'relevance';

/** A list row as stored: its English version's status and source hash (null without one) instead of its English state. */
export interface StoredListRow extends Omit<ArticleListRow, 'englishState' | 'englishNeedsUpdate'> {
  enStatus: string | null;
  enSourceHash: string | null;
}

const isoTimes = <K extends string>(times: Record<K, Date | null>) =>
  Object.fromEntries(Object.entries<Date | null>(times).map(([k, v]) => [k, v?.toISOString() ?? null])) as Record<K, string | null>;

/** The English version (the only other language stored today) of the row's article. */
const englishOf = and(eq(en.articleId, articles.id), eq(en.lang, 'en'));

const listColumns = {
  id: articles.id,
  articleId: articles.articleId,
  title: articles.title,
  summary: articles.summary,
  imageUrl: articles.imageUrl,
  tags: articles.tags,
  weight: articles.weight,
  status: articles.status,
  category: articles.category,
  type: articles.type,
  authorId: articles.authorId,
  authorName: users.username,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  enStatus: en.status,
  enSourceHash: en.sourceHash,
  // pending schedules (docs/decisions/0016-publishing.md)
  publishAt: articles.publishAt,
  unpublishAt: articles.unpublishAt,
  enPublishAt: en.publishAt,
  enUnpublishAt: en.unpublishAt,
};

const orders: Record<Exclude<ArticleListSort, 'relevance'>, SQL[]> = {
  updated: [desc(articles.updatedAt), desc(articles.id)],
  published: [sql`${articles.publishedAt} desc nulls last`, desc(articles.id)],
  title: [asc(articles.title), asc(articles.id)],
};

function orderOf(sort: ArticleListSort, search: string): SQL[] {
  if (sort !== 'relevance') return orders[sort];
  const indexed = articleTextSearch(search);
  return indexed ? [desc(indexed.rank), ...orders.updated] : orders.updated;
}

/** A substring pattern for LIKE: the search's own %, _ and \ are taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

const cased = (c: string) => c.toLowerCase() !== c.toUpperCase();

/**
 * `text` contains the search, case-insensitively. Full Unicode case folding is the costly part on
 * Chinese text, so it is only done when needed: a search without cased letters ('签证', '2025')
 * is matched as it is, and one whose cased letters are all ASCII ('EP 签证') folds ASCII only (the
 * C collation). Both find the same rows as folding everything.
 */
function containsSearch(search: string): (text: SQLWrapper) => SQL {
  const pattern = containing(search);
  const chars = [...search];
  if (!chars.some(cased)) return (text) => sql`${text} like ${pattern}`;
  if (chars.every((c) => c <= '\x7f' || !cased(c))) return (text) => sql`${text} collate "C" ilike ${pattern}`;
  return (text) => sql`${text} ilike ${pattern}`;
}

/** The ids of the articles whose English version passes `condition` (each article has at most one). */
const englishIds = (condition?: SQL) => sql`(select ${en.articleId} from ${en} where ${and(eq(en.lang, 'en'), condition)})`;

function englishCondition({ state, staleIds }: NonNullable<AdminListFilter['english']>): SQL | undefined {
  if (state === 'missing') return notInArray(articles.id, englishIds());
  if (state === 'needsUpdate') return staleIds.length ? inArray(articles.id, staleIds) : sql`false`;
  return and(inArray(articles.id, englishIds(sql`lower(${en.status}) = ${state}`)), staleIds.length ? notInArray(articles.id, staleIds) : undefined);
}

/** Whether the counts table answers the filter's total: no search and no English state. */
const countedFilter = (f: AdminListFilter) => !f.search && !f.english;

/** Only `articles` is scanned: English conditions are subqueries the planner runs once (hashed). */
function where(f: AdminListFilter): SQL | undefined {
  const like = f.search ? containsSearch(f.search) : null;
  // the search index also finds words in the content, of either language version; when it finds
  // every title, summary and tag holding the search too (a Chinese word), only the articleId is read
  // (at 10,000 articles the LIKEs cost more than the index)
  const indexed = f.search ? articleTextSearch(f.search) : null;
  const texts = (l: (text: SQLWrapper) => SQL) =>
    indexed?.findsSubstrings ? [] : [l(articles.title), l(articles.summary), l(sql`array_to_string(${articles.tags}, chr(10))`), inArray(articles.id, englishIds(l(en.title)))];
  return and(
    like ? or(like(articles.articleId), ...texts(like), indexed?.matches) : undefined,
    ...f.statuses.map((s) => sql`lower(${articles.status}) = ${s.toLowerCase()}`),
    ...f.categories.map((c) => eq(articles.category, c)),
    f.english && englishCondition(f.english),
  );
}

/** The back office's paged articles list (docs/product-spec.md, section 2). No query here reads content but `sources`. */
export function articleListRepository(db: Db) {
  return {
    /** Every article per lower-case status and category, whatever the filter (the counts table of migration 0022). */
    counts: (): Promise<{ status: string; category: string; count: number }[]> =>
      db.select({ status: articleCounts.status, category: articleCounts.category, count: articleCounts.n }).from(articleCounts).where(ne(articleCounts.n, 0)),

    /**
     * The rows of one page and the number of all matches, in one pass of the filter (the search is
     * the costly part). A page past the end has no rows, so no total: then `total` is null.
     */
    async page(filter: AdminListFilter, sort: ArticleListSort, offset: number, limit: number): Promise<{ rows: StoredListRow[]; total: number | null }> {
      // a filter of statuses and categories alone is counted by the counts table; the page then walks
      // the order's index (migration 0022) and reads its rows only
      const counted = countedFilter(filter);
      const page = db
        .select({ id: articles.id, total: (counted ? sql<number>`0` : sql<number>`(count(*) over ())::int`).as('total') })
        .from(articles)
        .where(where(filter))
        .orderBy(...orderOf(sort, filter.search))
        .offset(offset)
        .limit(limit)
        .as('page');
      const rows = await db
        .select({ ...listColumns, total: page.total })
        .from(page)
        .innerJoin(articles, eq(articles.id, page.id))
        .leftJoin(users, eq(users.id, articles.authorId))
        .leftJoin(en, englishOf)
        .orderBy(...orderOf(sort, filter.search));
      return {
        rows: rows.map(({ total: _total, ...r }) => ({
          ...r,
          category: r.category as ArticleCategory,
          updatedAt: r.updatedAt.toISOString(),
          publishedAt: r.publishedAt?.toISOString() ?? null,
          ...isoTimes({ publishAt: r.publishAt, unpublishAt: r.unpublishAt, enPublishAt: r.enPublishAt, enUnpublishAt: r.enUnpublishAt }),
        })),
        total: rows.length === 0 ? null : counted ? await this.total(filter) : rows[0]!.total,
      };
    },

    /** The number of the filter's matches (from the counts table when only statuses and categories filter). */
    async total(filter: AdminListFilter): Promise<number> {
      if (countedFilter(filter)) {
        const [row] = await db
          .select({ total: sql<number>`coalesce(sum(${articleCounts.n}), 0)`.mapWith(Number) })
          .from(articleCounts)
          .where(and(...filter.statuses.map((s) => eq(articleCounts.status, s.toLowerCase())), ...filter.categories.map((c) => eq(articleCounts.category, c))));
        return row?.total ?? 0;
      }
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(articles).where(where(filter));
      return row?.total ?? 0;
    },

    /**
     * Changes whenever an article or an English version is added, changed or deleted: every save
     * sets `updated_at` (to the millisecond), so the count and the sum of those times move.
     */
    async changeMark(): Promise<string> {
      const mark = (table: typeof articles | typeof en) => sql`count(*) || ':' || coalesce(sum(extract(epoch from ${table.updatedAt})), 0)`;
      const [row] = await db.select({ mark: sql<string>`${mark(articles)} || '/' || (select ${mark(en)} from ${en})` }).from(articles);
      return row!.mark;
    },

    /** Every article with an English version: when the article was last saved, and the source hash its English version was saved with. */
    translated: (): Promise<{ id: number; updatedAt: Date; enSourceHash: string }[]> =>
      db.select({ id: articles.id, updatedAt: articles.updatedAt, enSourceHash: en.sourceHash }).from(articles).innerJoin(en, englishOf),

    /** The Chinese source fields of these articles, to hash them (the only read of content here). */
    async sources(ids: number[]): Promise<(VersionFields & { id: number; updatedAt: Date })[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: articles.id,
          updatedAt: articles.updatedAt,
          title: articles.title,
          summary: articles.summary,
          content: articles.content,
          metaDescription: articles.metaDescription,
          tableData: articles.tableData,
          tags: articles.tags,
        })
        .from(articles)
        .where(inArray(articles.id, ids));
      return rows.map((r) => ({ ...r, tableData: (r.tableData as TableData | null) ?? null }));
    },
  };
}
