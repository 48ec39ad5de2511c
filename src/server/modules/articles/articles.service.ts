import type { z } from 'zod';
import type { ArticleCategory, ArticleType } from '../../../shared/catalog';
import type { Language } from '../../../shared/languages';
import { isNewArticleId, type AdminArticle, type AdminArticleListQuery, type Article, type ArticleListPage, type Byline, type createArticleSchema, type PublicArticle, type updateArticleSchema } from '../../../shared/schemas/articles';
import { validationMessages } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { withTransaction, type Actor } from '../../lib/transaction';
import { articleCreateEntry, articleSaveEntry } from '../audit/audit.articles';
import { recordAudit } from '../audit/audit.recorder';
import { recordBaseline, recordRevision } from '../revisions/revisions.recorder';
import type { EnglishVersion, TranslationsService } from '../translations/translations.service';
import { moveToTrash } from '../trash/trash.service';
import { withoutAuthor } from './article-byline';
import { articleListService } from './article-list.service';
import { articlesRepository, type ArticleFilter, type ArticleValues } from './articles.repository';

export type CreateArticle = z.output<typeof createArticleSchema>;
export type UpdateArticle = z.output<typeof updateArticleSchema>;

/** Which articles a list holds; public lists hold published ones only. */
export type ArticleListFilter = Omit<ArticleFilter, 'publishedOnly'>;
/** One article, by its numeric id or its slug. */
export type ArticleKey = { id: number } | { articleId: string };

/** Cover images are web addresses or site paths (or inline data images), never javascript: and the like. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

/** Articles of the news category are news, whatever type the client sent, so they always list on /news. */
const derivedType = (category: ArticleCategory, type: ArticleType | undefined): ArticleType | undefined => (category === 'news' ? 'news' : type);

/**
 * Stored column values from validated input: HTML sanitised, and the derived fields computed here
 * only: `published` from status (docs/product-spec.md, section 4), `type` from the category.
 * The English version is not a column of `articles`: the translations module saves it.
 */
function toValues(input: UpdateArticle, category: ArticleCategory | undefined): ArticleValues {
  const { published: _ignored, translations: _versions, content, imageUrl, ...rest } = input;
  const values: ArticleValues = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (content !== undefined) {
    const clean = sanitizeArticleHtml(content).trim();
    if (!clean) throw fieldError('content', validationMessages.contentRequired);
    values.content = clean;
  }
  if (imageUrl !== undefined) {
    if (imageUrl && !SAFE_IMAGE_URL.test(imageUrl)) throw fieldError('imageUrl', 'image URL must start with http://, https:// or /');
    values.imageUrl = imageUrl || null;
  }
  if (input.status !== undefined) values.published = input.status === 'Published';
  if (category) {
    const type = derivedType(category, input.type);
    if (type) values.type = type;
  }
  return values;
}

async function uniqueArticleId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'CONFLICT', 'an article with this articleId already exists', { articleId: [validationMessages.articleIdTaken] });
    throw err;
  }
}

export function articlesService(db: Db, cache: PublicCache, translations: TranslationsService) {
  const repo = articlesRepository(db);
  const list = articleListService(db);

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
  async function saved(tx: Db, id: number, en: EnglishVersion | null | undefined, now: Date): Promise<AdminArticle> {
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
      if (input.articleId && !isNewArticleId(input.articleId)) throw fieldError('articleId', validationMessages.articleIdSlug);
      const values = toValues(input, input.category);
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
            publishedAt: input.status === 'Published' ? now : null,
          }),
        );
        const created = await saved(tx, id, input.translations?.en, now);
        await recordRevision(tx, actor, id);
        await recordAudit(tx, actor, articleCreateEntry(created));
        return created;
      });
      await cache.invalidate();
      return article;
    },

    /** A PATCH may change the Chinese and shared fields, the English version, or both. */
    async update(actor: Actor, id: number, input: UpdateArticle): Promise<AdminArticle> {
      const article = await withTransaction(db, async (tx) => {
        const articles = articlesRepository(tx);
        const state = await articles.findState(id);
        if (!state) throw notFound('article');
        await recordBaseline(tx, id);
        const [before] = await translations.withTranslations(tx, [(await articles.findById(id, false))!]);
        // an older articleId that is no slug saves unchanged; a changed one must be a slug (issue 14)
        if (input.articleId && input.articleId !== state.articleId && !isNewArticleId(input.articleId)) throw fieldError('articleId', validationMessages.articleIdSlug);
        const values = toValues(input, input.category ?? state.category);
        values.updatedAt = new Date();
        // publishedAt records the first publication and is kept afterwards
        if (input.status === 'Published' && !state.publishedAt) values.publishedAt = values.updatedAt;
        const found = await uniqueArticleId(() => articles.update(id, values));
        if (!found) throw notFound('article');
        const after = await saved(tx, id, input.translations?.en, values.updatedAt);
        await recordRevision(tx, actor, id);
        const entry = articleSaveEntry(before!, after);
        if (entry) await recordAudit(tx, actor, entry);
        return after;
      });
      await cache.invalidate();
      return article;
    },

    /** Moves the article to Trash, whence it can be restored for 30 days (docs/decisions/0016-publishing.md). */
    async remove(actor: Actor, id: number): Promise<void> {
      if (!(await withTransaction(db, (tx) => moveToTrash(tx, actor, id)))) throw notFound('article');
      await cache.invalidate();
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
