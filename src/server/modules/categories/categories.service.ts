import type { z } from 'zod';
import type { Category, createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import { validationMessages } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { categoriesRepository } from './categories.repository';

export type CreateCategory = z.output<typeof createCategorySchema>;
export type UpdateCategory = z.output<typeof updateCategorySchema>;

export function categoriesService(db: Db, cache: PublicCache) {
  const repo = categoriesRepository(db);
  /** Runs a write in a transaction, then empties the public cache everywhere. */
  const write = async <T>(work: (r: ReturnType<typeof categoriesRepository>) => Promise<T>): Promise<T> => {
    const result = await withTransaction(db, (tx) => work(categoriesRepository(tx)));
    await cache.invalidate();
    return result;
  };

  return {
    list: (): Promise<Category[]> => repo.list(),

    async get(id: number): Promise<Category> {
      const category = await repo.findById(id);
      if (!category) throw notFound('category');
      return category;
    },

    async getByType(type: string): Promise<Category> {
      const category = await repo.findByType(type);
      if (!category) throw notFound('category');
      return category;
    },

    exportPart: async () => ({ categories: await repo.list() }),

    async create(_actor: Actor, input: CreateCategory): Promise<Category> {
      try {
        return await write((r) =>
          r.insert({
            type: input.type,
            title: input.title,
            translationKey: input.translationKey || null,
            // docs/product-spec.md, section 2: the base path defaults to '/' plus the type
            basePath: input.basePath || `/${input.type}`,
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'CONFLICT', 'a category with this type already exists', { type: [validationMessages.typeTaken] });
        throw err;
      }
    },

    /** Only the name and the translation key change; a blank key leaves the stored one (docs/product-spec.md, section 5). */
    async update(_actor: Actor, id: number, input: UpdateCategory): Promise<Category> {
      const values = input.translationKey ? { title: input.title, translationKey: input.translationKey } : { title: input.title };
      const updated = await write((r) => r.update(id, values));
      if (!updated) throw notFound('category');
      return updated;
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await write((r) => r.remove(id)))) throw notFound('category');
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
