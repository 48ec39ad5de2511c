import { useMutation } from '@tanstack/react-query';
import type { CreateConsultationInput } from '@shared/schemas/consultations';
import { api } from '@/lib/api-client';

/**
 * POST /api/public/consultations: the chosen service is the type; public submissions are Pending
 * (docs/product-spec.md, section 4); with the consent, timing token, honeypot and source (docs/decisions/0012-enquiry-inbox.md).
 */
export const createConsultation = (body: CreateConsultationInput): Promise<{ id: number }> => api.post<{ id: number }>('/api/public/consultations', body);

export function useCreateConsultation() {
  return useMutation({ mutationFn: createConsultation });
}
