import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import { articleTypeOf, isNewArticleId, type AdminArticle, type AdminArticleListQuery, type Article, type ArticleListPage, type Byline, type createArticleSchema, type PublicArticle, type updateArticleSchema } from '../../../shared/schemas/articles';
import { validationCode } from '../../../shared/validation';
import { articleEditPrefixes } from '../../read-model/read-keys';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditRecorder } from '../audit/audit.recorder';
import type { ArticleAddress, ArticleAddressChanges } from '../redirects/redirects.articles';
import type { RevisionRecorder } from '../revisions/revisions.recorder';
import type { EnglishVersion, TranslationsService } from '../translations/translations.service';
import type { TrashService } from '../trash/trash.service';
import { withoutAuthor } from './article-byline';
import { articleListService } from './article-list.service';
import { chineseStatus, firstPublishedAt, isPublished } from './article-rules';
import { articlesRepository, type ArticleFilter, type ArticleValues } from './articles.repository';
import { articleCreateEntry, articleSaveEntry } from './articles.audit';

export type CreateArticle = z.output<typeof createArticleSchema>;
export type UpdateArticle = z.output<typeof updateArticleSchema>;

/** A check that may refuse a write, run first in the write's transaction. */
export type WriteGuard = (tx: Db) => Promise<void>;

/** Which articles a list holds; public lists hold published ones only. */
export type ArticleListFilter = Omit<ArticleFilter, 'publishedOnly'>;
/** One article, by its numeric id or its slug. */
export type ArticleKey = { id: number } | { articleId: string };

/** Cover images are web addresses or site paths (or inline data images), never javascript: and the like. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

/**
 * Stored column values from validated input: HTML sanitised, and the derived fields computed here
 * only: `published` from the status (article-rules.ts), `type` from the category when it is given.
 * The English version is not a column of `articles`: the translations module saves it.
 */
function toValues(input: UpdateArticle): ArticleValues {
  const { translations: _versions, content, imageUrl, status, ...rest } = input;
  const values: ArticleValues = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (content !== undefined) {
    const clean = sanitizeArticleHtml(content).trim();
    if (!clean) throw fieldError('content', validationCode.contentRequired);
    values.content = clean;
  }
  if (imageUrl !== undefined) {
    if (imageUrl && !SAFE_IMAGE_URL.test(imageUrl)) throw fieldError('imageUrl', validationCode.imageUrlUnsafe);
    values.imageUrl = imageUrl || null;
  }
  if (status !== undefined) Object.assign(values, chineseStatus(status));
  if (input.category) values.type = articleTypeOf(input.category);
  return values;
}

async function uniqueArticleId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'ARTICLE_ID_TAKEN', 'an article with this articleId already exists', { articleId: [validationCode.articleIdTaken] });
    throw err;
  }
}

/** What an article write uses inside its own transaction (the English version, revisions, Trash, the audit log, redirects), handed in by the composition root. */
export interface ArticleWriteServices {
  translations: TranslationsService;
  revisions: RevisionRecorder;
  trash: Pick<TrashService, 'moveToTrash'>;
  audit: AuditRecorder;
  /** a published article whose address changes leaves redirects; a live page wins over one (docs/decisions/0027-found-and-shared.md) */
  addresses: Pick<ArticleAddressChanges, 'saved'>;
}

/** Its address, and whether its page is public (its Chinese version published: its English page shows then too). */
const addressOf = (a: Article): ArticleAddress => ({ id: a.id, articleId: a.articleId, category: a.category, type: a.type, live: isPublished(a.status) });

