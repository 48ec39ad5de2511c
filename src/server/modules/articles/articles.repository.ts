import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, users } from '../../db/schema/index';
import type { ArticleCategory } from '../../../shared/catalog';
import type { Article, TableData } from '../../../shared/schemas/articles';
import type { StaffByline } from '../../../shared/schemas/staff';
import { isPublishedSql } from './article-rules';

const columns = {
  id: articles.id,
  articleId: articles.articleId,
  title: articles.title,
  content: articles.content,
  summary: articles.summary,
  imageUrl: articles.imageUrl,
  metaDescription: articles.metaDescription,
  tags: articles.tags,
  weight: articles.weight,
  published: articles.published,
  authorId: articles.authorId,
  authorName: users.username,
  status: articles.status,
  category: articles.category,
  type: articles.type,
  tableData: articles.tableData,
  noByline: articles.noByline,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
};

type Row = Omit<Article, 'createdAt' | 'updatedAt' | 'publishedAt' | 'tableData' | 'category'> & {
  category: string;
  tableData: unknown;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

const toArticle = (r: Row): Article => ({
  ...r,
  category: r.category as Article['category'],
  tableData: (r.tableData as TableData | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
});

export interface ArticleFilter {
  publishedOnly: boolean;
  category?: string;
  type?: string;
}

/** Column values as stored; the service decides them (sanitised HTML, published flag, dates). */
export type ArticleValues = Partial<Omit<typeof articles.$inferInsert, 'id'>>;

/** Newest first: the moment it went public, else when it was written. */
const newestFirst = [desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id)];
/** Spec section 9: higher weight first in a category, ties by title. */
const byWeight = [desc(articles.weight), asc(articles.title), asc(articles.id)];

export function articlesRepository(db: Db) {
  const select = () => db.select(columns).from(articles).leftJoin(users, eq(users.id, articles.authorId));
  const visible = (publishedOnly: boolean, ...conds: (SQL | undefined)[]) =>
    and(publishedOnly ? isPublishedSql(articles.status) : undefined, ...conds);

  return {
    async list(filter: ArticleFilter): Promise<Article[]> {
      const where = visible(
        filter.publishedOnly,
        filter.category ? eq(articles.category, filter.category) : undefined,
        filter.type ? eq(articles.type, filter.type as 'service' | 'news') : undefined,
      );
      const order = filter.category ? byWeight : newestFirst;
      const rows = await select().where(where).orderBy(...order);
      return rows.map(toArticle);
    },

    async findById(id: number, publishedOnly: boolean): Promise<Article | undefined> {
      const [row] = await select().where(visible(publishedOnly, eq(articles.id, id)));
      return row && toArticle(row);
    },

    async findByArticleId(articleId: string, publishedOnly: boolean): Promise<Article | undefined> {
      const [row] = await select().where(visible(publishedOnly, eq(articles.articleId, articleId)));
      return row && toArticle(row);
    },

    /** The bylines of these authors (public reads name authors by them only), by user id. */
    async authorBylines(authorIds: (number | null)[]): Promise<Map<number, StaffByline>> {
      const ids = [...new Set(authorIds.filter((id): id is number => id !== null))];
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, bylineName: users.bylineName, bylineNameEn: users.bylineNameEn, bylineTitle: users.bylineTitle, bylineTitleEn: users.bylineTitleEn })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map(({ id, ...byline }) => [id, byline]));
    },

    /** The stored state the service needs to decide an update (publishedAt is kept once set). */
    async findState(id: number): Promise<{ publishedAt: Date | null; category: ArticleCategory; articleId: string | null } | undefined> {
      const [row] = await db.select({ publishedAt: articles.publishedAt, category: articles.category, articleId: articles.articleId }).from(articles).where(eq(articles.id, id));
      return row && { publishedAt: row.publishedAt, category: row.category as ArticleCategory, articleId: row.articleId };
    },

    async insert(values: ArticleValues & Pick<typeof articles.$inferInsert, 'title' | 'content' | 'category'>): Promise<number> {
      const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
      return row!.id;
    },

    async update(id: number, values: ArticleValues): Promise<boolean> {
      const rows = await db.update(articles).set(values).where(eq(articles.id, id)).returning({ id: articles.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
      return rows.length > 0;
    },
  };
}
