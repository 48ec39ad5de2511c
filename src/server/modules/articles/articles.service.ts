import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PublicCache } from '../../lib/public-cache';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import type { Article, createArticleSchema, updateArticleSchema } from '../../../shared/schemas/articles';
import type { ArticleFilter, ArticlesRepository, ArticleValues } from './articles.repository';

export type CreateArticle = z.output<typeof createArticleSchema>;
export type UpdateArticle = z.output<typeof updateArticleSchema>;

/** Cover images are web addresses or site paths (or inline data images), never javascript: and the like. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

function fieldError(field: string, message: string): AppError {
  return new AppError(400, `${field}: ${message}`, { [field]: [message] });
}

/** Stored column values from validated input: HTML sanitised, `published` derived from status. */
function toValues(input: UpdateArticle): ArticleValues {
  // `published` is never taken from the client: it is status === 'Published' (spec section 4)
  const { published: _ignored, content, imageUrl, ...rest } = input;
  const values: ArticleValues = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (content !== undefined) {
    const clean = sanitizeArticleHtml(content).trim();
    if (!clean) throw fieldError('content', 'content cannot be empty');
    values.content = clean;
  }
  if (imageUrl !== undefined) {
    if (imageUrl && !SAFE_IMAGE_URL.test(imageUrl)) throw fieldError('imageUrl', 'image URL must start with http://, https:// or /');
    values.imageUrl = imageUrl || null;
  }
  if (input.status !== undefined) values.published = input.status === 'Published';
  return values;
}

async function uniqueArticleId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'an article with this articleId already exists', { articleId: ['articleId already in use'] });
    throw err;
  }
}

export function articlesService(repo: ArticlesRepository, cache: PublicCache) {
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

    async create(input: CreateArticle, authorId: number): Promise<Article> {
      const values = toValues(input);
      const now = new Date();
      const id = await uniqueArticleId(() =>
        repo.insert({
          ...values,
          title: input.title,
          content: values.content!,
          category: input.category,
          authorId,
          createdAt: now,
          updatedAt: now,
          publishedAt: input.status === 'Published' ? now : null,
        }),
      );
      await cache.invalidate();
      return this.get(id, false);
    },

    async update(id: number, input: UpdateArticle): Promise<Article> {
      const state = await repo.findState(id);
      if (!state) throw notFound('article');
      const values = toValues(input);
      values.updatedAt = new Date();
      // publishedAt records the first publication and is kept afterwards
      if (input.status === 'Published' && !state.publishedAt) values.publishedAt = values.updatedAt;
      const found = await uniqueArticleId(() => repo.update(id, values));
      if (!found) throw notFound('article');
      await cache.invalidate();
      return this.get(id, false);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound('article');
      await cache.invalidate();
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
