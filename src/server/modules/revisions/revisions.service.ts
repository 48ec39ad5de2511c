import type { Language } from '../../../shared/languages';
import type { ArticleSnapshot, AutosaveInput, Autosave, Revision, RevisionEvent, RevisionSummary } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/transaction';
import { currentSnapshot } from './revisions.recorder';
import { autosavesRepository, revisionsRepository } from './revisions.repository';

/**
 * The History panel's reads and the editor's autosave slots (docs/decisions/0015-revisions.md).
 * Revisions are written by the revision recorder (revisions.recorder.ts) in the save's own transaction, not here.
 */
export function revisionsService(db: Db) {
  const revisions = revisionsRepository(db);
  const autosaves = autosavesRepository(db);

  /** An article's revisions exist while it does (in Trash it has none to show in the editor). */
  async function requireArticle(id: number): Promise<void> {
    if (!(await currentSnapshot(db, id, 'zh'))) throw notFound('article');
  }

  return {
    async list(articleId: number, lang: Language): Promise<RevisionSummary[]> {
      await requireArticle(articleId);
      return revisions.list(articleId, lang);
    },

    async get(articleId: number, revisionId: number): Promise<Revision> {
      const found = await revisions.find(revisionId);
      if (!found || found.articleId !== articleId) throw notFound('revision');
      const { snapshot } = found;
      return { ...found, status: snapshot.status, title: snapshot.title, createdAt: found.createdAt.toISOString() };
    },

    /** An empty slot is the usual case when the editor opens, not an error: null (a 200), so no console 404. */
    getAutosave: async (userId: number, key: string): Promise<Autosave | null> => (await autosaves.find(userId, key)) ?? null,

    saveAutosave: (userId: number, key: string, input: AutosaveInput): Promise<Autosave> => autosaves.save(userId, key, input.lang ?? null, input.data, new Date()),

    /** The version of `lang` as stored now in `tx` (null: none), as a revision would keep it. */
    snapshot: (tx: Db, articleId: number, lang: Language): Promise<ArticleSnapshot | null> => currentSnapshot(tx, articleId, lang),

    /** The newest revision's id of a version (0: none): what `markEvent` later counts from. */
    newestId: (tx: Db, articleId: number, lang: Language): Promise<number> => revisionsRepository(tx).newestId(articleId, lang),

    /**
     * A review step as a revision of the version (docs/decisions/0026-roles-and-review.md), in the
     * caller's transaction: the newest revision after `after` (the save that made the step) names the
     * event; when the step saved nothing (a live version's submission), a revision of the version as
     * it stands is kept with the event and its actor.
     */
    async markEvent(tx: Db, actor: Actor, articleId: number, lang: Language, event: RevisionEvent, after: number): Promise<void> {
      const repo = revisionsRepository(tx);
      if (await repo.tagNewestAfter(articleId, lang, after, event)) return;
      const snapshot = await currentSnapshot(tx, articleId, lang);
      if (snapshot) await repo.insert({ articleId, lang, snapshot, authorId: actor.userId, authorName: actor.username, event });
    },

    /** Idempotent: the editor clears the slot after every real save, whether one was written or not. */
    clearAutosave: async (userId: number, key: string): Promise<void> => void (await autosaves.remove(userId, key)),
  };
}
export type RevisionsService = ReturnType<typeof revisionsService>;
