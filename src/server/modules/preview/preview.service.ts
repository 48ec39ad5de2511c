import crypto from 'node:crypto';
import type { Language } from '../../../shared/languages';
import { localePath } from '../../../shared/paths';
import { PREVIEW_LINK_HOURS, type CreatedPreviewLink, type PreviewLink } from '../../../shared/schemas/preview';
import type { AdminArticle, Article, AuthorFields, Byline, PublicArticle } from '../../../shared/schemas/articles';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { chineseStatus, withEnglishFields } from '../articles/article-rules';
import type { ArticlesService } from '../articles/articles.service';
import type { RevisionsService } from '../revisions/revisions.service';
import { previewRepository } from './preview.repository';

const HOUR_MS = 60 * 60 * 1000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const invalidLink = () => new AppError(404, 'PREVIEW_LINK_INVALID', 'this preview link has expired, was revoked or never existed');

/** A revision's fields over the article: its language's text and the shared fields as they were. */
function withSnapshot<A extends Omit<Article, AuthorFields>>(article: A, s: ArticleSnapshot, lang: Language): A {
  const shared = { articleId: s.articleId, category: s.category, type: s.type, imageUrl: s.imageUrl, weight: s.weight };
  if (lang !== 'zh') return { ...article, ...shared };
  const { title, summary, content, tableData, tags, metaDescription, status } = s;
  return { ...article, ...shared, title, summary, content, tableData, tags, metaDescription, ...chineseStatus(status) };
}

/**
 * What a visitor would see of a draft or a revision (docs/decisions/0016-publishing.md): the public
 * answer's shape, built from the stored version whatever its status, with the same per-field
 * fallback to Chinese as a public English read.
 */
function asVisitorSees(admin: AdminArticle, lang: Language, snapshot: ArticleSnapshot | null, byline: Byline | null): PublicArticle {
  // the author as a visitor sees them: by the byline, never by account (docs/decisions/0021-bylines.md)
  const { translations, englishState: _s, englishNeedsUpdate: _n, authorId: _a, authorName: _u, noByline: _b, ...rest } = admin;
  const stored = { ...rest, byline };
  const article = snapshot ? withSnapshot(stored, snapshot, lang) : stored;
  const en = lang === 'en' && snapshot ? snapshot : translations.en;
  if (lang !== 'en' || !en) return { ...article, lang: 'zh', languages: ['zh'] };
  return { ...withEnglishFields(article, en), lang: 'en', languages: ['zh', 'en'] };
}

export function previewService(db: Db, { articles, revisions }: { articles: ArticlesService; revisions: RevisionsService }, publicUrl: string | undefined) {
  async function view(id: number, lang: Language, revisionId: number | null | undefined): Promise<PublicArticle> {
    const article = await articles.getAdmin({ id });
    let snapshot: ArticleSnapshot | null = null;
    if (revisionId) {
      const revision = await revisions.get(id, revisionId);
      if (revision.lang !== lang) throw notFound('revision');
      snapshot = revision.snapshot;
    }
    return asVisitorSees(article, lang, snapshot, await articles.bylineOf(article, lang));
  }

  return {
    /** Signed-in staff: the saved draft (or a revision) of one language version. */
    view,

    /** Anyone with a live link: the version it was made for. */
    async viewByToken(token: string, now = new Date()): Promise<PublicArticle> {
      const link = await previewRepository(db).findActive(hashOf(token), now);
      if (!link) throw invalidLink();
      return view(link.articleId, link.lang, link.revisionId).catch((err: unknown) => {
        throw err instanceof AppError && err.status === 404 ? invalidLink() : err;
      });
    },

    isLive: async (token: string, now = new Date()): Promise<boolean> => Boolean(await previewRepository(db).findActive(hashOf(token), now)),

    /** A random token, given once in the URL; only its SHA-256 is kept. Works for 48 hours. */
    async createLink(actor: Actor, id: number, input: { lang: Language; revisionId?: number | null }, requestOrigin: string, now = new Date()): Promise<CreatedPreviewLink> {
      await view(id, input.lang, input.revisionId);
      const token = crypto.randomBytes(32).toString('base64url');
      const link = await withTransaction(db, (tx) =>
        previewRepository(tx).insert({
          articleId: id,
          lang: input.lang,
          revisionId: input.revisionId ?? null,
          tokenHash: hashOf(token),
          createdBy: actor.userId,
          createdByName: actor.username,
          createdAt: now,
          expiresAt: new Date(now.getTime() + PREVIEW_LINK_HOURS * HOUR_MS),
        }),
      );
      return { ...link, url: `${publicUrl ?? requestOrigin}${localePath(`/preview/${token}`, input.lang)}` };
    },

    async listLinks(id: number, now = new Date()): Promise<PreviewLink[]> {
      await articles.getAdmin({ id });
      return previewRepository(db).listActive(id, now);
    },

    async revoke(linkId: number, now = new Date()): Promise<void> {
      const revoked = await withTransaction(db, (tx) => previewRepository(tx).revoke(linkId, now));
      if (!revoked) throw notFound('preview link');
    },
  };
}
export type PreviewService = ReturnType<typeof previewService>;
