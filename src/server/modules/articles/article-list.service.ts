import { articleCategories, articleStatuses, type ArticleStatus } from '../../../shared/catalog';
import type { AdminArticleListQuery, ArticleCounts, ArticleListPage, ArticleListRow } from '../../../shared/schemas/articles';
import { englishStateOfStatus, type EnglishState } from '../../../shared/schemas/translations';
import type { Db } from '../../db/client';
import type { TranslationsService } from '../translations/translations.service';
import { articleListRepository, type AdminListFilter, type StoredListRow } from './article-list.repository';

const statusOfTab = new Map<string, ArticleStatus>(articleStatuses.map((s) => [s.toLowerCase(), s]));

/** The English state as admin reads decide it (translations.versions.ts, withTranslations). */
const englishStateOf = (enStatus: string | null, stale: boolean): EnglishState =>
  enStatus === null ? 'missing' : stale ? 'needsUpdate' : englishStateOfStatus(enStatus);

function toCounts(groups: { status: string; category: string; count: number }[]): ArticleCounts {
  const counts: ArticleCounts = {
    total: 0,
    byStatus: { published: 0, draft: 0, archived: 0 },
    byCategory: Object.fromEntries(articleCategories.map((c) => [c, 0])) as ArticleCounts['byCategory'],
  };
  for (const { status, category, count } of groups) {
    counts.total += count;
    if (status in counts.byStatus) counts.byStatus[status as keyof ArticleCounts['byStatus']] += count;
    if (category in counts.byCategory) counts.byCategory[category as keyof ArticleCounts['byCategory']] += count;
  }
  return counts;
}

/**
 * The back office's articles list: one page, its filtered total and the counts, without reading
 * content (docs/product-spec.md, section 2).
 *
 * An English version needs an update when the hash of the article's current Chinese source differs
 * from the one it was saved with (docs/decisions/0005-bilingual-content.md). That hash is not
 * stored, and computing it means reading the content, so it is remembered here with the
 * `updatedAt` it was computed at: every save sets `updatedAt`, so an article changed since (by this
 * process or another one) is read and hashed again, and only then. (Storing the current source's
 * hash in `articles` on every save would make the English state a column comparison; that needs a
 * migration.)
 */
export function articleListService(db: Db, { sourceHash }: Pick<TranslationsService, 'sourceHash'>) {
  const repo = articleListRepository(db);
  const currentHashes = new Map<number, { at: number; hash: string }>();

  /** Which of these translated articles' English versions were saved with another source than the current one. */
  async function staleIds(versions: { id: number; updatedAt: Date; enSourceHash: string }[]): Promise<Set<number>> {
    const unknown = versions.filter((v) => currentHashes.get(v.id)?.at !== v.updatedAt.getTime()).map((v) => v.id);
    for (const source of await repo.sources(unknown)) currentHashes.set(source.id, { at: source.updatedAt.getTime(), hash: sourceHash(source) });
    return new Set(versions.filter((v) => currentHashes.get(v.id)?.hash !== v.enSourceHash).map((v) => v.id));
  }

  /** Every stale English version, worked out again only after a change to articles or translations. */
  let allStale: { mark: string; ids: number[] } | undefined;
  async function allStaleIds(): Promise<number[]> {
    const mark = await repo.changeMark();
    if (allStale?.mark !== mark) allStale = { mark, ids: [...(await staleIds(await repo.translated()))] };
    return allStale.ids;
  }

  async function englishFilter(state: EnglishState | undefined): Promise<AdminListFilter['english']> {
    if (!state) return undefined;
    // 'missing' is a stored fact; every other state depends on which versions are stale
    return { state, staleIds: state === 'missing' ? [] : await allStaleIds() };
  }

  async function toRows(rows: StoredListRow[]): Promise<ArticleListRow[]> {
    const translated = rows.flatMap((r) => (r.enSourceHash === null ? [] : [{ id: r.id, updatedAt: new Date(r.updatedAt), enSourceHash: r.enSourceHash }]));
    const stale = await staleIds(translated);
    return rows.map(({ enStatus, enSourceHash: _hash, ...row }) => {
      const englishState = englishStateOf(enStatus, stale.has(row.id));
      return { ...row, englishState, englishNeedsUpdate: englishState === 'needsUpdate' };
    });
  }

  async function pageOf(filter: AdminListFilter, { page, pageSize, sort }: AdminArticleListQuery) {
    const order = sort ?? (filter.search ? 'relevance' : 'updated');
    const asked = await repo.page(filter, order, (page - 1) * pageSize, pageSize);
    if (asked.total !== null || page === 1) return { rows: asked.rows, total: asked.total ?? 0, page };
    // past the end: the last page, as the list showed it before it was paged on the server
    const total = await repo.total(filter);
    const last = Math.max(1, Math.ceil(total / pageSize));
    return { rows: total ? (await repo.page(filter, order, (last - 1) * pageSize, pageSize)).rows : [], total, page: last };
  }

  return {
    async page(query: AdminArticleListQuery): Promise<ArticleListPage> {
      // the tab is a status or a category; it and the filters must all hold
      const tabStatus = statusOfTab.get(query.tab);
      const tabCategory = articleCategories.find((c) => c === query.tab);
      const filter: AdminListFilter = {
        search: query.q,
        statuses: [tabStatus, query.status].filter((s) => s !== undefined),
        categories: [tabCategory, query.category].filter((c) => c !== undefined),
        english: await englishFilter(query.english),
      };
      const { rows, total, page } = await pageOf(filter, query);
      return { articles: await toRows(rows), total, page, pageSize: query.pageSize, counts: toCounts(await repo.counts()) };
    },
  };
}
