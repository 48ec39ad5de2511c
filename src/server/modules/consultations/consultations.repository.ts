import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema/index';
import type { Consultation } from '../../../shared/schemas/consultations';

type Row = typeof consultations.$inferSelect;
export type NewConsultation = Pick<Row, 'name' | 'email' | 'phone' | 'type' | 'message' | 'status'>;

const toConsultation = (r: Row): Consultation => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function consultationsRepository(db: Db) {
  return {
    async insert(values: NewConsultation): Promise<Consultation> {
      const [row] = await db.insert(consultations).values(values).returning();
      return toConsultation(row!);
    },

    /** Newest first. */
    async page(offset: number, limit: number): Promise<{ consultations: Consultation[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db.select().from(consultations).orderBy(desc(consultations.createdAt), desc(consultations.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(consultations),
      ]);
      return { consultations: rows.map(toConsultation), total: counted?.n ?? 0 };
    },

    all: async (): Promise<Consultation[]> => (await db.select().from(consultations).orderBy(consultations.id)).map(toConsultation),

    async findById(id: number): Promise<Consultation | undefined> {
      const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
      return row && toConsultation(row);
    },

    async update(id: number, values: Partial<Pick<Row, 'status' | 'note' | 'updatedAt'>>): Promise<Consultation | undefined> {
      const [row] = await db.update(consultations).set(values).where(eq(consultations.id, id)).returning();
      return row && toConsultation(row);
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(consultations).where(eq(consultations.id, id)).returning({ id: consultations.id });
      return rows.length > 0;
    },
  };
}
