import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Consultation, UpdateConsultationInput } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export function updateConsultation(id: number, input: UpdateConsultationInput): Promise<Consultation> {
  return api.patch<Consultation>(`/api/consultations/${id}`, { ...input });
}

/** Status and processing note; the list and the bell's count refresh. */
export function useUpdateConsultation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateConsultationInput }) => updateConsultation(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
