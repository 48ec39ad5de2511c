import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactInfo } from '../../db/schema/index';

export type ContactRow = typeof contactInfo.$inferSelect;
export type ContactValues = Partial<Omit<ContactRow, 'id'>>;

export function contactRepository(db: Db) {
  return {
    /** The site's one contact row, created empty when missing so there is always something to edit. */
    async current(): Promise<ContactRow> {
      const [row] = await db.select().from(contactInfo).orderBy(asc(contactInfo.id)).limit(1);
      if (row) return row;
      // one row at most (unique index, migration 0011): another server may have made it meanwhile
      const [created] = await db.insert(contactInfo).values({}).onConflictDoNothing().returning();
      return created ?? (await db.select().from(contactInfo).orderBy(asc(contactInfo.id)).limit(1))[0]!;
    },

    async findById(id: number): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(contactInfo).where(eq(contactInfo.id, id));
      return row;
    },

    async update(id: number, values: ContactValues): Promise<ContactRow | undefined> {
      const [row] = await db.update(contactInfo).set(values).where(eq(contactInfo.id, id)).returning();
      return row;
    },

    all: (): Promise<ContactRow[]> => db.select().from(contactInfo).orderBy(asc(contactInfo.id)),
  };
}
