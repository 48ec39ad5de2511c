import type { z } from 'zod';
import type { Consultation, ConsultationList, createConsultationSchema, updateConsultationSchema } from '../../../shared/schemas/consultations';
import { notFound } from '../../lib/errors';
import type { ConsultationsRepository } from './consultations.repository';

export type CreateConsultation = z.output<typeof createConsultationSchema>;
export type UpdateConsultation = z.output<typeof updateConsultationSchema>;

/** Enquiries are not part of the public cache, so writes here leave it alone. */
export function consultationsService(repo: ConsultationsRepository) {
  return {
    create: (input: CreateConsultation): Promise<Consultation> => repo.insert(input),

    list: (page: number, pageSize: number): Promise<ConsultationList> => repo.page((page - 1) * pageSize, pageSize),

    async get(id: number): Promise<Consultation> {
      const found = await repo.findById(id);
      if (!found) throw notFound('consultation');
      return found;
    },

    async update(id: number, input: UpdateConsultation): Promise<Consultation> {
      const values = { updatedAt: new Date(), ...(input.status && { status: input.status }), ...(input.note !== undefined && { note: input.note }) };
      const updated = await repo.update(id, values);
      if (!updated) throw notFound('consultation');
      return updated;
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound('consultation');
    },
  };
}
