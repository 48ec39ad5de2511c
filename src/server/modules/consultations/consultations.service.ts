import type { z } from 'zod';
import type { Consultation, ConsultationList, createConsultationSchema, updateConsultationSchema } from '../../../shared/schemas/consultations';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import { consultationsRepository } from './consultations.repository';

export type CreateConsultation = z.output<typeof createConsultationSchema>;
export type UpdateConsultation = z.output<typeof updateConsultationSchema>;

/** Enquiries are not part of the public cache, so writes here leave it alone. */
export function consultationsService(db: Db) {
  const repo = consultationsRepository(db);
  return {
    create: (_actor: Actor, input: CreateConsultation): Promise<Consultation> => withTransaction(db, (tx) => consultationsRepository(tx).insert(input)),

    list: (page: number, pageSize: number): Promise<ConsultationList> => repo.page((page - 1) * pageSize, pageSize),

    async get(id: number): Promise<Consultation> {
      const found = await repo.findById(id);
      if (!found) throw notFound('consultation');
      return found;
    },

    exportPart: async () => ({ consultations: await repo.all() }),

    async update(_actor: Actor, id: number, input: UpdateConsultation): Promise<Consultation> {
      const values = { updatedAt: new Date(), ...(input.status && { status: input.status }), ...(input.note !== undefined && { note: input.note }) };
      const updated = await withTransaction(db, (tx) => consultationsRepository(tx).update(id, values));
      if (!updated) throw notFound('consultation');
      return updated;
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await withTransaction(db, (tx) => consultationsRepository(tx).remove(id)))) throw notFound('consultation');
    },
  };
}
export type ConsultationsService = ReturnType<typeof consultationsService>;
