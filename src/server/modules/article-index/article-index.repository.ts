import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
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
 * the articles with a published English version, the ones an English page lists.
 */
export function articleIndexRepository(db: Db) {
  return {
    async list(lang: Language, filter: ArticleIndexFilter): Promise<ArticleIndexEntry[]> {
      const inEnglish = lang === 'en';
      const query = db
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
        .where(
          and(
            isPublishedSql(articles.status),
            filter.type ? eq(articles.type, filter.type) : undefined,
            filter.category ? eq(articles.category, filter.category) : undefined,
            filter.after ? afterEntry(filter.after, filter.category !== undefined) : undefined,
            inEnglish && filter.limit ? isNotNull(t.articleId) : undefined,
          ),
        )
        .orderBy(...(filter.category ? [desc(articles.weight), asc(articles.title), asc(articles.id)] : [desc(newest), desc(articles.id)]))
        .$dynamic();
      const rows = await (filter.limit ? query.limit(filter.limit) : query);
      return rows.map(({ english: hasEnglish, publishedAt, category, title, ...row }) => ({
        ...row,
        title: title ?? '',
        category: category as ArticleIndexEntry['category'],
        publishedAt: publishedAt?.toISOString() ?? null,
        lang: inEnglish && hasEnglish ? 'en' : 'zh',
      }));
    },
  };
}
