import { useMutation } from '@tanstack/react-query';
import type { CreateConsultationInput } from '@shared/schemas/consultations';
import { api } from '@/lib/api-client';
import type { ConsultationFormValues } from '../consultation-validation';

/** POST /api/public/consultations: the chosen service is the type; public submissions are Pending (docs/product-spec.md, section 4). */
export function createConsultation(values: ConsultationFormValues): Promise<{ id: number }> {
  const body: CreateConsultationInput = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    type: values.service,
    message: values.message,
    status: 'Pending',
  };
  return api.post<{ id: number }>('/api/public/consultations', body);
}

export function useCreateConsultation() {
  return useMutation({ mutationFn: createConsultation });
}
