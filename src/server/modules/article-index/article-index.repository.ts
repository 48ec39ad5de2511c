import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { sectionByCategory } from '../../../shared/catalog';
import type { Language } from '../../../shared/languages';
import type { ArticleIndexEntry, ArticleIndexFilter } from '../../../shared/schemas/article-index';
import type { Db } from '../../db/client';
import { articles, articleTranslations as t } from '../../db/schema/index';
import { englishOrChineseSql, isPublishedSql } from '../articles/article-rules';

/** The list's order, newest first: a news list's (docs/product-spec.md, section 2), and the full lists'. */
const newest = sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`;

/**
 * The entries after the one of id `after` in the list's order (keyset paging, docs/decisions/0032-paged-lists.md):
 * a row comparison with that article's own sort key, so a deep page is an index walk, not an offset.
 * An id the list does not hold compares with null, and the page is empty.
 */
const afterEntry = (after: number, byWeight: boolean) =>
  byWeight
    ? sql`(-${articles.weight}, ${articles.title}, ${articles.id}) > (select -c.weight, c.title, c.id from articles c where c.id = ${after})`
    : sql`(${newest}, ${articles.id}) < (select coalesce(c.published_at, c.created_at), c.id from articles c where c.id = ${after})`;

/**
 * The published articles without their content, in one query: only the list columns are read, so
 * the index costs the same whatever the articles hold. Order: by weight then title in a category
 * (menus, sidebars), else newest first, as the full lists. A page (`limit`) in English holds only
 * what an English page lists: the articles with a published English version, and a section's
 * built-in items, which the menus and sidebars show under their own translated names.
 */
export function articleIndexRepository(db: Db) {
  /** The index's columns in `lang`, of published articles, with their English version when published. */
  function entries(lang: Language) {
    const inEnglish = lang === 'en';
    return db
      .select({
        id: articles.id,
        articleId: articles.articleId,
        // a published English field, else the Chinese one (the public reads' per-field fallback)
        title: inEnglish ? englishOrChineseSql<string | null>(t.title, articles.title) : articles.title,
        summary: inEnglish ? englishOrChineseSql<string | null>(t.summary, articles.summary) : articles.summary,
        // the news list's thumbnails
        imageUrl: articles.imageUrl,
        category: articles.category,
        type: articles.type,
        weight: articles.weight,
        publishedAt: articles.publishedAt,
        english: sql<boolean>`${t.articleId} is not null`,
      })
      .from(articles)
      .leftJoin(t, and(eq(t.articleId, articles.id), eq(t.lang, 'en'), isPublishedSql(t.status)))
      .$dynamic();
  }

  type Row = Awaited<ReturnType<typeof entries>>[number];
  const toEntry =
    (lang: Language) =>
    ({ english: hasEnglish, publishedAt, category, title, ...row }: Row): ArticleIndexEntry => ({
      ...row,
      title: title ?? '',
      category: category as ArticleIndexEntry['category'],
      publishedAt: publishedAt?.toISOString() ?? null,
      lang: lang === 'en' && hasEnglish ? 'en' : 'zh',
    });

  /** A category's order (menus, sidebars): weight, then title. */
  const byWeight = [desc(articles.weight), asc(articles.title), asc(articles.id)];

  return {
    async list(lang: Language, filter: ArticleIndexFilter): Promise<ArticleIndexEntry[]> {
      // an English page lists the articles with an English version, and its section's built-in items (shown by their own names)
      const builtIn = filter.category ? (sectionByCategory(filter.category)?.items ?? []) : [];
      const listedInEnglish = builtIn.length ? or(isNotNull(t.articleId), inArray(articles.articleId, [...builtIn])) : isNotNull(t.articleId);
      const query = entries(lang)
        .where(
          and(
            isPublishedSql(articles.status),
            filter.type ? eq(articles.type, filter.type) : undefined,
            filter.category ? eq(articles.category, filter.category) : undefined,
            filter.after ? afterEntry(filter.after, filter.category !== undefined) : undefined,
            lang === 'en' && filter.limit ? listedInEnglish : undefined,
          ),
        )
        .orderBy(...(filter.category ? byWeight : [desc(newest), desc(articles.id)]));
      const rows = await (filter.limit ? query.limit(filter.limit) : query);
      return rows.map(toEntry(lang));
    },

    /**
     * The article a service page's item names in its category, by the spec's selection rule
     * (docs/product-spec.md, section 4) over the whole category in its order: the one whose articleId
     * is `item`; else 'article-{id}' naming its id; else the first whose title (in `lang`) contains
     * `item`; else the first. Null when the category has no published article. One row, so a page
     * resolves its address without reading the category's list (docs/decisions/0032-paged-lists.md).
     */
    async select(lang: Language, category: string, item: string): Promise<ArticleIndexEntry | null> {
      const title = lang === 'en' ? englishOrChineseSql<string>(t.title, articles.title) : articles.title;
      const id = Number(/^article-(\d{1,10})$/.exec(item)?.[1] ?? 0);
      const [row] = await entries(lang)
        .where(and(isPublishedSql(articles.status), eq(articles.category, category)))
        .orderBy(
          desc(sql`coalesce(${articles.articleId} = ${item}, false)`),
          ...(id > 0 && id <= 2_147_483_647 ? [desc(sql`${articles.id} = ${id}`)] : []),
          ...(item ? [desc(sql`strpos(${title}, ${item}) > 0`)] : []),
          ...byWeight,
        )
        .limit(1);
      return row ? toEntry(lang)(row) : null;
    },
  };
}
