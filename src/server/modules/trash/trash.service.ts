import { TRASH_KEEP_DAYS, type TrashEntry } from '../../../shared/schemas/trash';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { articleEditPrefixes } from '../../read-model/read-keys';
import type { AuditRecorder } from '../audit/audit.recorder';
import type { ArticleAddressChanges } from '../redirects/redirects.articles';
import type { RevisionRecorder } from '../revisions/revisions.recorder';
import { trashRepository, type TrashedArticle, type TrashRow } from './trash.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries purged per round of the daily job (a backlog empties over the next rounds). */
const PURGE_BATCH = 200;

const toEntry = (row: TrashRow, now: Date): TrashEntry => ({
  id: row.id,
  articleId: row.articleId,
  title: row.title,
  category: row.category,
  type: row.type,
  trashedAt: row.trashedAt.toISOString(),
  trashedBy: row.trashedByName,
  daysLeft: Math.max(0, Math.ceil((row.trashedAt.getTime() + TRASH_KEEP_DAYS * DAY_MS - now.getTime()) / DAY_MS)),
});

/**
 * Trash (docs/decisions/0016-publishing.md): list, restore, delete for good, and the daily purge.
 * Revisions and audit entries are recorded through the services the composition root hands in.
 */
export interface TrashWriteServices {
  revisions: RevisionRecorder;
  audit: AuditRecorder;
  /** a restored article is live again at its address: a redirect from there goes (docs/decisions/0027-found-and-shared.md) */
  addresses: Pick<ArticleAddressChanges, 'published'>;
}

export function trashService(db: Db, cache: PublicCache, { revisions, audit, addresses }: TrashWriteServices) {
  /** Deletes entries for good with their history (revisions, autosaves); returns those deleted. */
  async function purgeEntries(tx: Db, ids: number[]): Promise<TrashRow[]> {
    const gone = await trashRepository(tx).purge(ids);
    await revisions.forget(tx, gone.map((row) => row.id));
    return gone;
  }

  async function purgeExpired(now: Date, tx: Db): Promise<number> {
    const ids = await trashRepository(tx).expired(new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS), PURGE_BATCH);
    const gone = await purgeEntries(tx, ids);
    for (const row of gone) await audit.record(tx, null, { action: 'delete', entityType: 'article', entityId: row.id, entityLabel: row.title });
    return gone.length;
  }

  return {
    /**
     * Moves an article to Trash in the caller's transaction (DELETE /api/articles/:id): null when
     * there is no such article. Every read forgets it at once, since its row is gone from `articles`.
     */
    async moveToTrash(tx: Db, actor: Actor, id: number, now = new Date()): Promise<TrashedArticle | null> {
      const moved = await trashRepository(tx).moveIn(id, actor, now);
      if (moved) await audit.record(tx, actor, { action: 'trash', entityType: 'article', entityId: id, entityLabel: moved.title });
      return moved;
    },

    async list(now = new Date()): Promise<TrashEntry[]> {
      return (await trashRepository(db).list()).map((row) => toEntry(row, now));
    },

    /**
     * Back with the same id, articleId (so the same URLs), both languages and timestamps; with
     * `asDraft`, every version comes back as a draft without a pending schedule (nothing goes online).
     */
    async restore(actor: Actor, id: number, { asDraft = false }: { asDraft?: boolean } = {}): Promise<{ id: number }> {
      const restored = await withTransaction(db, async (tx) => {
        const repo = trashRepository(tx);
        if (await repo.slugTaken(id)) throw new AppError(409, 'ARTICLE_ID_TAKEN', 'another article has taken this articleId since it was deleted');
        const restored = await repo.moveOut(id);
        if (!restored) throw notFound('trash entry');
        if (asDraft) {
          await repo.makeDraft(id, new Date());
          await revisions.record(tx, actor, id);
        } else await addresses.published(tx, [id]);
        await audit.record(tx, actor, { action: 'restore', entityType: 'article', entityId: id, entityLabel: restored.title, ...(asDraft ? { changes: [{ field: 'status', from: null, to: 'Draft' }] } : {}) });
        return restored;
      });
      // its address, lists and section come back (issue 31); other pages stay cached
      await cache.invalidate(articleEditPrefixes(restored));
      return { id };
    },

    /** Deletes for good, with its revisions and autosaves. */
    async purge(actor: Actor, id: number): Promise<void> {
      await withTransaction(db, async (tx) => {
        const [gone] = await purgeEntries(tx, [id]);
        if (!gone) throw notFound('trash entry');
        await audit.record(tx, actor, { action: 'delete', entityType: 'article', entityId: id, entityLabel: gone.title });
      });
    },

    /** Daily, once across servers: entries older than 30 days go for good (nothing public changes). */
    job: { name: 'trash-purge', everyMs: DAY_MS, run: (now, tx) => purgeExpired(now, tx) } satisfies Job,
  };
}
export type TrashService = ReturnType<typeof trashService>;
