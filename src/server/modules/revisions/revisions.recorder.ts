import { eq, and } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';
import type { TableData } from '../../../shared/schemas/article-fields';
import type { Db } from '../../db/client';
import { articles, articleTranslations } from '../../db/schema/index';
import type { Actor } from '../../lib/transaction';
import { autosavesRepository, revisionsRepository } from './revisions.repository';

const shared = { articleId: articles.articleId, category: articles.category, type: articles.type, imageUrl: articles.imageUrl, weight: articles.weight };

/** The version of `lang` as stored now, with the shared fields; null when it does not exist. */
export async function currentSnapshot(tx: Db, id: number, lang: Language): Promise<ArticleSnapshot | null> {
  if (lang === 'zh') {
    const [row] = await tx
      .select({ ...shared, title: articles.title, summary: articles.summary, content: articles.content, tableData: articles.tableData, tags: articles.tags, metaDescription: articles.metaDescription, status: articles.status })
      .from(articles)
      .where(eq(articles.id, id));
    return row ? toSnapshot(row) : null;
  }
  const t = articleTranslations;
  const [row] = await tx
    .select({ ...shared, title: t.title, summary: t.summary, content: t.content, tableData: t.tableData, tags: t.tags, metaDescription: t.metaDescription, status: t.status })
    .from(t)
    .innerJoin(articles, eq(articles.id, t.articleId))
    .where(and(eq(t.articleId, id), eq(t.lang, lang)));
  return row ? toSnapshot(row) : null;
}

type SnapshotRow = Omit<ArticleSnapshot, 'tableData' | 'category'> & { tableData: unknown; category: string };

/** Always the same key order, so two snapshots compare as JSON. */
const toSnapshot = (r: SnapshotRow): ArticleSnapshot => ({
  title: r.title,
  summary: r.summary,
  content: r.content,
  tableData: (r.tableData as TableData | null) ?? null,
  tags: r.tags,
  metaDescription: r.metaDescription,
  status: r.status,
  articleId: r.articleId,
  category: r.category as ArticleSnapshot['category'],
  type: r.type,
  imageUrl: r.imageUrl,
  weight: r.weight,
});

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sameSnapshot = (a: ArticleSnapshot | null, b: ArticleSnapshot | null): boolean => canonical(a) === canonical(b);

/**
 * The write side of revisions, handed by the composition root to every module that changes an
 * article (docs/decisions/0015-revisions.md). Each method works in the caller's transaction, so what
 * it records commits or rolls back with the change. `retention`: how many unpublished revisions to
 * keep per article and language (REVISION_RETENTION).
 */
export function revisionRecorder({ retention }: { retention: number }) {
  return {
    /**
     * Keeps a revision of the article's `lang` version (both languages when omitted) as it is now in
     * `tx`, unless it equals the newest revision; then prunes past the retention limit. Call it after
     * the change. `actor` null is the scheduled publisher. Returns the new revisions' ids.
     */
    async record(tx: Db, actor: Actor | null, id: number, lang?: Language): Promise<number[]> {
      const repo = revisionsRepository(tx);
      const created: number[] = [];
      for (const l of lang ? [lang] : (['zh', 'en'] as const)) {
        const snapshot = await currentSnapshot(tx, id, l);
        if (!snapshot || sameSnapshot(snapshot, await repo.newestSnapshot(id, l))) continue;
        created.push(await repo.insert({ articleId: id, lang: l, snapshot, authorId: actor?.userId ?? null, authorName: actor?.username ?? null }));
        await repo.prune(id, l, retention);
      }
      return created;
    },

    /**
     * Before an update of an article that has no revision yet (written before revisions existed, or
     * restored from a backup): keeps its stored state, so that first save can be undone. The author is
     * unknown, so none is recorded. A no-op when a revision equal to the stored state exists.
     */
    async baseline(tx: Db, id: number): Promise<void> {
      const repo = revisionsRepository(tx);
      for (const l of ['zh', 'en'] as const) {
        const snapshot = await currentSnapshot(tx, id, l);
        if (snapshot && !(await repo.newestSnapshot(id, l))) await repo.insert({ articleId: id, lang: l, snapshot, authorId: null, authorName: null });
      }
    },

    /** Every revision and autosave of these articles, gone with them for good (Trash's purge). */
    async forget(tx: Db, articleIds: number[]): Promise<void> {
      await revisionsRepository(tx).removeForArticles(articleIds);
      await autosavesRepository(tx).removeForArticles(articleIds);
    },
  };
}
export type RevisionRecorder = ReturnType<typeof revisionRecorder>;
