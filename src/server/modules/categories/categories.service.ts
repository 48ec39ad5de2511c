import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import type { Category, createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import type { CategoriesRepository } from './categories.repository';

export type CreateCategory = z.output<typeof createCategorySchema>;
export type UpdateCategory = z.output<typeof updateCategorySchema>;

export function categoriesService(repo: CategoriesRepository, cache: PublicCache) {
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

    async create(input: CreateCategory): Promise<Category> {
      try {
        const created = await repo.insert({
          type: input.type,
          title: input.title,
          translationKey: input.translationKey || null,
          // spec section 2: the base path defaults to '/' plus the type
          basePath: input.basePath || `/${input.type}`,
        });
        await cache.invalidate();
        return created;
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'a category with this type already exists', { type: ['type already in use'] });
        throw err;
      }
    },

    /** Only the name and the translation key change; a blank key leaves the stored one (spec section 5). */
    async update(id: number, input: UpdateCategory): Promise<Category> {
      const values = input.translationKey ? { title: input.title, translationKey: input.translationKey } : { title: input.title };
      const updated = await repo.update(id, values);
      if (!updated) throw notFound('category');
      await cache.invalidate();
      return updated;
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound('category');
      await cache.invalidate();
    },
  };
}
