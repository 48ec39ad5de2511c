import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import type { Category, createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import { validationMessages } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { ReadScope } from '../../read-model/public-reads';
import { categoriesRepository, type CategoryRow } from './categories.repository';

export type CreateCategory = z.output<typeof createCategorySchema>;
export type UpdateCategory = z.output<typeof updateCategorySchema>;

/**
 * A category as read: the title in `lang` (the English one when set, else the Chinese); admins also
 * get the stored English title to edit it (docs/decisions/0005-bilingual-content.md).
 */
function inLanguage({ titleEn, ...category }: CategoryRow, lang: Language, scope: ReadScope): Category {
  const title = lang === 'en' && titleEn?.trim() ? titleEn : category.title;
  return scope === 'admin' ? { ...category, title, titleEn } : { ...category, title };
}

const forAdmin = (row: CategoryRow) => inLanguage(row, 'zh', 'admin');

export function categoriesService(db: Db, cache: PublicCache) {
  const repo = categoriesRepository(db);
  /** Runs a write in a transaction, then empties the public cache everywhere. */
  const write = async <T>(work: (r: ReturnType<typeof categoriesRepository>) => Promise<T>): Promise<T> => {
    const result = await withTransaction(db, (tx) => work(categoriesRepository(tx)));
    await cache.invalidate();
    return result;
  };
  const found = (row: CategoryRow | undefined): CategoryRow => {
    if (!row) throw notFound('category');
    return row;
  };

  return {
    list: async (lang: Language, scope: ReadScope): Promise<Category[]> => (await repo.list()).map((c) => inLanguage(c, lang, scope)),

    get: async (id: number, lang: Language, scope: ReadScope): Promise<Category> => inLanguage(found(await repo.findById(id)), lang, scope),

    getByType: async (type: string, lang: Language, scope: ReadScope): Promise<Category> => inLanguage(found(await repo.findByType(type)), lang, scope),

    exportPart: async () => ({ categories: await repo.list() }),

    async create(_actor: Actor, input: CreateCategory): Promise<Category> {
      try {
        const row = await write((r) =>
          r.insert({
            type: input.type,
            title: input.title,
            titleEn: input.titleEn || null,
            translationKey: input.translationKey || null,
            // docs/product-spec.md, section 2: the base path defaults to '/' plus the type
            basePath: input.basePath || `/${input.type}`,
          }),
        );
        return forAdmin(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'CONFLICT', 'a category with this type already exists', { type: [validationMessages.typeTaken] });
        throw err;
      }
    },

    /**
     * Only the names and the translation key change; a blank key leaves the stored one (docs/product-spec.md,
     * section 5), a blank English title removes it and an absent one leaves it.
     */
    async update(_actor: Actor, id: number, input: UpdateCategory): Promise<Category> {
      const values = {
        title: input.title,
        ...(input.translationKey ? { translationKey: input.translationKey } : {}),
        ...(input.titleEn !== undefined ? { titleEn: input.titleEn || null } : {}),
      };
      return forAdmin(found(await write((r) => r.update(id, values))));
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await write((r) => r.remove(id)))) throw notFound('category');
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
