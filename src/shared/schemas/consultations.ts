import { z } from 'zod';
import { validationMessages as m } from '../validation';
import { consultationServices, consultationStatuses, type ConsultationStatus } from '../catalog';
import { paginationSchema } from './common';

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

/** The list's type filter: a service of the public form, or general (no service chosen). */
export const consultationTypes = [...consultationServices, 'general'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

/**
 * The back office's list (docs/product-spec.md, section 7): page and pageSize as before, plus a search
 * over name, email and phone (`q`), and the status and type filters.
 */
export const consultationListQuerySchema = paginationSchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(consultationStatuses).optional(),
  type: z.enum(consultationTypes).optional(),
});
export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

export interface ConsultationList {
  consultations: Consultation[];
  /** matches of the query; with a search, counted only up to a threshold (docs/decisions/0006-enquiry-list-counts.md) */
  total: number;
  /** true when the search had more matches than counted: there are more than `total` */
  totalIsEstimate: boolean;
  /** all enquiries per status, whatever the query (the bell's pending number) */
  counts: { byStatus: Record<ConsultationStatus, number> };
}
