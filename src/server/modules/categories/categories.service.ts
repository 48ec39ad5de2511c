import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import type { Category, createCategorySchema, updateCategorySchema } from '../../../shared/schemas/categories';
import { validationCode } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { ReadScope } from '../../read-model/public-reads';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
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

/** What the audit log compares (docs/decisions/0017-audit-log.md). */
const auditFields = ['type', 'title', 'titleEn', 'translationKey', 'basePath'] as const;

export function categoriesService(db: Db, cache: PublicCache, audit: AuditRecorder) {
  const repo = categoriesRepository(db);
  /** Runs a write in a transaction, then empties the public cache everywhere. */
  const write = async <T>(work: (r: ReturnType<typeof categoriesRepository>, tx: Db) => Promise<T>): Promise<T> => {
    const result = await withTransaction(db, (tx) => work(categoriesRepository(tx), tx));
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

    async create(actor: Actor, input: CreateCategory): Promise<Category> {
      try {
        const row = await write(async (r, tx) => {
          const created = await r.insert({
            type: input.type,
            title: input.title,
            titleEn: input.titleEn || null,
            translationKey: input.translationKey || null,
            // docs/product-spec.md, section 2: the base path defaults to '/' plus the type
            basePath: input.basePath || `/${input.type}`,
          });
          await audit.record(tx, actor, { action: 'create', entityType: 'category', entityId: created.id, entityLabel: created.title, changes: changesBetween(null, created, auditFields) });
          return created;
        });
        return forAdmin(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'CONFLICT', 'a category with this type already exists', { type: [validationCode.typeTaken] });
        throw err;
      }
    },

    /**
     * Only the names and the translation key change; a blank key leaves the stored one (docs/product-spec.md,
     * section 5), a blank English title removes it and an absent one leaves it.
     */
    async update(actor: Actor, id: number, input: UpdateCategory): Promise<Category> {
      const values = {
        title: input.title,
        ...(input.translationKey ? { translationKey: input.translationKey } : {}),
        ...(input.titleEn !== undefined ? { titleEn: input.titleEn || null } : {}),
      };
      const updated = await write(async (r, tx) => {
        const before = await r.findById(id);
        const after = before && (await r.update(id, values));
        const changes = after ? changesBetween(before, after, auditFields) : [];
        if (changes.length) await audit.record(tx, actor, { action: 'save', entityType: 'category', entityId: id, entityLabel: after!.title, changes });
        return after;
      });
      return forAdmin(found(updated));
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await write(async (r, tx) => {
        const before = await r.findById(id);
        if (!before || !(await r.remove(id))) return false;
        await audit.record(tx, actor, { action: 'delete', entityType: 'category', entityId: id, entityLabel: before.title, changes: changesBetween(before, null, auditFields) });
        return true;
      });
      if (!removed) throw notFound('category');
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
