import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { ArticleIndexEntry, ArticleIndexFilter } from '../../../shared/schemas/article-index';
import type { Db } from '../../db/client';
import { articles, articleTranslations as t } from '../../db/schema/index';
import { englishOrChineseSql, isPublishedSql } from '../articles/article-rules';

/**
 * The published articles without their content, in one query: only the list columns are read, so
 * the index costs the same whatever the articles hold. Order: by weight then title in a category
 * (menus, sidebars), else newest first, as the full lists.
 */
export function articleIndexRepository(db: Db) {
  return {
    async list(lang: Language, filter: ArticleIndexFilter): Promise<ArticleIndexEntry[]> {
      const inEnglish = lang === 'en';
      const rows = await db
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
          ),
        )
        .orderBy(
          ...(filter.category
            ? [desc(articles.weight), asc(articles.title), asc(articles.id)]
            : [desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id)]),
        );
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
