import type { ArticlePathInput } from '../../../shared/article-path';
import { REDIRECTS_MAX } from '../../../shared/schemas/redirects';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { resolveTarget } from './redirects.chains';
import { articlePaths, livePathsOf } from './redirects.paths';
import { redirectsRepository } from './redirects.repository';

/** What decides an article's address, and whether its page is public (its Chinese version published). */
export interface ArticleAddress extends ArticlePathInput {
  live: boolean;
}

/**
 * The redirects an article's write makes, in that write's transaction (docs/decisions/0027-found-and-shared.md),
 * handed to the articles, scheduling and Trash modules by the composition root. The caller empties
 * the caches after its commit, which reloads every server's table.
 */
export interface ArticleAddressChanges {
  /**
   * After an article is saved (`before` null: created). A live page wins over redirects from its
   * addresses, and its automatic redirects lead to it; when its address changed, redirects to the
   * old one go to the new one, and a page that was live records old → new (301, 'auto') in each language.
   */
  saved(tx: Db, before: ArticleAddress | null, after: ArticleAddress): Promise<void>;
  /** After these articles went live without a save of theirs (a scheduled publication, a restore from Trash). */
  published(tx: Db, ids: readonly number[]): Promise<void>;
}

/** A live article's addresses, as its automatic redirects follow them. */
function addressesOf(article: ArticlePathInput): { id: number; zh: string; en: string }[] {
  const [zh, en] = articlePaths(article);
  return zh && en ? [{ id: article.id, zh, en }] : [];
}

export function articleAddresses(publishedArticles: (db: Db) => Promise<ArticlePathInput[]>): ArticleAddressChanges {
  /** The live pages win over redirects from their addresses, and their articles' automatic redirects lead to them. */
  async function live(tx: Db, articles: readonly ArticlePathInput[], now: Date): Promise<void> {
    const repo = redirectsRepository(tx);
    await repo.removeFrom([...livePathsOf(articles)]);
    await repo.followArticles(articles.flatMap(addressesOf), now);
  }

  /** old → new, collapsed like a staff redirect; skipped when it would loop or the table is full. */
  async function record(tx: Db, articleId: number, from: string, to: string, now: Date): Promise<void> {
    const repo = redirectsRepository(tx);
    let target: string;
    try {
      target = await resolveTarget(repo, from, to);
    } catch (err) {
      if (err instanceof AppError) return;
      throw err;
    }
    if (!(await repo.findByFrom(from)) && (await repo.count()) >= REDIRECTS_MAX) return;
    await repo.upsertAuto({ fromPath: from, toPath: target, status: 301 }, articleId, now);
  }

  return {
    async saved(tx, before, after) {
      const now = new Date();
      if (after.live) await live(tx, [after], now);
      const old = before ? articlePaths(before) : [];
      const next = articlePaths(after);
      if (!old.length || !next.length || old[0] === next[0]) return;
      const repo = redirectsRepository(tx);
      for (const [i, from] of old.entries()) {
        const to = next[i]!;
        await repo.retarget(from, to, now);
        if (before!.live) await record(tx, after.id, from, to, now);
      }
    },

    async published(tx, ids) {
      const wentLive = new Set(ids);
      await live(tx, (await publishedArticles(tx)).filter((a) => wentLive.has(a.id)), new Date());
    },
  };
}
