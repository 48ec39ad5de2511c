import { and, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { ArticleSnapshot, Autosave, RevisionEvent, RevisionSummary } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { articleAutosaves, articleRevisions as r } from '../../db/schema/index';
import { isPublished } from '../articles/article-rules';

/** A stored revision with its snapshot (the publishing module renders previews of it). */
export interface StoredRevision {
  id: number;
  articleId: number;
  lang: Language;
  snapshot: ArticleSnapshot;
  published: boolean;
  authorName: string | null;
  createdAt: Date;
}

export interface NewRevision {
  articleId: number;
  lang: Language;
  snapshot: ArticleSnapshot;
  authorId: number | null;
  authorName: string | null;
  event?: RevisionEvent | null;
}

const columns = { id: r.id, articleId: r.articleId, lang: r.lang, snapshot: r.snapshot, published: r.published, authorName: r.authorName, createdAt: r.createdAt };

/** Revisions of articles, per language, and the autosave slots. Built on the caller's db or transaction. */
export function revisionsRepository(db: Db) {
  const of = (articleId: number, lang: Language) => and(eq(r.articleId, articleId), eq(r.lang, lang));

  return {
    async find(id: number): Promise<StoredRevision | null> {
      const [row] = await db.select(columns).from(r).where(eq(r.id, id));
      return row ?? null;
    },

    /** Newest first; the title comes out of the snapshot so the list never carries contents. */
    async list(articleId: number, lang: Language): Promise<RevisionSummary[]> {
      const rows = await db
        .select({
          id: r.id,
          lang: r.lang,
          published: r.published,
          status: sql<string>`${r.snapshot}->>'status'`,
          title: sql<string>`${r.snapshot}->>'title'`,
          authorName: r.authorName,
          event: r.event,
          createdAt: r.createdAt,
        })
        .from(r)
        .where(of(articleId, lang))
        .orderBy(desc(r.id));
      // a revision without an author is the baseline when it is the oldest kept (the recorder's baseline
      // writes one only where none exists), else the scheduled publisher's (recorded with no actor)
      return rows.map((row, i) => ({
        ...row,
        status: row.status as RevisionSummary['status'],
        createdAt: row.createdAt.toISOString(),
        source: row.authorName !== null ? 'saved' : i === rows.length - 1 ? 'baseline' : 'scheduled',
      }));
    },

    /** The newest revision's id of this version (0: none). */
    async newestId(articleId: number, lang: Language): Promise<number> {
      const [row] = await db.select({ id: r.id }).from(r).where(of(articleId, lang)).orderBy(desc(r.id)).limit(1);
      return row?.id ?? 0;
    },

    /** Names `event` on the newest revision of this version newer than `after` that names none; false when there is none. */
    async tagNewestAfter(articleId: number, lang: Language, after: number, event: RevisionEvent): Promise<boolean> {
      const first = db.select({ id: r.id }).from(r).where(and(of(articleId, lang), gt(r.id, after), isNull(r.event))).orderBy(desc(r.id)).limit(1);
      const rows = await db.update(r).set({ event }).where(inArray(r.id, first)).returning({ id: r.id });
      return rows.length > 0;
    },

    async newestSnapshot(articleId: number, lang: Language): Promise<ArticleSnapshot | null> {
      const [row] = await db.select({ snapshot: r.snapshot }).from(r).where(of(articleId, lang)).orderBy(desc(r.id)).limit(1);
      return row?.snapshot ?? null;
    },

    async insert(revision: NewRevision): Promise<number> {
      const [row] = await db
        .insert(r)
        .values({ ...revision, published: isPublished(revision.snapshot.status) })
        .returning({ id: r.id });
      return row!.id;
    },

    /** Deletes the unpublished revisions older than the newest `keep` of this article and language. */
    async prune(articleId: number, lang: Language, keep: number): Promise<void> {
      const newest = db.select({ id: r.id }).from(r).where(of(articleId, lang)).orderBy(desc(r.id)).limit(keep);
      await db.delete(r).where(and(of(articleId, lang), eq(r.published, false), notInArray(r.id, newest)));
    },

    /** Every revision of these articles (the Trash's purge). */
    async removeForArticles(articleIds: number[]): Promise<void> {
      if (articleIds.length) await db.delete(r).where(inArray(r.articleId, articleIds));
    },
  };
}

const asAutosave = (row: { articleKey: string; lang: Language | null; data: Record<string, unknown>; savedAt: Date }): Autosave => ({
  key: row.articleKey,
  lang: row.lang,
  data: row.data,
  savedAt: row.savedAt.toISOString(),
});

/** One autosave slot per user and article: never public, never a revision. */
export function autosavesRepository(db: Db) {
  const slot = (userId: number, key: string) => and(eq(articleAutosaves.userId, userId), eq(articleAutosaves.articleKey, key));
  const columns = { articleKey: articleAutosaves.articleKey, lang: articleAutosaves.lang, data: articleAutosaves.data, savedAt: articleAutosaves.savedAt };

  return {
    async find(userId: number, key: string): Promise<Autosave | null> {
      const [row] = await db.select(columns).from(articleAutosaves).where(slot(userId, key));
      return row ? asAutosave(row) : null;
    },

    async save(userId: number, key: string, lang: Language | null, data: Record<string, unknown>, savedAt: Date): Promise<Autosave> {
      const [row] = await db
        .insert(articleAutosaves)
        .values({ userId, articleKey: key, lang, data, savedAt })
        .onConflictDoUpdate({ target: [articleAutosaves.userId, articleAutosaves.articleKey], set: { lang, data, savedAt } })
        .returning(columns);
      return asAutosave(row!);
    },

    async remove(userId: number, key: string): Promise<boolean> {
      const rows = await db.delete(articleAutosaves).where(slot(userId, key)).returning({ key: articleAutosaves.articleKey });
      return rows.length > 0;
    },

    /** Every user's slot of these saved articles (keyed by their id). */
    async removeForArticles(articleIds: number[]): Promise<void> {
      if (articleIds.length) await db.delete(articleAutosaves).where(inArray(articleAutosaves.articleKey, articleIds.map(String)));
    },
  };
}
