import { can, type Role } from '@shared/permissions';
import type { ArticleListRow } from '@shared/schemas/articles';

/** Public now or once: either language version published, archived or due to be published. */
function everPublic(row: ArticleListRow): boolean {
  const zhPublic = row.publishedAt !== null || row.status === 'Published' || row.status === 'Archived' || Boolean(row.publishAt);
  const enPublic = row.englishState === 'published' || row.englishState === 'archived' || row.englishState === 'needsUpdate' || Boolean(row.enPublishAt);
  return zhPublic || enPublic;
}

/**
 * Whether the row's trash button shows: a publisher's for any article, an author's only for her own
 * never-published ones (the server's rule: modules/articles/article-access.ts).
 */
export function mayTrashArticle(role: Role | null | undefined, userId: number | null, row: ArticleListRow): boolean {
  if (!can(role, 'trashArticles')) return false;
  if (can(role, 'writeAnyArticle') && can(role, 'publishArticles')) return true;
  return row.authorId != null && row.authorId === userId && !everPublic(row);
}

/** Public now or due to be: an author may no longer change the shared fields (the weight among them). */
function live(row: ArticleListRow): boolean {
  return row.status === 'Published' || Boolean(row.publishAt) || row.englishState === 'published' || row.englishState === 'needsUpdate' || Boolean(row.enPublishAt);
}

/** Whether the row's weight can be changed in place: a publisher's any, an author's own while it is not live. */
export function mayEditArticleWeight(role: Role | null | undefined, userId: number | null, row: ArticleListRow): boolean {
  if (can(role, 'writeAnyArticle') && can(role, 'publishArticles')) return true;
  if (!can(role, 'writeArticles')) return false;
  return row.authorId != null && row.authorId === userId && !live(row);
}

/** Whether the row's edit button shows: anyone's article with writeAnyArticle, else her own. */
export function mayEditArticle(role: Role | null | undefined, userId: number | null, row: ArticleListRow): boolean {
  if (can(role, 'writeAnyArticle')) return true;
  if (!can(role, 'writeArticles')) return false;
  return row.authorId != null && row.authorId === userId;
}
