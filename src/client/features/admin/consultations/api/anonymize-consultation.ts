import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Consultation } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export function anonymizeConsultation(id: number): Promise<Consultation> {
  return api.post<Consultation>(`/api/consultations/${id}/anonymize`);
}

/** Erases the person's data at once (a PDPA erasure request); type, dates, status and source stay. */
export function useAnonymizeConsultation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: anonymizeConsultation,
    onSuccess: () => qc.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
