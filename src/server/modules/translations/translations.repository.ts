import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ArticleStatus } from '../../../shared/catalog';
import type { TableData } from '../../../shared/schemas/article-fields';
import type { ArticleVersion } from '../../../shared/schemas/translations';
import type { Db } from '../../db/client';
import { articleTranslations as t } from '../../db/schema/index';
import { isPublishedSql } from '../articles/article-rules';

/** The per-language fields of a translation, as public English reads merge them. */
export type TranslationFields = Pick<ArticleVersion, 'title' | 'summary' | 'content' | 'metaDescription' | 'tableData' | 'tags'>;

/** A stored English version. */
export interface TranslationRow extends TranslationFields {
  articleId: number;
  status: ArticleStatus;
  publishedAt: Date | null;
  sourceHash: string;
  createdAt: Date;
  updatedAt: Date;
}

export type TranslationValues = Omit<TranslationRow, 'articleId' | 'createdAt'>;

const fields = {
  title: t.title,
  summary: t.summary,
  content: t.content,
  metaDescription: t.metaDescription,
  tableData: t.tableData,
  tags: t.tags,
};
const columns = { articleId: t.articleId, ...fields, status: t.status, publishedAt: t.publishedAt, sourceHash: t.sourceHash, createdAt: t.createdAt, updatedAt: t.updatedAt };

const asTable = <R extends { tableData: unknown }>(r: R) => ({ ...r, tableData: (r.tableData as TableData | null) ?? null });

/** The only language stored here today; Chinese is the source and lives in `articles`. */
const EN = 'en';

/** English versions of articles. Built on the caller's `db` or transaction. */
export function translationsRepository(db: Db) {
  const english = (...more: Parameters<typeof and>) => and(eq(t.lang, EN), ...more);

  return {
    /** The English versions of these articles, in one query. */
    async forArticles(ids: number[]): Promise<TranslationRow[]> {
      if (!ids.length) return [];
      const rows = await db.select(columns).from(t).where(english(inArray(t.articleId, ids)));
      return rows.map(asTable);
    },

    /** Which of these articles are published in English, in one query. */
    async publishedIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ articleId: t.articleId }).from(t).where(english(inArray(t.articleId, ids), isPublishedSql(t.status)));
      return new Set(rows.map((r) => r.articleId));
    },

    /** The published English fields of these articles, by article id, in one query. */
    async publishedFields(ids: number[]): Promise<Map<number, TranslationFields>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ articleId: t.articleId, ...fields })
        .from(t)
        .where(english(inArray(t.articleId, ids), isPublishedSql(t.status)));
      return new Map(rows.map(({ articleId, ...r }) => [articleId, asTable(r)]));
    },

    async save(articleId: number, values: TranslationValues): Promise<void> {
      await db
        .insert(t)
        .values({ articleId, lang: EN, ...values })
        .onConflictDoUpdate({ target: [t.articleId, t.lang], set: values });
    },

    async remove(articleId: number): Promise<void> {
      await db.delete(t).where(english(eq(t.articleId, articleId)));
    },

    /** Every translation, for the data export. */
    all: () => db.select({ ...columns, lang: t.lang }).from(t).orderBy(asc(t.articleId), asc(t.lang)),
  };
}
