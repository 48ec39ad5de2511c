import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';
import type { Category } from '../../../shared/schemas/categories';

/** A stored category: the Chinese title and the English one (null when none). */
export type CategoryRow = Omit<Category, 'titleEn'> & { titleEn: string | null };

const columns = {
  id: categories.id,
  type: categories.type,
  title: categories.title,
  titleEn: categories.titleEn,
  translationKey: categories.translationKey,
  basePath: categories.basePath,
};

export function categoriesRepository(db: Db) {
  return {
    list: (): Promise<CategoryRow[]> => db.select(columns).from(categories).orderBy(asc(categories.id)),

    async findById(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return row;
    },

    async findByType(type: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select(columns).from(categories).where(eq(categories.type, type));
      return row;
    },

    async insert(values: Omit<CategoryRow, 'id'>): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning(columns);
      return row!;
    },

    async update(id: number, values: { title: string; titleEn?: string | null; translationKey?: string }): Promise<CategoryRow | undefined> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning(columns);
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
