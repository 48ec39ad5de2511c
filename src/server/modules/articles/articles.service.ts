import type { z } from 'zod';
import type { ArticleCategory, ArticleType } from '../../../shared/catalog';
import type { Article, createArticleSchema, updateArticleSchema } from '../../../shared/schemas/articles';
import { validationMessages } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { withTransaction, type Actor } from '../../lib/transaction';
import { articlesRepository, type ArticleFilter, type ArticleValues } from './articles.repository';

export type CreateArticle = z.output<typeof createArticleSchema>;
export type UpdateArticle = z.output<typeof updateArticleSchema>;

/** Cover images are web addresses or site paths (or inline data images), never javascript: and the like. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

/** Articles of the news category are news, whatever type the client sent, so they always list on /news. */
const derivedType = (category: ArticleCategory, type: ArticleType | undefined): ArticleType | undefined => (category === 'news' ? 'news' : type);

/**
 * Stored column values from validated input: HTML sanitised, and the derived fields computed here
 * only: `published` from status (docs/product-spec.md, section 4), `type` from the category.
 */
function toValues(input: UpdateArticle, category: ArticleCategory | undefined): ArticleValues {
  const { published: _ignored, content, imageUrl, ...rest } = input;
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

export function articlesService(db: Db, cache: PublicCache) {
  const repo = articlesRepository(db);
  return {
    list: (filter: ArticleFilter): Promise<Article[]> => repo.list(filter),

    async get(id: number, publishedOnly: boolean): Promise<Article> {
      const article = await repo.findById(id, publishedOnly);
      if (!article) throw notFound('article');
      return article;
    },

    async getByArticleId(articleId: string, publishedOnly: boolean): Promise<Article> {
      const article = await repo.findByArticleId(articleId, publishedOnly);
      if (!article) throw notFound('article');
      return article;
    },

    /** The data export's part: every article, drafts included. */
    exportPart: async () => ({ articles: await repo.list({ publishedOnly: false }) }),

    async create(actor: Actor, input: CreateArticle): Promise<Article> {
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
        return (await articlesRepository(tx).findById(id, false))!;
      });
      await cache.invalidate();
      return article;
    },

    async update(_actor: Actor, id: number, input: UpdateArticle): Promise<Article> {
      const article = await withTransaction(db, async (tx) => {
        const articles = articlesRepository(tx);
        const state = await articles.findState(id);
        if (!state) throw notFound('article');
        const values = toValues(input, input.category ?? state.category);
        values.updatedAt = new Date();
        // publishedAt records the first publication and is kept afterwards
        if (input.status === 'Published' && !state.publishedAt) values.publishedAt = values.updatedAt;
        const found = await uniqueArticleId(() => articles.update(id, values));
        if (!found) throw notFound('article');
        return (await articles.findById(id, false))!;
      });
      await cache.invalidate();
      return article;
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await withTransaction(db, (tx) => articlesRepository(tx).remove(id)))) throw notFound('article');
      await cache.invalidate();
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
