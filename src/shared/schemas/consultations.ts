import { z } from 'zod';
import { validationMessages as m } from '../validation';
import { consultationStatuses } from '../catalog';

/** Anything outside the four statuses becomes Pending (docs/product-spec.md, section 4). */
const statusCoerced = z
  .unknown()
  .transform((v) => (consultationStatuses as readonly unknown[]).includes(v) ? (v as (typeof consultationStatuses)[number]) : 'Pending');

export const createConsultationSchema = z.object({
  name: z.string().trim().min(1, m.enquiryNameRequired).max(100),
  email: z.email(m.emailInvalid).max(254),
  phone: z.string().trim().min(1, m.phoneRequired).max(50),
  type: z.string().trim().max(50).optional().transform((v) => (v ? v : 'general')),
  message: z.string().trim().min(1, m.messageRequired).max(5000),
  status: statusCoerced.optional().transform((v) => v ?? 'Pending'),
});
export type CreateConsultationInput = z.input<typeof createConsultationSchema>;

export const updateConsultationSchema = z.object({
  status: z.enum(consultationStatuses).optional(),
  note: z.string().max(5000).nullable().optional(),
});
export type UpdateConsultationInput = z.input<typeof updateConsultationSchema>;

export interface Consultation {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: string;
  message: string;
  status: (typeof consultationStatuses)[number];
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConsultationList {
  consultations: Consultation[];
  total: number;
}
