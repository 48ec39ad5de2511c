import { and, eq } from 'drizzle-orm';
import type { ArticleStatus } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { articles, articleTranslations, previewLinks } from '../../db/schema/index';

/** What decides who may change one language version: its status, first publication and pending publication. */
export interface VersionState {
  status: ArticleStatus;
  publishedAt: Date | null;
  publishAt: Date | null;
}

/** An article's owner and the state of both its versions (`en` null: no English version). */
export interface ArticleOwnership {
  authorId: number | null;
  zh: VersionState;
  en: VersionState | null;
}

/** The facts article-access.ts decides on; built on the caller's db or transaction. */
export function articleAccessRepository(db: Db) {
  return {
    /** `lock`: the article's row stays locked until the transaction ends, so no save slips in between check and write. */
    async ownership(id: number, lock = false): Promise<ArticleOwnership | undefined> {
      const query = db
        .select({ authorId: articles.authorId, status: articles.status, publishedAt: articles.publishedAt, publishAt: articles.publishAt })
        .from(articles)
        .where(eq(articles.id, id));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) return undefined;
      const t = articleTranslations;
      const [en] = await db
        .select({ status: t.status, publishedAt: t.publishedAt, publishAt: t.publishAt })
        .from(t)
        .where(and(eq(t.articleId, id), eq(t.lang, 'en')));
      const { authorId, ...zh } = row;
      return { authorId, zh, en: en ?? null };
    },

    /** The article a preview link was made for. */
    async articleOfPreviewLink(linkId: number): Promise<number | undefined> {
      const [row] = await db.select({ articleId: previewLinks.articleId }).from(previewLinks).where(eq(previewLinks.id, linkId));
      return row?.articleId;
    },
  };
}