export function articlesService(db: Db, cache: PublicCache, { translations, revisions, trash, audit, addresses }: ArticleWriteServices) {
  const repo = articlesRepository(db);
  const list = articleListService(db, translations);

  async function find(key: ArticleKey, publishedOnly: boolean): Promise<Article> {
    const article = 'id' in key ? await repo.findById(key.id, publishedOnly) : await repo.findByArticleId(key.articleId, publishedOnly);
    if (!article) throw notFound('article');
    return article;
  }

  /** Public answers in `lang`: the author named by the byline only (docs/decisions/0021-bylines.md). */
  async function inPublic(list: Article[], lang: Language): Promise<PublicArticle[]> {
    const staff = await repo.authorBylines(list.map((a) => a.authorId));
    return translations.inLanguage(db, list.map((a) => withoutAuthor(a, staff, lang)), lang);
  }

  /** After a write, in its transaction: the English version saved when one was given, then the admin answer. */
  async function saveEnglishAndRead(tx: Db, id: number, en: EnglishVersion | null | undefined, now: Date): Promise<AdminArticle> {
    const article = (await articlesRepository(tx).findById(id, false))!;
    if (en !== undefined) await translations.save(tx, article, en, now);
    const [answer] = await translations.withTranslations(tx, [article]);
    return answer!;
  }

  return {
    /** Published articles in `lang` (docs/decisions/0005-bilingual-content.md). */
    listPublic: async (lang: Language, filter: ArticleListFilter = {}): Promise<PublicArticle[]> => inPublic(await repo.list({ ...filter, publishedOnly: true }), lang),

    /** Every article with both versions, for the back office. */
    listAdmin: async (filter: ArticleListFilter = {}): Promise<AdminArticle[]> =>
      translations.withTranslations(db, await repo.list({ ...filter, publishedOnly: false })),

    /** One page of the back office's list: rows without content, the filtered total and the counts. */
    pageAdmin: (query: AdminArticleListQuery): Promise<ArticleListPage> => list.page(query),

    async getPublic(key: ArticleKey, lang: Language): Promise<PublicArticle> {
      const [article] = await inPublic([await find(key, true)], lang);
      return article!;
    },

    /** What a visitor would see in place of `article`'s author, in `lang` (previews). */
    async bylineOf(article: Article, lang: Language): Promise<Byline | null> {
      return withoutAuthor(article, await repo.authorBylines([article.authorId]), lang).byline;
    },

    async getAdmin(key: ArticleKey): Promise<AdminArticle> {
      const [article] = await translations.withTranslations(db, [await find(key, false)]);
      return article!;
    },

    /** The data export's part: every article, drafts included, and every translation. */
    exportPart: async () => ({ articles: await repo.list({ publishedOnly: false }), ...(await translations.exportPart(db)) }),

    async create(actor: Actor, input: CreateArticle): Promise<AdminArticle> {
      if (input.articleId && !isNewArticleId(input.articleId)) throw fieldError('articleId', validationCode.articleIdSlug);
      const values = toValues(input);
      const now = new Date();
      const article = await withTransaction(db, async (tx) => {
        const id = await uniqueArticleId(() =>
          articlesRepository(tx).insert({
            ...values,
            title: input.title,
            content: values.content!,
            category: input.category,
            authorId: actor.userId,
            createdAt: now,
            updatedAt: now,
            publishedAt: firstPublishedAt(null, input.status, now),
          }),
        );
        const created = await saveEnglishAndRead(tx, id, input.translations?.en, now);
        await addresses.saved(tx, null, addressOf(created));
        await revisions.record(tx, actor, id);
        await audit.record(tx, actor, articleCreateEntry(created));
        return created;
      });
      // its lists, its section's pages and any page that asked for its id before it existed (issue 31)
      await cache.invalidate(articleEditPrefixes(article));
      return article;
    },

    /** A PATCH may change the Chinese and shared fields, the English version, or both; `guard` may refuse it first, in its transaction (article-access.ts). */
    async update(actor: Actor, id: number, input: UpdateArticle, guard?: WriteGuard): Promise<AdminArticle> {
      const article = await withTransaction(db, async (tx) => {
        await guard?.(tx);
        const articles = articlesRepository(tx);
        const state = await articles.findState(id);
        if (!state) throw notFound('article');
        await revisions.baseline(tx, id);
        const [before] = await translations.withTranslations(tx, [(await articles.findById(id, false))!]);
        // an older articleId that is no slug saves unchanged; a changed one must be a slug (docs/decisions/0024-beyond-the-spec.md)
        if (input.articleId && input.articleId !== state.articleId && !isNewArticleId(input.articleId)) throw fieldError('articleId', validationCode.articleIdSlug);
        const values = toValues(input);
        values.updatedAt = new Date();
        const publishedAt = firstPublishedAt(state.publishedAt, input.status, values.updatedAt);
        if (publishedAt !== state.publishedAt) values.publishedAt = publishedAt;
        const found = await uniqueArticleId(() => articles.update(id, values));
        if (!found) throw notFound('article');
        const after = await saveEnglishAndRead(tx, id, input.translations?.en, values.updatedAt);
        await addresses.saved(tx, addressOf(before!), addressOf(after));
        await revisions.record(tx, actor, id);
        const entry = articleSaveEntry(before!, after);
        if (entry) await audit.record(tx, actor, entry);
        return { before: before!, after };
      });
      // only the pages and answers made from this article's reads, here and on every other server (issue 31)
      await cache.invalidate(articleEditPrefixes(article.before, article.after));
      return article.after;
    },

    /** Moves the article to Trash, whence it can be restored for 30 days (docs/decisions/0016-publishing.md). */
    async remove(actor: Actor, id: number, guard?: WriteGuard): Promise<void> {
      const moved = await withTransaction(db, async (tx) => {
        await guard?.(tx);
        return trash.moveToTrash(tx, actor, id);
      });
      if (!moved) throw notFound('article');
      await cache.invalidate(articleEditPrefixes(moved));
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
