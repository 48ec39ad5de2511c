import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleTranslations, articleTrash as trash } from '../../db/schema/index';
import type { Actor } from '../../lib/transaction';
import type { ArticleReadScope } from '../../read-model/read-keys';
import { chineseStatus } from '../articles/article-rules';

type Rows<T> = { rows: T[] };

/** An article moved in or out of Trash: its title for the audit, and what its public reads are keyed by (read-keys.ts). */
export interface TrashedArticle extends ArticleReadScope {
  title: string;
}

export interface TrashRow {
  id: number;
  articleId: string | null;
  title: string;
  category: string;
  type: string;
  trashedAt: Date;
  trashedByName: string | null;
}

const listColumns = { id: trash.id, articleId: trash.articleId, title: trash.title, category: trash.category, type: trash.type, trashedAt: trash.trashedAt, trashedByName: trash.trashedByName };

/**
 * The stored (not generated) columns of a table, as the database has them now: a restore writes
 * back every column another module may have added since (docs/decisions/0016-publishing.md).
 */
async function storedColumns(db: Db, table: 'articles' | 'article_translations') {
  const result = (await db.execute(
    sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  )) as unknown as Rows<{ name: string }>;
  const names = result.rows.map((r) => sql.identifier(r.name));
  return { names: sql.join(names, sql`, `), fromRecord: sql.join(names.map((name) => sql`r.${name}`), sql`, `) };
}

/** Trash: articles moved out of `articles` whole, and put back whole. Built on the caller's transaction. */
export function trashRepository(db: Db) {
  return {
    /** Copies the article and its translations into Trash and deletes them; null when there is no such article. */
    async moveIn(id: number, actor: Actor | null, now: Date): Promise<TrashedArticle | null> {
      const moved = (await db.execute(sql`
        INSERT INTO article_trash (id, article_id, title, category, type, article, translations, trashed_at, trashed_by, trashed_by_name)
        SELECT a.id, a.article_id, a.title, a.category, a.type, to_jsonb(a),
          COALESCE((SELECT jsonb_agg(to_jsonb(t)) FROM article_translations t WHERE t.article_id = a.id), '[]'::jsonb),
          ${now.toISOString()}::timestamptz, ${actor?.userId ?? null}::integer, ${actor?.username ?? null}::text
        FROM articles a WHERE a.id = ${id}
        RETURNING id, article_id AS "articleId", title, category, type`)) as unknown as Rows<TrashedArticle>;
      const [row] = moved.rows;
      if (!row) return null;
      // translations and preview links go with the row (ON DELETE CASCADE); revisions have no key and stay
      await db.execute(sql`DELETE FROM articles WHERE id = ${id}`);
      return row;
    },

    /** Puts the article back with its id, slug, timestamps and translations; null when it is not in Trash. */
    async moveOut(id: number): Promise<TrashedArticle | null> {
      const [entry] = await db.select({ id: trash.id, articleId: trash.articleId, title: trash.title, category: trash.category, type: trash.type }).from(trash).where(eq(trash.id, id));
      if (!entry) return null;
      const a = await storedColumns(db, 'articles');
      const t = await storedColumns(db, 'article_translations');
      await db.execute(sql`INSERT INTO articles (${a.names}) SELECT ${a.fromRecord} FROM article_trash x, jsonb_populate_record(NULL::articles, x.article) r WHERE x.id = ${id}`);
      await db.execute(
        sql`INSERT INTO article_translations (${t.names}) SELECT ${t.fromRecord} FROM article_trash x, jsonb_populate_recordset(NULL::article_translations, x.translations) r WHERE x.id = ${id}`,
      );
      await db.delete(trash).where(eq(trash.id, id));
      return entry;
    },

    /** Every language version of a restored article as a draft, with no pending publication or withdrawal. */
    async makeDraft(id: number, now: Date): Promise<void> {
      await db.update(articles).set({ ...chineseStatus('Draft'), publishAt: null, unpublishAt: null, updatedAt: now }).where(eq(articles.id, id));
      await db.update(articleTranslations).set({ status: 'Draft', publishAt: null, unpublishAt: null, updatedAt: now }).where(eq(articleTranslations.articleId, id));
    },

    /** The slug another article took while this one was in Trash, if any. */
    async slugTaken(id: number): Promise<boolean> {
      const result = (await db.execute(
        sql`SELECT 1 AS taken FROM article_trash x JOIN articles a ON a.article_id = x.article_id WHERE x.id = ${id}`,
      )) as unknown as Rows<{ taken: number }>;
      return result.rows.length > 0;
    },

    list: (): Promise<TrashRow[]> => db.select(listColumns).from(trash).orderBy(asc(trash.trashedAt), asc(trash.id)),

    find: async (id: number): Promise<TrashRow | undefined> => (await db.select(listColumns).from(trash).where(eq(trash.id, id)))[0],

    /** Deletes entries for good; returns those deleted. */
    async purge(ids: number[]): Promise<TrashRow[]> {
      if (!ids.length) return [];
      return db.delete(trash).where(inArray(trash.id, ids)).returning(listColumns);
    },

    /** Ids of entries trashed before `cutoff`, oldest first. */
    async expired(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db.select({ id: trash.id }).from(trash).where(lt(trash.trashedAt, cutoff)).orderBy(asc(trash.trashedAt)).limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
