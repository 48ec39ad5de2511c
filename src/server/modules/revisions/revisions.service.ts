import type { Language } from '../../../shared/languages';
import type { AutosaveInput, Autosave, Revision, RevisionSummary } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
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

    /** Idempotent: the editor clears the slot after every real save, whether one was written or not. */
    clearAutosave: async (userId: number, key: string): Promise<void> => void (await autosaves.remove(userId, key)),
  };
}
export type RevisionsService = ReturnType<typeof revisionsService>;
