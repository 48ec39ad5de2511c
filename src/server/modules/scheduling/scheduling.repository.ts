import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { articles, articleTranslations } from '../../db/schema/index';
import { chineseStatus, firstPublishedAtSql } from '../articles/article-rules';
import type { ArticleReadScope } from '../../read-model/read-keys';

export interface StoredSchedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/** A version that the worker published or withdrew. */
export interface Fired {
  id: number;
  lang: Language;
  title: string;
  action: 'publish' | 'unpublish';
}

/** Schedules of the two language versions, and the worker's claims. Built on the caller's db or transaction. */
export function schedulingRepository(db: Db) {
  return {
    async find(id: number): Promise<{ zh: StoredSchedule & { title: string }; en: (StoredSchedule & { title: string; content: string }) | null } | null> {
      const [zh] = await db.select({ title: articles.title, publishAt: articles.publishAt, unpublishAt: articles.unpublishAt }).from(articles).where(eq(articles.id, id));
      if (!zh) return null;
      const t = articleTranslations;
      const [en] = await db
        .select({ title: t.title, content: t.content, publishAt: t.publishAt, unpublishAt: t.unpublishAt })
        .from(t)
        .where(and(eq(t.articleId, id), eq(t.lang, 'en')));
      return { zh, en: en ?? null };
    },

    async save(id: number, lang: Language, schedule: StoredSchedule): Promise<void> {
      if (lang === 'zh') await db.update(articles).set(schedule).where(eq(articles.id, id));
      else await db.update(articleTranslations).set(schedule).where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.lang, lang)));
    },

    /** What the articles' public reads are keyed by (read-keys.ts). */
    readScopes: (ids: number[]): Promise<ArticleReadScope[]> =>
      db.select({ id: articles.id, articleId: articles.articleId, category: articles.category, type: articles.type }).from(articles).where(inArray(articles.id, ids)),

    /**
     * Publishes, then withdraws, every version whose time has come, clearing the time in the same
     * UPDATE: a second worker's UPDATE waits for the row and then finds nothing due, so each fires once.
     */
    async fireDue(now: Date): Promise<Fired[]> {
      const zhOn = await db
        .update(articles)
        .set({ ...chineseStatus('Published'), publishAt: null, updatedAt: now, publishedAt: firstPublishedAtSql(articles.publishedAt, now) })
        .where(lte(articles.publishAt, now))
        .returning({ id: articles.id, title: articles.title });
      const enOn = await db
        .update(articleTranslations)
        .set({ status: 'Published', publishAt: null, updatedAt: now, publishedAt: firstPublishedAtSql(articleTranslations.publishedAt, now) })
        .where(lte(articleTranslations.publishAt, now))
        .returning({ id: articleTranslations.articleId, title: articleTranslations.title });
      const zhOff = await db
        .update(articles)
        .set({ ...chineseStatus('Draft'), unpublishAt: null, updatedAt: now })
        .where(lte(articles.unpublishAt, now))
        .returning({ id: articles.id, title: articles.title });
      const enOff = await db
        .update(articleTranslations)
        .set({ status: 'Draft', unpublishAt: null, updatedAt: now })
        .where(lte(articleTranslations.unpublishAt, now))
        .returning({ id: articleTranslations.articleId, title: articleTranslations.title });
      const as = (rows: { id: number; title: string }[], lang: Language, action: Fired['action']) => rows.map((r) => ({ ...r, lang, action }));
      return [...as(zhOn, 'zh', 'publish'), ...as(enOn, 'en', 'publish'), ...as(zhOff, 'zh', 'unpublish'), ...as(enOff, 'en', 'unpublish')];
    },
  };
}
