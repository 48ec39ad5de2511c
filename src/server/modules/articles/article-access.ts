import type { RequestHandler } from 'express';
import type { ArticleStatus } from '../../../shared/catalog';
import { can } from '../../../shared/permissions';
import type { PublicUser } from '../../../shared/schemas/auth';
import { idParamSchema } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { forbidden } from '../auth/auth.guards';
import { isPublished } from './article-rules';
import { articleAccessRepository, type ArticleOwnership, type VersionState } from './article-access.repository';
import type { CreateArticle, UpdateArticle } from './articles.service';

/*
 * Who may touch which article (docs/decisions/0026-roles-and-review.md): every article route asks
 * here. `writeAnyArticle` edits anyone's article; without it, only one's own (articles.author_id).
 * Without `publishArticles` no write may publish, archive or withdraw a version, nor change one a
 * visitor sees (or will see when its scheduled time comes): such edits go through review.
 */

type Who = Pick<PublicUser, 'id' | 'role'>;

/** The ownership rule: anyone's article with `writeAnyArticle`, else only one's own (the review step asks it too). */
export const mayEditArticleBy = (user: Who, authorId: number | null): boolean => can(user.role, 'writeAnyArticle') || authorId === user.id;

/** The flat fields of a write: the Chinese version's and the shared ones (a visitor of either language sees the shared ones). */
const chineseOrSharedFields = ['title', 'content', 'summary', 'metaDescription', 'tags', 'tableData', 'status', 'category', 'articleId', 'imageUrl', 'weight', 'noByline'] as const;

/** Published and Archived are the publishers' states; any other status is a draft's. */
const isPublishersStatus = (status: ArticleStatus | undefined): boolean => status === 'Published' || status === 'Archived';

/** Public now, or due to go public at its scheduled time. */
const isLive = (version: VersionState | null): boolean => Boolean(version && (isPublished(version.status) || version.publishAt));

/** A requested status that publishes, archives, or leaves Published or Archived. */
function changesLifeCycle(stored: VersionState | null, requested: ArticleStatus | undefined): boolean {
  const current = stored?.status ?? 'Draft';
  return requested !== undefined && requested !== current && (isPublishersStatus(requested) || isPublishersStatus(current));
}

/** A requested status that puts a version in review by an edit rather than by a submission. */
const entersReview = (stored: VersionState | null, requested: ArticleStatus | undefined): boolean => requested === 'InReview' && stored?.status !== 'InReview';

const waitingForReview = () => new AppError(409, 'REVIEW_PENDING', 'this version is waiting for review: it can change again once an editor has approved or returned it');

/** A raw body naming an author other than `user` (the schemas drop it; the article's author is always who creates it). */
const namesAnotherAuthor = (user: Who, body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'authorId' in body && body.authorId !== undefined && body.authorId !== user.id;

/** Refuses an update that a role without `publishArticles` may not make to an article in `state`. */
function checkDraftOnlyUpdate(state: ArticleOwnership, input: UpdateArticle): void {
  const en = input.translations?.en;
  const touchesChinese = chineseOrSharedFields.some((field) => input[field] !== undefined);
  const touchesEnglish = en !== undefined;
  if (changesLifeCycle(state.zh, input.status)) throw forbidden('publishArticles');
  // only the review step puts a version in review or takes it out; while it waits, its author leaves it alone
  if (entersReview(state.zh, input.status) || (en && entersReview(state.en, en.status))) throw forbidden('publishArticles');
  if ((state.zh?.status === 'InReview' && touchesChinese) || (state.en?.status === 'InReview' && touchesEnglish)) throw waitingForReview();
  if (en === null && state.en && isPublishersStatus(state.en.status)) throw forbidden('publishArticles');
  if (en && changesLifeCycle(state.en, en.status)) throw forbidden('publishArticles');
  // a live English page shows the shared fields and falls back to Chinese ones: a live English version freezes both
  if (isLive(state.zh) && touchesChinese) throw forbidden('publishArticles');
  if (isLive(state.en) && (touchesChinese || touchesEnglish)) throw forbidden('publishArticles');
}

export function articleAccess(db: Db) {
  const repo = (tx: Db = db) => articleAccessRepository(tx);

  /** The article's state when `user` may edit it (undefined: she may edit any, nothing read); 404 when it does not exist. */
  async function ownedState(user: Who, id: number, tx?: Db, lock = false): Promise<ArticleOwnership | undefined> {
    if (can(user.role, 'writeAnyArticle') && can(user.role, 'publishArticles')) return undefined;
    const state = await repo(tx).ownership(id, lock);
    if (!state) throw notFound('article');
    if (!mayEditArticleBy(user, state.authorId)) throw forbidden('writeAnyArticle');
    return state;
  }

  async function assertMayEdit(user: Who, id: number): Promise<void> {
    if (can(user.role, 'writeAnyArticle')) return;
    await ownedState(user, id);
  }

  return {
    /** Reads and writes of one article's history, preview, schedule and autosave: one's own, or `writeAnyArticle`. */
    assertMayEdit,

    /** A create: drafts only without `publishArticles`, and always by the one who creates it. */
    assertMayCreate(user: Who, input: CreateArticle, body: unknown): void {
      if (!can(user.role, 'writeAnyArticle') && namesAnotherAuthor(user, body)) throw forbidden('writeAnyArticle');
      if (can(user.role, 'publishArticles')) return;
      if (isPublishersStatus(input.status) || isPublishersStatus(input.translations?.en?.status)) throw forbidden('publishArticles');
    },

    /** An update, inside its transaction (`tx`), the article's row locked until it commits. */
    async assertMayUpdate(user: Who, id: number, input: UpdateArticle, body: unknown, tx: Db): Promise<void> {
      if (!can(user.role, 'writeAnyArticle') && namesAnotherAuthor(user, body)) throw forbidden('writeAnyArticle');
      const state = await ownedState(user, id, tx, true);
      if (state && !can(user.role, 'publishArticles')) checkDraftOnlyUpdate(state, input);
    },

    /** A move to Trash, inside its transaction: without `publishArticles`, only an article never published nor due to be. */
    async assertMayTrash(user: Who, id: number, tx: Db): Promise<void> {
      const state = await ownedState(user, id, tx, true);
      if (!state || can(user.role, 'publishArticles')) return;
      const everPublic = (v: VersionState | null) => Boolean(v && (v.publishedAt || isPublishersStatus(v.status) || v.publishAt));
      if (everPublic(state.zh) || everPublic(state.en)) throw forbidden('publishArticles');
    },

    /** Revoking a preview link: as editing its article (an unknown link is left to the preview service's 404). */
    async assertMayEditPreviewLink(user: Who, linkId: number): Promise<void> {
      if (can(user.role, 'writeAnyArticle')) return;
      const articleId = await repo().articleOfPreviewLink(linkId);
      if (articleId !== undefined) await assertMayEdit(user, articleId);
    },
  };
}
export type ArticleAccess = ReturnType<typeof articleAccess>;

/** Route guard: the article `:id` is one the signed-in user may edit (after requirePermission). */
export const mayEditArticle =
  (access: ArticleAccess): RequestHandler =>
  async (req, _res, next) => {
    const { id } = idParamSchema.parse(req.params);
    await access.assertMayEdit(req.user!, id);
    next();
  };
