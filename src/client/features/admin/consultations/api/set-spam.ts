import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Consultation } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export function setSpam(id: number, spam: boolean): Promise<Consultation> {
  return api.post<Consultation>(`/api/consultations/${id}/spam`, { spam });
}

/** Moves an enquiry to the Spam folder, or back to the inbox (false). */
export function useSetSpam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, spam }: { id: number; spam: boolean }) => setSpam(id, spam),
    onSuccess: () => qc.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
